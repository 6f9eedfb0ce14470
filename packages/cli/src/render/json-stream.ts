/** An array whose items are produced one at a time while the JSON is written (a report with 700,000 findings). */
export class StreamedArray {
  constructor(readonly items: Iterable<unknown>) {}
}

function containsStream(value: unknown): boolean {
  if (value instanceof StreamedArray) return true;
  if (Array.isArray(value)) return value.some(containsStream);
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsStream);
  return false;
}

function* items(value: Iterable<unknown>, pad: string): Generator<string> {
  let first = true;
  for (const item of value) {
    yield `${first ? '[' : ','}\n${pad}  `;
    yield* jsonChunks(item, `${pad}  `);
    first = false;
  }
  yield first ? '[]' : `\n${pad}]`;
}

/**
 * The text of `JSON.stringify(value, null, 2)`, in pieces: parts without a StreamedArray are stringified whole,
 * streamed arrays item by item, so no single string ever holds the whole report.
 */
export function* jsonChunks(value: unknown, pad = ''): Generator<string> {
  if (!containsStream(value)) {
    yield (JSON.stringify(value, null, 2) ?? 'null').replace(/\n/g, `\n${pad}`);
    return;
  }
  if (value instanceof StreamedArray) return yield* items(value.items, pad);
  if (Array.isArray(value)) return yield* items(value, pad);
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  let first = true;
  for (const [key, v] of entries) {
    yield `${first ? '{' : ','}\n${pad}  ${JSON.stringify(key)}: `;
    yield* jsonChunks(v, `${pad}  `);
    first = false;
  }
  yield first ? '{}' : `\n${pad}}`;
}

/** Writes many small pieces as fewer, larger writes. */
export function writeChunks(chunks: Iterable<string>, write: (text: string) => void, size = 1 << 16): void {
  let buffer = '';
  for (const chunk of chunks) {
    buffer += chunk;
    if (buffer.length >= size) {
      write(buffer);
      buffer = '';
    }
  }
  if (buffer !== '') write(buffer);
}
