import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { UsageError } from '../cli-kit/errors.js';

/** One text to lint; `display` is what reports show (relative to the working directory, `<stdin>` for `-`). */
export interface LintInput {
  display: string;
  text: string;
}

/** Names treated as OPTIONS files when a directory is given. */
const OPTIONS_NAME = /^(?:OPTIONS(?:-\d+)?|.*\.options|.*\.ini)$/i;
const SKIPPED_DIRS = new Set(['node_modules', '.git']);
export const OPTIONS_PATTERNS = 'OPTIONS, OPTIONS-NNNNNN, *.OPTIONS, *.options, *.ini';

function walk(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name)) found.push(...walk(path));
    else if (entry.isFile() && OPTIONS_NAME.test(entry.name)) found.push(path);
  }
  return found.sort();
}

/** Text of one file, or a UsageError naming the path and the problem. */
function readText(path: string, display: string): string {
  let data: Buffer;
  try {
    data = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(`${display}: cannot read (${code === 'EACCES' ? 'permission denied' : (code ?? String(error))})`);
  }
  if (data.subarray(0, 8000).includes(0)) throw new UsageError(`${display}: binary file, not an OPTIONS text file`);
  const text = data.toString('utf8');
  if (text.trim() === '') throw new UsageError(`${display}: empty file; an OPTIONS file needs at least [DBOptions] and [CFOptions "default"]`);
  return text;
}

/** Expands FILE / DIR / `-` arguments into texts; every problem is a UsageError (exit 2). */
export function collectInputs(args: readonly string[], cwd: string, readStdin: () => string): LintInput[] {
  const inputs: LintInput[] = [];
  for (const arg of args) {
    if (arg === '-') {
      const text = readStdin();
      if (text.trim() === '') throw new UsageError('<stdin>: empty input; an OPTIONS file needs at least [DBOptions] and [CFOptions "default"]');
      inputs.push({ display: '<stdin>', text });
      continue;
    }
    const path = resolve(cwd, arg);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) throw new UsageError(`${arg}: no such file or directory`);
    const files = stat.isDirectory() ? walk(path) : [path];
    if (stat.isDirectory() && files.length === 0) throw new UsageError(`${arg}: directory has no OPTIONS files (looked for ${OPTIONS_PATTERNS})`);
    for (const file of files) {
      const display = relative(cwd, file) || arg;
      inputs.push({ display, text: readText(file, display) });
    }
  }
  return inputs;
}
