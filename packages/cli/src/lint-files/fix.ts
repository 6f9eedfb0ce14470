import { copyFileSync } from 'node:fs';
import { FailureError } from '../cli-kit/errors.js';
import { describeIoError } from '../cli-kit/io-error.js';
import { writeFileSafely } from '../output/write-file.js';

/** `lint --fix`: FILE.bak keeps the original, then FILE is replaced safely; a failure is one line (EROFS, ENOSPC). */
export function fixFile(path: string, fixed: string): void {
  try {
    copyFileSync(path, `${path}.bak`);
  } catch (error) {
    throw new FailureError(`--fix ${path}: cannot write the backup ${path}.bak (${describeIoError(error)})`);
  }
  writeFileSafely(path, fixed, { flag: '--fix', force: true });
}
