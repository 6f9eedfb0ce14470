import { InputTooLargeError, NotAFileError, readFileBounded } from '../cli-kit/bounded-read.js';
import { describeIoError } from '../cli-kit/io-error.js';

/**
 * One thing `lint` reports on: an OPTIONS text (with the bytes it was read from and the path they came from, for
 * --fix), or a path it could not lint (binary, unreadable, a directory it cannot list): one error finding for that
 * path while the others are still linted; `skipped` marks what was left out on purpose (a FIFO, a link out of the
 * tree), a warning. `display` is what reports show (relative to the working directory, `<stdin>` for `-`), every
 * byte of the name kept, escaped where it is not UTF-8.
 */
export type LintInput =
  | { display: string; text: string; path?: string | Buffer; bytes?: Buffer; foundInDirectory?: boolean }
  | { display: string; unreadable: string; tooLarge?: boolean; notAFile?: boolean; skipped?: boolean };

export const UTF16_MESSAGE = 'the file is UTF-16; RocksDB reads OPTIONS files as bytes: convert it to UTF-8';

/** A byte-order mark, or NULs in every other byte of the first line's worth: how a UTF-16 file looks. */
export function looksUtf16(data: Buffer): boolean {
  if (data.length >= 2 && ((data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff))) return true;
  const sample = data.subarray(0, 64);
  if (sample.length < 4) return false;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] !== 0) continue;
    if (i % 2 === 0) evenNuls++;
    else oddNuls++;
  }
  const most = (3 * Math.floor(sample.length / 2)) / 4;
  return (evenNuls >= most && oddNuls === 0) || (oddNuls >= most && evenNuls === 0);
}

export function skipped(display: string, reason: string): LintInput {
  return { display, unreadable: reason, skipped: true };
}

/** A file's text, or why it is not an OPTIONS text file (one over the input limit, a FIFO or a device is one too). */
export function readOptionsText(path: string | Buffer, display: string, extra: { foundInDirectory?: boolean } = {}): LintInput {
  let data: Buffer;
  try {
    data = readFileBounded(path);
  } catch (error) {
    if (error instanceof InputTooLargeError) return { display, unreadable: error.message, tooLarge: true };
    if (error instanceof NotAFileError) return { display, unreadable: error.message, notAFile: true, skipped: true };
    return { display, unreadable: `cannot read: ${describeIoError(error)}` };
  }
  if (looksUtf16(data)) return { display, unreadable: UTF16_MESSAGE };
  if (data.subarray(0, 8000).includes(0)) return { display, unreadable: 'binary file, not an OPTIONS text file' };
  return { display, text: data.toString('utf8'), path, bytes: data, ...extra };
}
