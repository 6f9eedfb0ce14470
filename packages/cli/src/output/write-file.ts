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
import { resolve } from 'node:path';
import { kindOf } from '../cli-kit/bounded-read.js';
import { displayName } from '../cli-kit/display-name.js';
import { visible } from '../cli-kit/visible.js';
import { FailureError, UsageError } from '../cli-kit/errors.js';
import type { Io } from '../cli-kit/io.js';
import { describeIoError } from '../cli-kit/io-error.js';

/** node:crypto is loaded only when a file is written: loading it costs ~2 ms of every generate and lint start-up. */
function randomHex(bytes: number): string {
  const { randomBytes } = createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');
  return randomBytes(bytes).toString('hex');
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
  /** How messages name PATH (escaped); its bytes, shown escaped, by default. */
  display?: string;
  /** Checked just before the rename: false leaves PATH as it is and fails with `changed` (lint --fix's compare-and-swap). */
  unchanged?: () => boolean;
  changed?: string;
}

/** A path as a name or as bytes (a file name that is not UTF-8 is kept as found). */
export type FsPath = string | Buffer;

function shown(path: FsPath, options: WriteOptions): string {
  return options.display ?? (typeof path === 'string' ? visible(path) : displayName(path));
}

/** `.NAME.rocktune-RANDOM.tmp` beside the target, in the target's own encoding. */
function tempBeside(target: FsPath): FsPath {
  const bytes = typeof target === 'string' ? Buffer.from(target) : target;
  const slash = bytes.lastIndexOf(0x2f);
  const temp = Buffer.concat([
    bytes.subarray(0, slash + 1),
    Buffer.from('.'),
    bytes.subarray(slash + 1),
    Buffer.from(`.rocktune-${randomHex(6)}.tmp`),
  ]);
  return typeof target === 'string' ? temp.toString() : temp;
}

/** What was replaced: the real path written, the mode kept, and its hard-link count (above 1: the other names keep the old file). */
export interface WriteTarget {
  target: FsPath;
  mode: number | undefined;
  links: number;
}

/**
 * Where PATH may be written: absent, or a regular file the caller may write in place (access(2) W_OK: the
 * rename would otherwise replace a file its owner protected, and the caller would own the new one). A symlink is
 * refused unless `force`, and then its target (itself absent or a regular file) is written.
 */
export function checkTarget(path: FsPath, options: WriteOptions): WriteTarget {
  const { flag } = options;
  const name = shown(path, options);
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
        `${flag} ${name}: is a symbolic link; refusing to replace it (${options.linkHint ?? '--force writes to its target'})`,
      );
    try {
      target = typeof path === 'string' ? realpathSync(path) : realpathSync(path, { encoding: 'buffer' });
    } catch {
      throw new UsageError(`${flag} ${name}: is a dangling symbolic link`);
    }
    st = statSync(target);
    if (!st.isFile()) throw new UsageError(`${flag} ${name}: the link points at ${kindOf(st)}; only a regular file is replaced`);
  } else if (!st.isFile()) {
    throw new UsageError(`${flag} ${name}: is ${kindOf(st)}; only a new or a regular file is written`);
  }
  try {
    accessSync(target, constants.W_OK);
  } catch (error) {
    throw new FailureError(`${flag} ${name}: cannot write (${describeIoError(error)})`);
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
  path: FsPath,
  text: string | Buffer,
  options: WriteOptions,
  checked: WriteTarget = checkTarget(path, options),
): WriteTarget {
  const { target } = checked;
  const mode = checked.mode ?? options.newMode;
  const temp = tempBeside(target);
  let fd: number | undefined;
  try {
    fd = openSync(temp, 'wx', mode ?? 0o666);
    const data = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
    for (let off = 0; off < data.length;) off += writeSync(fd, data, off);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    if (mode !== undefined) chmodSync(temp, mode);
    if (options.unchanged && !options.unchanged()) throw new Changed();
    renameSync(temp, target);
    return checked;
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    try {
      unlinkSync(temp);
    } catch {
      /* never created, or already renamed */
    }
    if (error instanceof Changed)
      throw new FailureError(`${options.flag} ${shown(path, options)}: ${options.changed ?? 'changed while it was written'}`);
    throw new FailureError(`${options.flag} ${shown(path, options)}: cannot write (${describeIoError(error)})`);
  }
}

class Changed extends Error {}

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
