import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'build',
  'build-trocksdb',
  'build-prefix',
  '.git',
  'results',
  'artifacts',
  'coverage',
]);

/** Repository-relative paths of the files under `dirs` whose names match `name`, skipping build output and dependencies. */
export function filesUnder(dirs: readonly string[], name: RegExp): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      if (e.isDirectory()) return SKIPPED_DIRS.has(e.name) || e.name.startsWith('.') ? [] : walk(join(dir, e.name));
      return name.test(e.name) ? [relative(ROOT, join(dir, e.name))] : [];
    });
  return dirs.flatMap((d) => walk(join(ROOT, d))).sort();
}
