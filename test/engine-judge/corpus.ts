// The engine-written corpus (fixtures/options-files/engine-written/<version>/): OPTIONS files each release
// wrote itself (tools/engine-judge `write`), with that release's verdicts on them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CORPUS = fileURLToPath(new URL('../../fixtures/options-files/engine-written/', import.meta.url));

export function corpusVersions(): string[] {
  const versionOrder = (v: string) => v.split('.').map(Number);
  return readdirSync(CORPUS)
    .filter((v) => existsSync(join(CORPUS, v, 'verdicts.json')))
    .sort((a, b) => {
      const [x, y] = [versionOrder(a), versionOrder(b)];
      return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
    });
}

export function corpusFiles(version: string): { name: string; text: string }[] {
  const dir = join(CORPUS, version);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ini'))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }));
}
