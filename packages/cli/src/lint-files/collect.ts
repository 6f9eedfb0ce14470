import { lstatSync, readdirSync, statSync, type Dirent } from 'node:fs';
import { InputTooLargeError, readFileBounded } from '../cli-kit/bounded-read.js';
import { join, relative, resolve } from 'node:path';
import { UsageError } from '../cli-kit/errors.js';
import { describeIoError } from '../cli-kit/io-error.js';

/**
 * One thing `lint` reports on: an OPTIONS text, or a path it could not lint (binary, unreadable, a directory it
 * cannot list), which is reported as one error finding for that path while the others are still linted.
 * `display` is what reports show (relative to the working directory, `<stdin>` for `-`).
 */
export type LintInput =
  { display: string; text: string; foundInDirectory?: boolean } | { display: string; unreadable: string; tooLarge?: boolean };

/** Names treated as OPTIONS files when a directory is given. */
const OPTIONS_NAME = /^(?:OPTIONS(?:-\d+)?|.*\.options|.*\.ini)$/i;
const SKIPPED_DIRS = new Set(['node_modules', '.git']);
export const OPTIONS_PATTERNS = 'OPTIONS, OPTIONS-NNNNNN, *.OPTIONS, *.options, *.ini';

/** A file's text, or why it is not an OPTIONS text file (one over the input limit is one too). */
export function readOptionsText(path: string, display: string): LintInput {
  let data: Buffer;
  try {
    data = readFileBounded(path);
  } catch (error) {
    if (error instanceof InputTooLargeError) return { display, unreadable: error.message, tooLarge: true };
    return { display, unreadable: `cannot read: ${describeIoError(error)}` };
  }
  if (data.subarray(0, 8000).includes(0)) return { display, unreadable: 'binary file, not an OPTIONS text file' };
  return { display, text: data.toString('utf8') };
}

/** Symlinks are followed (to a file or a directory), each real directory once, so a link loop cannot recurse. */
function walk(dir: string, cwd: string, seen: Set<string>, out: LintInput[]): void {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    out.push({ display: relative(cwd, dir) || dir, unreadable: `cannot list the directory: ${describeIoError(error)}` });
    return;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const path = join(dir, entry.name);
    const display = relative(cwd, path) || path;
    let isDir = entry.isDirectory();
    let isFile = entry.isFile();
    if (entry.isSymbolicLink()) {
      const target = statSync(path, { throwIfNoEntry: false });
      if (!target) {
        if (OPTIONS_NAME.test(entry.name)) out.push({ display, unreadable: 'a symbolic link to nothing (dangling)' });
        continue;
      }
      isDir = target.isDirectory();
      isFile = target.isFile();
    }
    if (isDir && !SKIPPED_DIRS.has(entry.name)) {
      const real = realDir(path);
      if (real !== undefined && !seen.has(real)) {
        seen.add(real);
        walk(path, cwd, seen, out);
      }
    } else if (isFile && OPTIONS_NAME.test(entry.name)) {
      out.push({ ...readOptionsText(path, display), foundInDirectory: true });
    }
  }
}

function realDir(path: string): string | undefined {
  try {
    const st = statSync(path);
    return `${st.dev}:${st.ino}`;
  } catch {
    return undefined;
  }
}

/**
 * Expands FILE / DIR / `-` arguments. A path that does not exist, or a directory with no OPTIONS file in it, is a
 * usage error (exit 2); a file or subdirectory that cannot be read is an input of its own, reported as a finding.
 */
export function collectInputs(args: readonly string[], cwd: string, stdinText: string | undefined): LintInput[] {
  const inputs: LintInput[] = [];
  for (const arg of args) {
    if (arg === '-') {
      inputs.push({ display: '<stdin>', text: stdinText ?? '' });
      continue;
    }
    const path = resolve(cwd, arg);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) {
      const dangling = lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink();
      throw new UsageError(`${arg}: ${dangling ? 'a symbolic link to nothing (dangling)' : 'no such file or directory'}`);
    }
    if (!stat.isDirectory()) {
      const input = readOptionsText(path, relative(cwd, path) || arg);
      // a named file over the limit ends the run (an endless device given by mistake); one found in a directory is a finding
      if ('unreadable' in input && input.tooLarge) throw new UsageError(`${arg}: ${input.unreadable}`);
      inputs.push(input);
      continue;
    }
    const found: LintInput[] = [];
    walk(path, cwd, new Set([realDir(path) ?? path]), found);
    if (found.length === 0) throw new UsageError(`${arg}: directory has no OPTIONS files (looked for ${OPTIONS_PATTERNS})`);
    inputs.push(...found);
  }
  return inputs;
}
