import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findEntry, parseOptionsIni, setEntryValue, writeOptionsIni } from '../../src/options-ini/index.js';
import { hasSurroundingCSpace, trickyString } from './arbitraries.js';
import { readOptionsFixture } from './fixtures.js';

const set = (text: string, section: string, key: string, value: string | string[]) =>
  writeOptionsIni(setEntryValue(parseOptionsIni(text).document, section, key, value));

describe('setEntryValue', () => {
  it('replaces only the value, keeping indentation, spacing and the trailing comment', () => {
    const text = '[DBOptions]\r\n\tmax_background_jobs =  8   # cores\r\n  max_open_files=-1';
    expect(set(text, 'DBOptions', 'max_background_jobs', '16')).toBe(
      '[DBOptions]\r\n\tmax_background_jobs =  16   # cores\r\n  max_open_files=-1',
    );
  });

  it('changes the first of duplicate keys, the one RocksDB uses', () => {
    expect(set('[DBOptions]\na=1\na=2\n', 'DBOptions', 'a', '3')).toBe('[DBOptions]\na=3\na=2\n');
  });

  it('fills an empty value right after the =', () => {
    expect(set('[DBOptions]\n  wal_dir=   # none\n', 'DBOptions', 'wal_dir', '/wal')).toBe('[DBOptions]\n  wal_dir=/wal   # none\n');
  });

  it('escapes the new value and joins lists', () => {
    const text = '[CFOptions "default"]\n  compression_per_level=kNoCompression\n  db=x\n';
    expect(set(text, 'CFOptions "default"', 'compression_per_level', ['kLZ4Compression', 'kZSTD'])).toContain(
      '  compression_per_level=kLZ4Compression:kZSTD\n',
    );
    expect(set(text, 'CFOptions "default"', 'db', 'a#b')).toContain('  db=a\\#b\n');
  });

  it('keeps a glued comment a comment when the new value ends in a backslash', () => {
    const next = setEntryValue(parseOptionsIni('[DBOptions]\na=1#c\n').document, 'DBOptions', 'a', 'x\\');
    expect(writeOptionsIni(next)).toBe('[DBOptions]\na=x\\\\ #c\n');
    expect(findEntry(next, 'DBOptions', 'a')).toMatchObject({ value: 'x\\', comment: { text: 'c' } });
  });

  it("adds a missing key after the section's last entry with its indentation", () => {
    const text = '[DBOptions]\n    a=1\n\n[CFOptions "default"]\n  b=2\n';
    expect(set(text, 'DBOptions', 'c', '3')).toBe('[DBOptions]\n    a=1\n    c=3\n\n[CFOptions "default"]\n  b=2\n');
  });

  it('adds to an empty section with two-space indentation and the file line ending', () => {
    expect(set('# x\r\n[DBOptions]\r\n', 'DBOptions', 'a', '1')).toBe('# x\r\n[DBOptions]\r\n  a=1\r\n');
  });

  it('keeps a file without a final newline without one', () => {
    expect(set('[DBOptions]\r\n  a=1', 'DBOptions', 'b', '2')).toBe('[DBOptions]\r\n  a=1\r\n  b=2');
  });

  it('returns a fresh document with correct positions and leaves the input untouched', () => {
    const original = parseOptionsIni('[DBOptions]\n  a=1\n[CFOptions "default"]\n  b=2\n').document;
    const next = setEntryValue(original, 'DBOptions', 'z', '9');
    expect(findEntry(next, 'CFOptions "default"', 'b')?.line).toBe(5);
    expect(findEntry(original, 'CFOptions "default"', 'b')?.line).toBe(4);
    expect(findEntry(original, 'DBOptions', 'z')).toBeUndefined();
  });

  it('throws a coded error when the section does not exist', () => {
    const document = parseOptionsIni('[DBOptions]\n').document;
    expect(() => setEntryValue(document, 'CFOptions "default"', 'a', '1')).toThrow(
      expect.objectContaining({ code: 'ini-section-not-found' }),
    );
  });

  it('changes exactly one line of a real file', () => {
    const text = readOptionsFixture('rocksdb-7.8.3-1.OPTIONS');
    const before = text.split('\n');
    const after = set(text, 'CFOptions "users"', 'write_buffer_size', '256m').split('\n');
    const changed = before.flatMap((line, i) => (line === after[i] ? [] : [[line, after[i]]]));
    expect(after).toHaveLength(before.length);
    expect(changed).toEqual([['  write_buffer_size=134217728', '  write_buffer_size=256m']]);
  });

  it('sets any value so that it reads back, on any existing entry', () => {
    const text = readOptionsFixture('handwritten-crlf-1.OPTIONS');
    const { document } = parseOptionsIni(text);
    const keys = document.sections.flatMap((s) =>
      s.lines.flatMap((l) => (l.kind === 'entry' ? [[{ title: s.title, arg: s.arg }, l.key] as const] : [])),
    );
    const value = trickyString({ maxLength: 20 }).filter((s) => !hasSurroundingCSpace(s));
    fc.assert(
      fc.property(fc.constantFrom(...keys), value, ([selector, key], v) => {
        const next = setEntryValue(document, selector, key, v);
        expect(findEntry(next, selector, key)?.value).toBe(v);
        expect(parseOptionsIni(writeOptionsIni(next)).errors).toEqual([]);
        expect(writeOptionsIni(next).split('\r\n')).toHaveLength(text.split('\r\n').length);
      }),
    );
  });
});
