import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findEntry, listEntries, parseOptionsIni, splitList, writeOptionsIni } from '../../src/options-ini/index.js';
import { trickyString } from './arbitraries.js';
import { optionsFixtureNames, readOptionsFixture } from './fixtures.js';

describe('round trip over the fixture corpus', () => {
  const names = optionsFixtureNames();

  /** The linter's corpus holds a file with syntax errors on purpose; it must still round-trip. */
  const DELIBERATELY_BROKEN = new Set(['lint-loud-1.OPTIONS']);

  it('finds the corpus', () => {
    expect(names).toEqual(
      expect.arrayContaining(['handwritten-crlf-1.OPTIONS', 'rocksdb-7.8.3-1.OPTIONS', 'trocksdb-1.OPTIONS', ...DELIBERATELY_BROKEN]),
    );
  });

  it.each(names)('%s writes back byte for byte', (name) => {
    const text = readOptionsFixture(name);
    const { document, errors } = parseOptionsIni(text);
    expect(errors.length > 0).toBe(DELIBERATELY_BROKEN.has(name));
    expect(writeOptionsIni(document)).toBe(text);
  });

  it('reads the RocksDB 7.8.3 layout', () => {
    const { document } = parseOptionsIni(readOptionsFixture('rocksdb-7.8.3-1.OPTIONS'));
    expect(document.preamble.map((l) => l.kind)).toEqual(['comment', 'comment', 'comment', 'comment', 'comment', 'blank']);
    expect(document.sections.map((s) => `${s.kind}:${s.arg ?? ''}`)).toEqual([
      'Version:',
      'DBOptions:',
      'CFOptions:default',
      'TableOptions:default',
      'CFOptions:users',
      'TableOptions:users',
    ]);
    expect(findEntry(document, 'Version', 'rocksdb_version')?.value).toBe('7.8.3');
    expect(findEntry(document, 'CFOptions "users"', 'write_buffer_size')?.value).toBe('134217728');
    expect(findEntry(document, 'TableOptions/BlockBasedTable "default"', 'filter_policy')?.value).toBe('bloomfilter:10:false');
    // RocksDB ends each section body with a two-space line; it must survive as a blank line.
    expect(document.sections[2]?.lines.at(-1)).toMatchObject({ kind: 'blank', raw: '  ' });
  });

  it('reads the TRocksDB shape with its 3-dot version and colon lists', () => {
    const { document } = parseOptionsIni(readOptionsFixture('trocksdb-1.OPTIONS'));
    expect(findEntry(document, 'Version', 'rocksdb_version')?.value).toBe('1.2.2.2');
    const rings = findEntry(document, 'CFOptions "default"', 'ring_compression_style');
    expect(splitList(rings?.rawValue ?? '')).toEqual(['kLZ4Compression', 'kZSTD']);
    expect(findEntry(document, 'CFOptions "default"', 'max_compaction_bytes')).toBeUndefined();
    // Version 2, DBOptions 3, CFOptions 17 + 16 VLog options, TableOptions 3; comments are not entries.
    expect(listEntries(document)).toHaveLength(2 + 3 + 17 + 16 + 3);
  });

  it('reads the CRLF file: escapes, spaces, trailing comments, escaped CF name', () => {
    const { document } = parseOptionsIni(readOptionsFixture('handwritten-crlf-1.OPTIONS'));
    const db = (key: string) => findEntry(document, 'DBOptions', key);
    expect(db('db_log_dir')?.value).toBe('C:\\rocks\\log');
    expect(db('db_host_id')?.value).toBe('host#7');
    expect(db('max_background_jobs')).toMatchObject({ value: '8', comment: { text: ' = number of cores' } });
    expect(findEntry(document, 'CFOptions "default"', 'comparator')?.value).toBe('leveldb.BytewiseComparator');
    const levels = findEntry(document, 'CFOptions "default"', 'compression_per_level');
    expect(splitList(levels?.rawValue ?? '')).toEqual(['kNoCompression', 'kLZ4Compression', 'kZSTD']);
    expect(findEntry(document, { title: 'CFOptions', arg: 'logs:2024' }, 'write_buffer_size')?.value).toBe('16m');
    expect(document.sections.at(-1)?.lines.at(-1)).toMatchObject({ raw: '  block_size=16k', eol: '' });
  });
});

describe('round trip property', () => {
  const line = fc.oneof(
    trickyString({ maxLength: 30 }),
    fc.constantFrom('[DBOptions]', '[CFOptions "default"]', '  key = value # c', '# comment', '', '  a=b\\#c', '[x'),
  );
  const terminator = fc.constantFrom('\n', '\r\n', '\r', '');

  it('writes back any text byte for byte, errors or not, and never throws', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(line, terminator), { maxLength: 12 }), (parts) => {
        const text = parts.map(([l, t]) => l + t).join('');
        expect(writeOptionsIni(parseOptionsIni(text).document)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('numbers lines consecutively from 1', () => {
    fc.assert(
      fc.property(trickyString({ maxLength: 80 }), (text) => {
        const { document } = parseOptionsIni(text);
        const all = [...document.preamble, ...document.sections.flatMap((s) => [s.header, ...s.lines])];
        expect(all.map((l) => l.line)).toEqual(all.map((_, i) => i + 1));
      }),
    );
  });
});
