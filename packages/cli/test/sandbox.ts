// The validate tests' sandbox: a directory for the OPTIONS files a test writes, and a TMPDIR for the engine's
// workspaces (which the tests check is left empty); both are removed after the test file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

export function validateSandbox(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const tmpRoot = mkdtempSync(join(tmpdir(), `${prefix}-tmp-`));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(tmpRoot, { recursive: true, force: true });
  });
  /** Writes `text` to `name` in the sandbox and returns its path. */
  const file = (name: string, text: string): string => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  return { dir, tmpRoot, env: { TMPDIR: tmpRoot }, file };
}
