import { closeSync, constants, fstatSync, openSync, readSync, statSync, type PathLike, type Stats } from 'node:fs';

/** The most rocktune reads from one file or stdin. OPTIONS files are kilobytes; this leaves room for generated ones. */
export const MAX_INPUT_BYTES = 64 * 2 ** 20;
export const MAX_INPUT_TEXT = '64 MiB';

/** An input over MAX_INPUT_BYTES: callers turn it into one line naming the input, exit 2. */
export class InputTooLargeError extends Error {
  override name = 'InputTooLargeError';
  constructor() {
    super(`larger than the ${MAX_INPUT_TEXT} input limit (OPTIONS files are kilobytes)`);
  }
}

/** What a path is when it is not a regular file, for messages: `is ${kindOf(st)}`. */
export function kindOf(st: Stats): string {
  if (st.isDirectory()) return 'a directory';
  if (st.isFIFO()) return 'a FIFO';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

/** A FIFO, socket, device or directory where a file was to be read: refused before a byte is read, never waited on. */
export class NotAFileError extends Error {
  override name = 'NotAFileError';
  constructor(st: Stats) {
    super(`is ${kindOf(st)}, not an OPTIONS file (only regular files are read; use - for standard input)`);
  }
}

const CHUNK = 1 << 20;
// O_NONBLOCK: a FIFO swapped in after the stat opens at once (and is refused by fstat) instead of waiting for a writer
const OPEN_FLAGS = constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY;

/**
 * A regular file's bytes, at most `limit` (larger: InputTooLargeError). Anything else (a FIFO, a socket, a device)
 * is a NotAFileError, checked before the open (a socket cannot be opened) and again on the open file.
 * Regular files that do not know their size (/proc) are read until they end or pass the limit.
 */
export function readFileBounded(path: PathLike, limit = MAX_INPUT_BYTES): Buffer {
  const before = statSync(path);
  if (!before.isFile()) throw new NotAFileError(before);
  const fd = openSync(path, OPEN_FLAGS);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new NotAFileError(st);
    if (st.size > limit) throw new InputTooLargeError();
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(CHUNK);
      const n = readSync(fd, chunk, 0, CHUNK, null);
      if (n === 0) break;
      total += n;
      if (total > limit) throw new InputTooLargeError();
      chunks.push(n === CHUNK ? chunk : chunk.subarray(0, n));
    }
    return Buffer.concat(chunks, total);
  } finally {
    closeSync(fd);
  }
}

/** A stream's bytes, at most `limit`; past it the stream is destroyed (an endless writer gets EPIPE) and this throws. */
export async function readStreamBounded(stream: NodeJS.ReadableStream, limit = MAX_INPUT_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    total += buf.length;
    if (total > limit) {
      (stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
      throw new InputTooLargeError();
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks, total);
}
