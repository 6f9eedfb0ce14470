// Node decodes the command line as UTF-8: a byte of a file name typed there that is not UTF-8 arrives as U+FFFD, and no
// such name can be opened. A file not found says so, with the name's bytes as they were typed (read back from
// /proc/self/cmdline, shown as \xHH), instead of a bare "no such file".
import { readFileSync } from 'node:fs';
import { displayName } from './display-name.js';

/** How a file argument that cannot be opened for this reason is answered (its remedy). */
export const NOT_UTF8_ARG =
  'has a byte that is not UTF-8, which Node cannot pass from the command line to open the file; rename it, or lint the directory that holds it (names found there are read as bytes)';

/** The name as typed (`\xHH` for each byte that is not UTF-8) when `arg` lost bytes on its way in, else undefined. */
export function lossyArgName(arg: string): string | undefined {
  if (!arg.includes('\ufffd')) return undefined;
  const raw = commandLine().find((a) => a.toString('utf8') === arg && !a.equals(Buffer.from(arg)));
  return raw ? displayName(raw) : undefined;
}

function commandLine(): Buffer[] {
  let bytes: Buffer;
  try {
    bytes = readFileSync('/proc/self/cmdline');
  } catch {
    return []; // not Linux: no way to tell
  }
  const args: Buffer[] = [];
  for (let start = 0; start < bytes.length;) {
    const end = bytes.indexOf(0, start);
    args.push(bytes.subarray(start, end === -1 ? bytes.length : end));
    start = end === -1 ? bytes.length : end + 1;
  }
  return args;
}
