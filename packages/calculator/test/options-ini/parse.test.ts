import { describe, expect, it } from 'vitest';
import { parseOptionsIni, type EntryLine, type IniErrorCode } from '../../src/options-ini/index.js';

function entriesOf(text: string): EntryLine[] {
  const { document } = parseOptionsIni(text);
  return document.sections.flatMap((s) => s.lines.filter((l): l is EntryLine => l.kind === 'entry'));
}

describe('parseOptionsIni: sections', () => {
  it('reads kind, title, argument and factory of each header', () => {
    const text = '[Version]\n[DBOptions]\n[CFOptions "default"]\n[TableOptions/BlockBasedTable "default"]\n[Foo]\n';
    const { document, errors } = parseOptionsIni(text);
    expect(errors).toEqual([]);
    expect(document.sections.map((s) => [s.kind, s.title, s.arg, s.factory])).toEqual([
      ['Version', 'Version', undefined, undefined],
      ['DBOptions', 'DBOptions', undefined, undefined],
      ['CFOptions', 'CFOptions', 'default', undefined],
      ['TableOptions', 'TableOptions/BlockBasedTable', 'default', 'BlockBasedTable'],
      ['unknown', 'Foo', undefined, undefined],
    ]);
  });

  it('takes the argument between the first and last quote, unescaped, and allows a trailing comment', () => {
    const { document } = parseOptionsIni('  [ CFOptions  "a\\:b "c" " ]  # cf\n');
    const section = document.sections[0];
    expect(section?.title).toBe('CFOptions');
    expect(section?.arg).toBe('a:b "c" ');
    expect(section?.header.column).toBe(3);
    expect(section?.header.comment).toEqual({ text: ' cf', column: 31 });
  });

  it('mirrors RocksDB on near-miss titles: exact names only, TableOptions by prefix', () => {
    const { document } = parseOptionsIni('[DBOptions2]\n[TableOptions/FooTable "x"]\n[TableOptions]\n');
    expect(document.sections.map((s) => [s.kind, s.factory])).toEqual([
      ['unknown', undefined],
      ['TableOptions', 'FooTable'],
      ['unknown', undefined],
    ]);
  });
});

describe('parseOptionsIni: entries', () => {
  it('gives 1-based line and columns of key and value', () => {
    const [first, second] = entriesOf('[DBOptions]\n  max_open_files=-1\n\tkey  =  some value  # note\n');
    expect(first).toMatchObject({ line: 2, key: 'max_open_files', keyColumn: 3, value: '-1', valueColumn: 18 });
    expect(second).toMatchObject({ line: 3, key: 'key', keyColumn: 2, value: 'some value', valueColumn: 10 });
    expect(second?.comment).toEqual({ text: ' note', column: 22 });
    expect(second?.raw).toBe('\tkey  =  some value  # note');
  });

  it('keeps = inside the value', () => {
    const [entry] = entriesOf('[CFOptions "default"]\ncompression_opts={window_bits=-14;level=32767;}\n');
    expect(entry?.key).toBe('compression_opts');
    expect(entry?.value).toBe('{window_bits=-14;level=32767;}');
  });

  it('cuts the comment at the first # not preceded by a backslash and unescapes the value', () => {
    const [entry] = entriesOf('[DBOptions]\ndb_host_id=a\\#b\\:c\\\\d#rest # more\n');
    expect(entry?.rawValue).toBe('a\\#b\\:c\\\\d');
    expect(entry?.value).toBe('a#b:c\\d');
    expect(entry?.comment?.text).toBe('rest # more');
  });

  it('points an empty value just after the =', () => {
    const [entry] = entriesOf('[DBOptions]\n  wal_dir =   # none\n');
    expect(entry).toMatchObject({ key: 'wal_dir', value: '', rawValue: '', valueColumn: 12 });
  });

  it('classifies comment and blank lines, whitespace-only lines included', () => {
    const { document } = parseOptionsIni('# top\n\n[DBOptions]\n  # inside\n \t\n');
    expect(document.preamble.map((l) => l.kind)).toEqual(['comment', 'blank']);
    expect(document.sections[0]?.lines.map((l) => l.kind)).toEqual(['comment', 'blank']);
    expect(document.sections[0]?.lines[0]).toMatchObject({ comment: { text: ' inside', column: 3 } });
  });

  it('recognizes CRLF terminators and a missing final newline', () => {
    const { document } = parseOptionsIni('[DBOptions]\r\n  a=1\r\n  b=2');
    const [a, b] = document.sections[0]?.lines ?? [];
    expect(document.sections[0]?.header.eol).toBe('\r\n');
    expect([a?.eol, b?.eol]).toEqual(['\r\n', '']);
    expect(a).toMatchObject({ kind: 'entry', value: '1', raw: '  a=1' });
  });
});

describe('parseOptionsIni: errors', () => {
  const cases: Array<[IniErrorCode, string, number, number]> = [
    ['ini-missing-equals', '[DBOptions]\n  max_open_files -1\n', 2, 3],
    ['ini-missing-equals', '[DBOptions]\n  a # b=c\n', 2, 3],
    ['ini-empty-key', '[DBOptions]\n\n   = 5\n', 3, 4],
    ['ini-unterminated-section', '[Version]\n  [DBOptions # ]\n', 2, 3],
    ['ini-unterminated-quote', '[CFOptions "default]\n', 1, 12],
    ['ini-empty-section-title', '[DBOptions]\n [ "x"]\n', 2, 2],
    ['ini-entry-before-section', '# header\n  rocksdb_version=7.8.3\n[Version]\n', 2, 3],
  ];

  it.each(cases)('%s in %j at %i:%i', (code, text, line, column) => {
    const { errors } = parseOptionsIni(text);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code, line, column });
  });

  it("uses RocksDB's wording for a statement without '='", () => {
    expect(parseOptionsIni('[DBOptions]\nfoo\n').errors[0]?.message).toBe("A valid statement must have a '='.");
  });

  it('collects every error instead of stopping at the first', () => {
    const text = 'stray=1\n[DBOptions\n[DBOptions]\n  nope\n  =1\n  ok=2\n[CFOptions "x]\n';
    const { document, errors } = parseOptionsIni(text);
    expect(errors.map((e) => [e.code, e.line])).toEqual([
      ['ini-entry-before-section', 1],
      ['ini-unterminated-section', 2],
      ['ini-missing-equals', 4],
      ['ini-empty-key', 5],
      ['ini-unterminated-quote', 7],
    ]);
    expect(document.sections[0]?.lines.map((l) => l.kind)).toEqual(['invalid', 'invalid', 'entry']);
  });

  it('keeps a stray entry before any section in the preamble', () => {
    const { document } = parseOptionsIni('a=1\n[DBOptions]\n');
    expect(document.preamble[0]).toMatchObject({ kind: 'entry', key: 'a', value: '1' });
  });
});
