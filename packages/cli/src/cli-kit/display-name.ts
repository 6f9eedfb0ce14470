import { utf8SequenceLength } from '@rocktune/calculator';

/**
 * A file name's bytes as text a report can show: valid UTF-8 as it is (the renderers escape control characters,
 * CR, LF and U+2028), any other byte as `\xHH`, so every byte of the name survives and none reaches a terminal raw.
 */
export function displayName(name: Buffer): string {
  const text = name.toString('utf8');
  if (Buffer.byteLength(text) === name.length && !text.includes('\ufffd')) return text;
  let out = '';
  for (let i = 0; i < name.length;) {
    const length = utf8SequenceLength(name, i);
    out += length > 0 ? name.subarray(i, i + length).toString('utf8') : `\\x${(name[i] as number).toString(16).padStart(2, '0')}`;
    i += Math.max(length, 1);
  }
  return out;
}
