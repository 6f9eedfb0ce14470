import { readFileSync } from 'node:fs';
import type { Io } from '../cli-kit/io.js';
import { checkTarget, hardLinkNote, writeFileSafely } from '../output/write-file.js';

/**
 * `lint --fix`: FILE.bak keeps the original, then FILE is replaced safely; a failure is one line (EROFS, ENOSPC).
 * Both are checked before either is written: FILE.bak is never a symbolic link followed (a committed
 * `OPTIONS.bak -> /any/file` would be overwritten), FILE is followed only when the caller named the link, and
 * neither replaces a file the caller could not write in place.
 */
export function fixFile(path: string, fixed: string, io: Io, options: { followLink: boolean }): void {
  const file = checkTarget(path, {
    flag: '--fix',
    force: options.followLink,
    linkHint: '--fix writes through a link only when it is named on the command line',
  });
  const backup = `${path}.bak`;
  const backupTarget = checkTarget(backup, { flag: '--fix', linkHint: 'remove it, or move it away, to keep a backup' });
  const original = readFileSync(file.target);
  writeFileSafely(backup, original, { flag: '--fix', newMode: file.mode }, backupTarget);
  writeFileSafely(path, fixed, { flag: '--fix', force: options.followLink }, file);
  for (const [p, links] of [
    [backup, backupTarget.links],
    [path, file.links],
  ] as const) {
    const note = hardLinkNote('--fix', p, links);
    if (note) io.stderr(note);
  }
}
