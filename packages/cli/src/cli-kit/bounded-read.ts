import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

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

const CHUNK = 1 << 20;

/**
 * A file's bytes, at most `limit`: a regular file is refused from its size, anything else (a device, a FIFO,
 * /proc) is read until it ends or passes the limit, so /dev/zero ends at once instead of filling memory.
 */
export function readFileBounded(path: string, limit = MAX_INPUT_BYTES): Buffer {
  const fd = openSync(path, 'r');
  try {
    const st = fstatSync(fd);
    if (st.isFile() && st.size > limit) throw new InputTooLargeError();
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
