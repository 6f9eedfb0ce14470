import {
  accessSync,
  chmodSync,
  closeSync,
  constants,
  fsyncSync,
  lstatSync,
  openSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { FailureError, UsageError } from '../cli-kit/errors.js';
import type { Io } from '../cli-kit/io.js';
import { describeIoError } from '../cli-kit/io-error.js';

/** node:crypto is loaded only when a file is written: loading it costs ~2 ms of every generate and lint start-up. */
function randomHex(bytes: number): string {
  const { randomBytes } = createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');
  return randomBytes(bytes).toString('hex');
}

function kindOf(st: Stats): string {
  if (st.isDirectory()) return 'a directory';
  if (st.isFIFO()) return 'a FIFO';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

export interface WriteOptions {
  /** The flag named in errors (`-o`, `--fix`). */
  flag: string;
  /** Write through a symbolic link at PATH (the caller named it); otherwise a link is refused. */
  force?: boolean;
  /** Why a link is refused and how to write through it, for the error line. */
  linkHint?: string;
  /** The mode of a new file (an existing file keeps its own). */
  newMode?: number;
}

/** What was replaced: the real path written, the mode kept, and its hard-link count (above 1: the other names keep the old file). */
export interface WriteTarget {
  target: string;
  mode: number | undefined;
  links: number;
}

/**
 * Where PATH may be written: absent, or a regular file the caller may write in place (access(2) W_OK: the
 * rename would otherwise replace a file its owner protected, and the caller would own the new one). A symlink is
 * refused unless `force`, and then its target (itself absent or a regular file) is written.
 */
export function checkTarget(path: string, options: WriteOptions): WriteTarget {
  const { flag } = options;
  let st: Stats;
  try {
    st = lstatSync(path);
  } catch {
    return { target: path, mode: undefined, links: 1 };
  }
  let target = path;
  if (st.isSymbolicLink()) {
    if (options.force !== true)
      throw new UsageError(
        `${flag} ${path}: is a symbolic link; refusing to replace it (${options.linkHint ?? '--force writes to its target'})`,
      );
    try {
      target = realpathSync(path);
    } catch {
      throw new UsageError(`${flag} ${path}: is a dangling symbolic link`);
    }
    st = statSync(target);
    if (!st.isFile()) throw new UsageError(`${flag} ${path}: the link points at ${kindOf(st)}; only a regular file is replaced`);
  } else if (!st.isFile()) {
    throw new UsageError(`${flag} ${path}: is ${kindOf(st)}; only a new or a regular file is written`);
  }
  try {
    accessSync(target, constants.W_OK);
  } catch (error) {
    throw new FailureError(`${flag} ${path}: cannot write (${describeIoError(error)})`);
  }
  return { target, mode: st.mode & 0o7777, links: st.nlink };
}

/** The note for a replaced file that had other names (the rename gives PATH a new inode; they keep the old one). */
export function hardLinkNote(flag: string, path: string, links: number): string | undefined {
  if (links < 2) return undefined;
  const others = links - 1;
  return `rocktune: note: ${flag} ${path} had ${links} hard links; the new file replaces this name only, ${others} other name${others === 1 ? ' keeps' : 's keep'} the old contents\n`;
}

/**
 * Writes `text` to PATH without ever exposing half a file or clobbering what is not a file: a temporary file
 * beside it (created exclusively), flushed, given the old file's mode, then renamed over it. On any failure the
 * temporary file is removed and the old file is untouched.
 */
export function writeFileSafely(
  path: string,
  text: string | Buffer,
  options: WriteOptions,
  checked: WriteTarget = checkTarget(path, options),
): WriteTarget {
  const { target } = checked;
  const mode = checked.mode ?? options.newMode;
  const temp = join(dirname(target), `.${basename(target)}.rocktune-${randomHex(6)}.tmp`);
  let fd: number | undefined;
  try {
    fd = openSync(temp, 'wx', mode ?? 0o666);
    const data = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
    for (let off = 0; off < data.length;) off += writeSync(fd, data, off);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    if (mode !== undefined) chmodSync(temp, mode);
    renameSync(temp, target);
    return checked;
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

/**
 * `-o FILE` (or stdout for none or `-`): the generated text, written safely, with one line on stderr.
 * `ready` runs once FILE is known to be writable, before anything is written (held warnings go out then).
 */
export function writeOutput(text: string, outFile: string | undefined, io: Io, force = false, ready: () => void = () => undefined): void {
  if (outFile === undefined || outFile === '-') {
    ready();
    io.stdout(text);
    return;
  }
  const path = resolve(io.cwd, outFile);
  const checked = checkTarget(path, { flag: '-o', force });
  ready();
  const { links } = writeFileSafely(path, text, { flag: '-o', force }, checked);
  const note = hardLinkNote('-o', path, links);
  if (note) io.stderr(note);
  io.stderr(`rocktune: wrote ${outFile}\n`);
}
