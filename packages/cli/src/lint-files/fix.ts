import { resolve } from 'node:path';
import type { Io } from '../cli-kit/io.js';
import { readFileBounded } from '../cli-kit/bounded-read.js';
import { FailureError } from '../cli-kit/errors.js';
import { checkTarget, hardLinkNote, writeFileSafely, type FsPath } from '../output/write-file.js';
import { displayName } from '../cli-kit/display-name.js';
import { visible } from '../cli-kit/visible.js';
import type { LintInput } from './read-input.js';

/** The file as lint read it: its text and the bytes that text came from. */
export interface ReadFile {
  path: FsPath;
  display: string;
  bytes: Buffer;
  text: string;
}

function withSuffix(path: FsPath, suffix: string): FsPath {
  return typeof path === 'string' ? path + suffix : Buffer.concat([path, Buffer.from(suffix)]);
}

/** Whether the file still holds exactly the bytes lint read (another --fix, or an editor, may have replaced it). */
function stillHolds(path: FsPath, bytes: Buffer): boolean {
  try {
    return readFileBounded(path).equals(bytes);
  } catch {
    return false;
  }
}

/**
 * `lint --fix`: FILE.bak gets the bytes lint read and judged, then FILE is replaced, each only while FILE still holds
 * those bytes (checked again just before each rename): a FILE changed meanwhile is left as it is, with FILE.bak, and
 * the run fails (exit 1), so concurrent runs never lose the original. A failure is one line (EROFS, ENOSPC).
 * Both are checked before either is written: FILE.bak is never a symbolic link followed (a committed
 * `OPTIONS.bak -> /any/file` would be overwritten), FILE is followed only when the caller named the link, and
 * neither replaces a file the caller could not write in place.
 */
export function fixFile(file: ReadFile, fixed: string, io: Io, options: { followLink: boolean }): void {
  const display = file.display;
  if (!Buffer.from(file.text, 'utf8').equals(file.bytes))
    throw new FailureError(`--fix ${display}: not valid UTF-8; a fix would rewrite its other bytes, so it is left as it is`);
  const target = checkTarget(file.path, {
    flag: '--fix',
    display,
    force: options.followLink,
    linkHint: '--fix writes through a link only when it is named on the command line',
  });
  const backup = withSuffix(file.path, '.bak');
  const backupDisplay = `${display}.bak`;
  const backupTarget = checkTarget(backup, {
    flag: '--fix',
    display: backupDisplay,
    linkHint: 'remove it, or move it away, to keep a backup',
  });
  const cas = {
    unchanged: () => stillHolds(target.target, file.bytes),
    changed: `changed since lint read it (another --fix or an editor?); it and ${backupDisplay} are left as they are, run lint again`,
  };
  if (!cas.unchanged()) throw new FailureError(`--fix ${display}: ${cas.changed}`);
  writeFileSafely(backup, file.bytes, { flag: '--fix', display: backupDisplay, newMode: target.mode, ...cas }, backupTarget);
  writeFileSafely(file.path, fixed, { flag: '--fix', display, force: options.followLink, ...cas }, target);
  for (const [name, links] of [
    [backupDisplay, backupTarget.links],
    [display, target.links],
  ] as const) {
    const note = hardLinkNote('--fix', name, links);
    if (note) io.stderr(note);
  }
}

/**
 * --fix on one input lint read from a file: the fix (its errors and notes name the file's full path, as the write
 * saw it), then one line on stderr naming it as the report does.
 */
export function fixInputFile(input: Extract<LintInput, { text: string }>, fixed: { text: string; applied: number }, io: Io): void {
  const display = visible(input.display);
  const bytes = input.bytes ?? Buffer.from(input.text);
  const path = input.path ?? resolve(io.cwd, input.display);
  const written = visible(typeof path === 'string' ? path : displayName(path));
  fixFile({ path, display: written, bytes, text: input.text }, fixed.text, io, { followLink: input.foundInDirectory !== true });
  io.stderr(`rocktune: fixed ${fixed.applied} problem(s) in ${display} (backup: ${display}.bak)\n`);
}
