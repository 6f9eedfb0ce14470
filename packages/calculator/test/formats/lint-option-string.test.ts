import { describe, expect, it } from 'vitest';
import {
  lintOptionString,
  lintOptionsText,
  looksLikeOptionString,
  optionStringsText,
  toOptionsFile,
  type Finding,
} from '../../src/index.js';
import { rec } from '../helpers.js';

const judged = (findings: readonly Finding[]) => findings.map((f) => `${f.ruleId}/${f.messageId}/${f.severity}`).sort();
const FILE_ONLY = new Set(['missing-version', 'missing-final-newline']);

describe('lint of option strings: the same rules as the same options in a file', () => {
  // Each string beside the OPTIONS file that sets the same options, written by hand.
  const PAIRS: Array<[string, string]> = [
    [
      'max_background_jobs=4;write_bufer_size=64m;max_write_buffer_number=2;block_based_table_factory={block_size=4k;filter_policy=bloomfilter:10:false}',
      '[DBOptions]\n  max_background_jobs=4\n[CFOptions "default"]\n  write_bufer_size=64m\n  max_write_buffer_number=2\n[TableOptions/BlockBasedTable "default"]\n  block_size=4k\n  filter_policy=bloomfilter:10:false\n',
    ],
    [
      'write_buffer_size=1.5g;level0_slowdown_writes_trigger=2;level0_stop_writes_trigger=1;compaction_style=kCompactionStyleLevl;max_open_files=-1',
      '[DBOptions]\n  max_open_files=-1\n[CFOptions "default"]\n  write_buffer_size=1.5g\n  level0_slowdown_writes_trigger=2\n  level0_stop_writes_trigger=1\n  compaction_style=kCompactionStyleLevl\n',
    ],
  ];
  for (const [string, file] of PAIRS) {
    it(string.slice(0, 60), () => {
      const fromFile = lintOptionsText(file).findings.filter((f) => !FILE_ONLY.has(f.ruleId));
      expect(fromFile.length).toBeGreaterThan(0);
      expect(judged(lintOptionString(string).findings)).toEqual(judged(fromFile));
    });
  }

  it('finds what a file would for the generated strings: the tiny read-heavy host', () => {
    const r = rec({ cpuThreads: 2, dramBytes: '1GB', workload: 'read-heavy', openFiles: 1000 });
    const fromFile = lintOptionsText(toOptionsFile(r, { rocktuneVersion: 't' })).findings;
    expect(judged(lintOptionString(optionStringsText(r, 't')).findings)).toEqual(judged(fromFile));
  });
});

describe('lint of option strings: what differs from a file', () => {
  it('the LAST duplicate wins: the earlier one is reported, the later one is judged', () => {
    const text = 'write_buffer_size=1.5g;max_write_buffer_number=4;write_buffer_size=64m;compression=kNoCompression';
    const { findings } = lintOptionString(text);
    expect(findings.map((f) => [f.ruleId, f.line, f.column])).toEqual([['duplicate-key', 1, 1]]);
    expect(findings[0]?.message).toMatch(/write_buffer_size=1\.5g is ignored: .* LAST value, write_buffer_size=64m \(line 1, column 50\)/);
  });

  it('places a finding at the value in the string, on its own line, inside the nested table options', () => {
    const text =
      '# pasted from my.cnf\nmax_open_files=-1\nwrite_buffer_size=64m;block_based_table_factory={block_size=4k;cache_index_and_filter_blocks=yes}';
    const wrong = lintOptionString(text).findings.find((f) => f.ruleId === 'wrong-type');
    expect([wrong?.line, wrong?.column]).toEqual([3, 94]);
  });

  it("reports what RocksDB's string reader refuses: ';;', a '{' without '}', text after '}'", () => {
    for (const [text, column] of [
      ['write_buffer_size=64m;;max_write_buffer_number=2', 23],
      ['block_based_table_factory={block_size=8k', 27],
      ['block_based_table_factory={block_size=8k} x;max_write_buffer_number=3', 43],
    ] as const) {
      const syntax = lintOptionString(text).findings.filter((f) => f.ruleId === 'syntax-error');
      expect(syntax.map((f) => [f.severity, f.column])).toEqual([['error', column]]);
    }
  });

  it('a rule switched off in the config stays off for the string', () => {
    const r = lintOptionString('a_b=1;a_b=2;compression=kNoCompression', { config: { rules: { 'duplicate-key': 'off' } } });
    expect(r.findings.map((f) => f.ruleId)).toEqual(['unknown-option']);
    expect(r.counts.error).toBe(1);
  });

  it('detects option strings: no [section] and k=v;... lines', () => {
    expect(looksLikeOptionString('# Ceph\nwrite_buffer_size=64m;max_write_buffer_number=4\n')).toBe(true);
    expect(looksLikeOptionString('[DBOptions]\n  max_open_files=-1\n')).toBe(false);
    expect(looksLikeOptionString('max_open_files=-1\n')).toBe(false);
  });
});
