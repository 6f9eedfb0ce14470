import { readdirSync, realpathSync, statSync, type Dirent, type Stats } from 'node:fs';
import { kindOf } from '../cli-kit/bounded-read.js';
import { describeIoError } from '../cli-kit/io-error.js';
import { displayName } from '../cli-kit/display-name.js';
import { readOptionsText, skipped, type LintInput } from './read-input.js';

/** Names treated as OPTIONS files when a directory is given. */
export const OPTIONS_NAME = /^(?:OPTIONS(?:-\d+)?|.*\.options|.*\.ini)$/is;
export const OPTIONS_PATTERNS = 'OPTIONS, OPTIONS-NNNNNN, *.OPTIONS, *.options, *.ini';
const SKIPPED_DIRS = new Set(['node_modules', '.git']);
const SLASH = Buffer.from('/');
/** Linux's PATH_MAX: a longer path is refused by every system call (ENAMETOOLONG). */
const PATH_MAX = 4096;

export interface WalkOptions {
  /** Follow symbolic links that lead out of the tree (inside it they are always followed). */
  followSymlinks: boolean;
}

interface Walk extends WalkOptions {
  /** The tree's real path: a link whose target is under it stays in the tree. */
  rootReal: Buffer;
  /** Directories already searched (dev:ino), so a link loop cannot recurse. */
  seen: Set<string>;
  out: LintInput[];
}

function identity(st: Stats): string {
  return `${st.dev}:${st.ino}`;
}

function isInside(real: Buffer, root: Buffer): boolean {
  if (real.equals(root)) return true;
  const prefix = root.equals(SLASH) ? root : Buffer.concat([root, SLASH]);
  return real.length > prefix.length && real.subarray(0, prefix.length).equals(prefix);
}

/**
 * Every OPTIONS file under `dir` (names as bytes: nothing is lost to decoding), in name order. Whatever is not
 * linted that could have been is listed with the reason: special files, links out of the tree (unless
 * `followSymlinks`), paths past PATH_MAX; loops, dangling links and unreadable entries are per-file errors.
 */
/** `display`: the tree's own path as reports show it, '' for the working directory. */
export function walkTree(dir: Buffer, display: string, options: WalkOptions): LintInput[] {
  const rootReal = realpathSync(dir, { encoding: 'buffer' });
  const walk: Walk = { ...options, rootReal, seen: new Set([identity(statSync(dir))]), out: [] };
  walkDir(walk, dir, display);
  return walk.out;
}

function walkDir(walk: Walk, dir: Buffer, display: string): void {
  let entries: Dirent<Buffer>[];
  try {
    entries = readdirSync(dir, { withFileTypes: true, encoding: 'buffer' });
  } catch (error) {
    walk.out.push({ display: display || '.', unreadable: `cannot list the directory: ${describeIoError(error)}` });
    return;
  }
  for (const entry of entries.sort((a, b) => Buffer.compare(a.name, b.name))) {
    const path = Buffer.concat([dir, SLASH, entry.name]);
    const name = displayName(entry.name);
    visit(walk, entry, path, display === '' ? name : `${display}/${name}`, OPTIONS_NAME.test(name));
  }
}

function visit(walk: Walk, entry: Dirent<Buffer>, path: Buffer, display: string, optionsName: boolean): void {
  if (path.length >= PATH_MAX) {
    if (optionsName || entry.isDirectory() || entry.isSymbolicLink())
      walk.out.push(skipped(display, `the path is ${path.length} bytes, past PATH_MAX (${PATH_MAX}): not read`));
    return;
  }
  let st: Stats;
  try {
    st = entry.isSymbolicLink() ? followLink(walk, path) : statSync(path);
  } catch (error) {
    const reason = linkProblem(error);
    if (optionsName || reason.always) walk.out.push(reason.input(display));
    return;
  }
  if (st.isDirectory()) {
    if (SKIPPED_DIRS.has(entry.name.toString('latin1')) || walk.seen.has(identity(st))) return;
    walk.seen.add(identity(st));
    walkDir(walk, path, display);
  } else if (st.isFile()) {
    if (optionsName) walk.out.push(readOptionsText(path, display, { foundInDirectory: true }));
  } else {
    walk.out.push(skipped(display, `is ${kindOf(st)}, not a regular file: not read`));
  }
}

/** Where a link leads inside the tree (or anywhere, with followSymlinks); a link out of the tree is an OutOfTree. */
function followLink(walk: Walk, path: Buffer): Stats {
  const st = statSync(path);
  if (walk.followSymlinks) return st;
  const real = realpathSync(path, { encoding: 'buffer' });
  if (!isInside(real, walk.rootReal)) throw new OutOfTree(displayName(real), st);
  return st;
}

class OutOfTree extends Error {
  constructor(
    readonly target: string,
    readonly st: Stats,
  ) {
    super('out of tree');
  }
}

/** What to report for an entry that could not be followed; `always`: whatever its name (a loop, a directory out of the tree). */
function linkProblem(error: unknown): { always: boolean; input: (display: string) => LintInput } {
  if (error instanceof OutOfTree) {
    const reason = `a symbolic link out of the searched tree (to ${error.target}): not followed (--follow-symlinks follows it)`;
    return { always: error.st.isDirectory(), input: (display) => skipped(display, reason) };
  }
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return { always: false, input: (display) => ({ display, unreadable: 'a symbolic link to nothing (dangling)' }) };
  const reason = code === 'ELOOP' ? 'a symbolic link loop (ELOOP)' : `cannot read: ${describeIoError(error)}`;
  return { always: true, input: (display) => ({ display, unreadable: reason }) };
}
