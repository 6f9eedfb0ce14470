/**
 * The bytes an OPTIONS text stands for. The CLI reads a file that is not valid UTF-8 with each stray byte carried as
 * a lone low surrogate U+DC00 + byte (@rocktune/calculator's options-ini/byte-text.ts); written back as that byte, the engine reads
 * the user's file byte for byte (`db_host_id=caf\xe9` stays 0xE9, not U+FFFD's EF BF BD).
 */
const ESCAPED_BYTE = /(?<![\ud800-\udbff])[\udc80-\udcff]/g;

export function bytesFromText(text: string): Buffer {
  const parts: Buffer[] = [];
  let start = 0;
  for (const match of text.matchAll(ESCAPED_BYTE)) {
    parts.push(Buffer.from(text.slice(start, match.index), 'utf8'), Buffer.from([match[0].charCodeAt(0) & 0xff]));
    start = match.index + 1;
  }
  if (start === 0) return Buffer.from(text, 'utf8');
  parts.push(Buffer.from(text.slice(start), 'utf8'));
  return Buffer.concat(parts);
}
