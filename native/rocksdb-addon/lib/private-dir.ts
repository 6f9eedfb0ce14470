// Where a run's temporary directories go, so that no other user can steer what rocktune writes or deletes. A shared
// temporary directory (/tmp: anyone may create entries there) is never used directly: each user gets its own
// `rocktune-<uid>` directory inside it, created with mode 0700 and verified with lstat (a real directory, ours,
// mode 0700). A name another user took first (a symlink, their directory) is refused, and the run uses a fresh
// mkdtemp directory instead: it neither fails nor touches their entry.
import {
  type Stats,
  chmodSync,
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmdirSync,
  unlinkSync,
} from 'node:fs';
import { join } from 'node:path';

import { EngineError } from './errors.js';

const uid = (): number | undefined => process.getuid?.();

/** A directory only this user can change: ours, not a link, and neither group- nor world-writable. */
export function isPrivateDir(st: Stats): boolean {
  const me = uid();
  return st.isDirectory() && (me === undefined || st.uid === me) && (st.mode & 0o022) === 0;
}

/**
 * The parent for this user's temporary directories under `base`: `base` itself when it is already private to us
 * (e.g. a TMPDIR in our home), else `base/rocktune-<uid>`, else (that name is someone else's) a fresh
 * `base/rocktune-<uid>-XXXXXX`.
 */
export function privateParent(base: string): string {
  let real: string;
  try {
    real = realpathSync(base);
    if (isPrivateDir(lstatSync(real))) return real;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new EngineError(
      'ENGINE_IO_ERROR',
      `the temporary directory ${base} is not usable (${code}); set TMPDIR to an existing directory`,
    );
  }
  const dir = join(real, `rocktune-${uid() ?? 'user'}`);
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const st = lstatSync(dir);
  if (isPrivateDir(st) && (st.mode & 0o777) === 0o700) return dir;
  return mkdtempSync(`${dir}-`);
}

/**
 * Reads `file` only when it is a regular file of ours, never through a link (O_NOFOLLOW); undefined otherwise.
 * The checks are made on the opened file, so nothing can be swapped in between.
 */
export function readOwnFile(file: string): string | undefined {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    const st = fstatSync(fd);
    const me = uid();
    return st.isFile() && (me === undefined || st.uid === me) ? readFileSync(fd, 'utf8') : undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * Removes the tree at `path` as far as it is ours: links and files are unlinked (never followed), a directory is
 * entered only when it is ours and on the device `dev`. What is not ours or cannot be removed stays; never throws.
 */
export function removeOwnTree(path: string, dev: number): void {
  let st: Stats;
  try {
    st = lstatSync(path);
  } catch {
    return;
  }
  try {
    if (!st.isDirectory()) return unlinkSync(path);
    const me = uid();
    if ((me !== undefined && st.uid !== me) || st.dev !== dev) return;
    if ((st.mode & 0o700) !== 0o700) chmodSync(path, 0o700); // our own read-only directory (e.g. a 0555 one)
    for (const name of readdirSync(path)) removeOwnTree(join(path, name), dev);
    rmdirSync(path);
  } catch {
    /* not ours to remove, or gone meanwhile: leave it */
  }
}
