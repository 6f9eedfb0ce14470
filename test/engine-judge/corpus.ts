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

/** Whether the release's own jar opened the file (verdicts.json, written by tools/engine-judge `write`). */
export function releaseOpened(version: string, file: string): boolean {
  const { verdicts } = JSON.parse(readFileSync(join(CORPUS, version, 'verdicts.json'), 'utf8')) as {
    verdicts: { file: string; open?: { ok: boolean } }[];
  };
  return verdicts.some((v) => v.file === file && v.open?.ok === true);
}
