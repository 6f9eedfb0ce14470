/**
 * OPTIONS files are bytes to RocksDB. A file that is not valid UTF-8 (`db_host_id=caf\xe9`, Latin-1) must reach the
 * engine byte for byte, yet lint and the dialect mapping read strings. So each byte that is not part of a
 * well-formed UTF-8 sequence is carried as a lone low surrogate, U+DC00 + byte (Python's "surrogateescape"), which
 * no decoded text contains; the engine's writer (@rocktune/rocksdb-addon lib/byte-text.ts) writes it back as that byte.
 */
export const ESCAPED_BYTE_BASE = 0xdc00;

/** The byte length of the well-formed UTF-8 sequence at `at` (Unicode's table 3-7: no overlongs, no surrogates), or 0. */
export function utf8SequenceLength(bytes: Uint8Array, at: number): number {
  const lead = bytes[at] as number;
  if (lead < 0x80) return 1;
  const length = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
  if (length === 0 || at + length > bytes.length) return 0;
  const second = bytes[at + 1] as number;
  const [low, high] =
    lead === 0xe0
      ? [0xa0, 0xbf]
      : lead === 0xed
        ? [0x80, 0x9f]
        : lead === 0xf0
          ? [0x90, 0xbf]
          : lead === 0xf4
            ? [0x80, 0x8f]
            : [0x80, 0xbf];
  if (second < low || second > high) return 0;
  for (let k = 2; k < length; k++) if (((bytes[at + k] as number) & 0xc0) !== 0x80) return 0;
  return length;
}

const LEAD_MASK = [0, 0x7f, 0x1f, 0x0f, 0x07];

/** Bytes as text: UTF-8 decoded, every other byte escaped; `bytesFromText` gives the same bytes back. */
export function textFromBytes(bytes: Uint8Array): string {
  const pieces: string[] = [];
  let units: number[] = [];
  for (let i = 0; i < bytes.length;) {
    const length = utf8SequenceLength(bytes, i);
    if (length === 0) {
      units.push(ESCAPED_BYTE_BASE + (bytes[i] as number));
      i++;
    } else {
      let point = (bytes[i] as number) & (LEAD_MASK[length] as number);
      for (let k = 1; k < length; k++) point = (point << 6) | ((bytes[i + k] as number) & 0x3f);
      if (point > 0xffff) units.push(0xd800 + ((point - 0x10000) >> 10), 0xdc00 + ((point - 0x10000) & 0x3ff));
      else units.push(point);
      i += length;
    }
    if (units.length >= 8192) {
      pieces.push(String.fromCharCode(...units));
      units = [];
    }
  }
  pieces.push(String.fromCharCode(...units));
  return pieces.join('');
}
