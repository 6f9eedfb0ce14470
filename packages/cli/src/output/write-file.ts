import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, fsyncSync, lstatSync, openSync, realpathSync, renameSync, statSync, unlinkSync, writeSync, type Stats } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { FailureError, UsageError } from '../cli-kit/errors.js';
import type { Io } from '../cli-kit/io.js';
import { describeIoError } from '../cli-kit/io-error.js';

function kindOf(st: Stats): string {
  if (st.isDirectory()) return 'a directory';
  if (st.isFIFO()) return 'a FIFO';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

/**
 * Where `-o PATH` may write: absent or a regular file. A symlink is refused unless `force`, and then its target
 * (which must itself be absent or a regular file) is written. Returns the real path and the mode to keep.
 */
function checkTarget(path: string, flag: string, force: boolean): { target: string; mode: number | undefined } {
  let st: Stats;
  try {
    st = lstatSync(path);
  } catch {
    return { target: path, mode: undefined };
  }
  if (st.isSymbolicLink()) {
    if (!force) throw new UsageError(`${flag} ${path}: is a symbolic link; refusing to replace it (--force writes to its target)`);
    let real: string;
    try {
      real = realpathSync(path);
    } catch {
      throw new UsageError(`${flag} ${path}: is a dangling symbolic link`);
    }
    const target = statSync(real);
    if (!target.isFile()) throw new UsageError(`${flag} ${path}: the link points at ${kindOf(target)}; only a regular file is replaced`);
    return { target: real, mode: target.mode & 0o7777 };
  }
  if (!st.isFile()) throw new UsageError(`${flag} ${path}: is ${kindOf(st)}; only a new or a regular file is written`);
  return { target: path, mode: st.mode & 0o7777 };
}

/**
 * Writes `text` to PATH without ever exposing half a file or clobbering what is not a file: a temporary file
 * beside it (created exclusively), flushed, given the old file's mode, then renamed over it. On any failure the
 * temporary file is removed and the old file is untouched.
 */
export function writeFileSafely(path: string, text: string, options: { flag: string; force?: boolean }): void {
  const { target, mode } = checkTarget(path, options.flag, options.force === true);
  const temp = join(dirname(target), `.${basename(target)}.rocktune-${randomBytes(6).toString('hex')}.tmp`);
  let fd: number | undefined;
  try {
    fd = openSync(temp, 'wx', mode ?? 0o666);
    const data = Buffer.from(text, 'utf8');
    for (let off = 0; off < data.length; ) off += writeSync(fd, data, off);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    if (mode !== undefined) chmodSync(temp, mode);
    renameSync(temp, target);
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    try {
      unlinkSync(temp);
    } catch {
      /* never created, or already renamed */
    }
    throw new FailureError(`${options.flag} ${path}: cannot write (${describeIoError(error)})`);
  }
}

/** `-o FILE` (or stdout for none or `-`): the generated text, written safely, with one line on stderr. */
export function writeOutput(text: string, outFile: string | undefined, io: Io, force = false): void {
  if (outFile === undefined || outFile === '-') {
    io.stdout(text);
    return;
  }
  writeFileSafely(resolve(io.cwd, outFile), text, { flag: '-o', force });
  io.stderr(`rocktune: wrote ${outFile}\n`);
}
