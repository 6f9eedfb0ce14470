// What lint says about TRocksDB 6.4.6 files is what the TRocksDB engine does: the object names it builds from a
// file (engines/data/components-observed.ts), the values it dies on (aborts-observed.ts), its positional
// compression_opts, its ttl refusal, and the reader that never returns from a file without a line break.
// Needs the TRocksDB addon (npm run engine:trocksdb -- --source DIR).
import { getEngineProfile, lintOptionsText, parseOptionsIni } from '@rocktune/calculator';
import { afterAll, describe, expect, it } from 'vitest';
import { TROCKSDB_COMPONENTS } from '../../../packages/calculator/src/engines/data/components-observed.js';
import { addonBuilt, addonPathFor, buildHintFor } from '../lib/addon-path.js';
import { BatchChecker } from '../lib/batch-check.js';
import { TROCKSDB_VERSION } from './fixtures.js';

const built = addonBuilt('trocksdb');
if (!built) console.log(`TRocksDB lint-fact tests skipped: its addon is not built. ${buildHintFor('trocksdb')}`);

const checker = built ? new BatchChecker({ addonPath: addonPathFor('trocksdb'), timeoutMs: 60_000 }) : undefined;
afterAll(() => checker?.close());

const SECTION_LINE: Record<string, string> = {
  DBOptions: '[DBOptions]',
  CFOptions: '[CFOptions "default"]',
  'TableOptions/BlockBasedTable': '[TableOptions/BlockBasedTable "default"]',
};

function fileWith(lines: Partial<Record<string, string[]>>): string {
  const sections = Object.keys(SECTION_LINE).map((s) => `${SECTION_LINE[s]}\n${(lines[s] ?? []).map((l) => `  ${l}\n`).join('')}`);
  return `[Version]\n  rocksdb_version=${TROCKSDB_VERSION}\n  options_file_version=1.1\n${sections.join('')}`;
}

async function engine(text: string) {
  if (!checker) throw new Error('not built');
  return checker.check(text);
}

async function runs(section: string, option: string, value: string): Promise<string> {
  const v = await engine(fileWith({ [section]: [`${option}=${value}`] }));
  if (!v.accepted) return `refused: ${v.status}`;
  const persisted = parseOptionsIni(v.persistedText).document.sections.find((s) => s.title === section);
  const entry = persisted?.lines.find((l) => l.kind === 'entry' && l.key === option);
  return entry?.kind === 'entry' ? entry.value : '(absent)';
}

const lintIds = (text: string) =>
  lintOptionsText(text, { facts: { dialect: 'trocksdb' } })
    .findings.filter((f) => f.severity !== 'info')
    .map((f) => `${f.severity} ${f.ruleId}`);

describe.skipIf(!built)('TRocksDB 6.4.6: lint facts agree with the engine', { timeout: 120_000 }, () => {
  const profile = getEngineProfile(`trocksdb@${TROCKSDB_VERSION}`);

  for (const c of TROCKSDB_COMPONENTS) {
    it(`${c.name}: the names lint accepts run as written, any other runs the default and lint says so`, async () => {
      const fallback = profile.get(c.section, c.name)?.default || 'nullptr';
      for (const name of c.examples.map((n) => n.replace(/N$/, '8'))) {
        const got = await runs(c.section, c.name, name);
        expect(
          got === fallback ||
            got === name ||
            (name.startsWith('fixed:') && got === 'rocksdb.FixedPrefix.8') ||
            (name.startsWith('capped:') && got === 'rocksdb.CappedPrefix.8'),
          `${c.name}=${name} runs ${got}`,
        ).toBe(true);
        expect(lintIds(fileWith({ [c.section]: [`${c.name}=${name}`] })), `${c.name}=${name}`).not.toContain('error unknown-component');
      }
      // A name 7.8.3 builds, or a typo: TRocksDB runs the default, and lint warns (it opens the file: issue 23).
      const other =
        c.name === 'merge_operator'
          ? 'stringappend'
          : c.name === 'comparator'
            ? 'rocksdb.ReverseBytewiseComparator'
            : `${c.examples[0] ?? 'Some'}Typo`;
      expect(await runs(c.section, c.name, other), `${c.name}=${other}`).toBe(fallback);
      expect(lintIds(fileWith({ [c.section]: [`${c.name}=${other}`] })), `${c.name}=${other}`).toContain('warning unknown-component');
    });
  }

  it('compression_opts by position: 3 to 6 items load, braces and 2 items are refused, and lint errs on exactly those', async () => {
    for (const value of ['-14:32767:0', '-14:32767:0:0:0:true']) {
      expect(await runs('CFOptions', 'compression_opts', value)).toBe('(absent)'); // loaded; 6.4.6 never writes it back
      expect(lintIds(fileWith({ CFOptions: [`compression_opts=${value}`] }))).not.toContain('error wrong-type');
    }
    for (const value of ['{window_bits=-14;level=32767;strategy=0}', '-14:32767', '-14:32767:0:0:0:true:1', '-14:5:0:0:0:yes']) {
      expect(await runs('CFOptions', 'compression_opts', value)).toMatch(
        /^refused: Invalid argument: unable to parse the specified (CF )?option compression_opts/,
      );
      expect(lintIds(fileWith({ CFOptions: [`compression_opts=${value}`] })), value).toContain('error wrong-type');
    }
  });

  // Issue 23 said TRocksDB opens block_align=true with compression: this engine refuses it, and lint errs.
  it('block_align=true with compression (the default, or LZ4 beside a per-level list) is refused, and lint errs; without compression it opens', async () => {
    for (const cf of [[], ['compression=kLZ4Compression', 'compression_per_level=kNoCompression:kLZ4Compression']]) {
      const text = fileWith({ CFOptions: cf, 'TableOptions/BlockBasedTable': ['block_align=true'] });
      expect(await engine(text)).toMatchObject({
        accepted: false,
        stage: 'open',
        status: expect.stringContaining('Enable block_align, but compression enabled'),
      });
      expect(lintIds(text)).toContain('error open-refusal');
    }
    const plain = fileWith({ CFOptions: ['compression=kNoCompression'], 'TableOptions/BlockBasedTable': ['block_align=true'] });
    expect((await engine(plain)).accepted).toBe(true);
    expect(lintIds(plain)).not.toContain('error open-refusal');
  });

  it('structs split on ; without trimming: lint errs on exactly the forms the engine refuses', async () => {
    const fifo = (v: string) => fileWith({ CFOptions: [`compaction_options_fifo=${v}`] });
    for (const v of [
      '{allow_compaction=false;max_table_files_size=1073741824;}',
      'max_table_files_size=1073741824;allow_compaction=true',
      '1073741824',
    ]) {
      expect((await engine(fifo(v))).accepted, v).toBe(true);
      expect(lintIds(fifo(v)), v).not.toContain('error wrong-type');
    }
    for (const v of [
      '{max_table_files_size=1073741824;allow_compaction=false; }',
      '{ allow_compaction=false;}',
      '{max_table_files_size=1073741824;allow_compaction=false}',
    ]) {
      expect(await engine(fifo(v)), v).toMatchObject({ accepted: false, stage: 'load' });
      expect(lintIds(fifo(v)), v).toContain('error wrong-type');
    }
  });

  it('inplace updates with concurrent writes and a hash index without a prefix extractor are refused; memtable_factory=vector is not', async () => {
    for (const refused of [
      fileWith({ CFOptions: ['inplace_update_support=true'] }),
      fileWith({ 'TableOptions/BlockBasedTable': ['index_type=kHashSearch'] }),
    ]) {
      expect(await engine(refused)).toMatchObject({ accepted: false, stage: 'open' });
      expect(lintIds(refused)).toContain('error open-refusal');
    }
    // 7.8.3 refuses a vector memtable with concurrent writes; TRocksDB builds no memtable factory from a file, so it opens.
    const vector = fileWith({ DBOptions: ['allow_concurrent_memtable_write=true'], CFOptions: ['memtable_factory=vector'] });
    expect((await engine(vector)).accepted).toBe(true);
    expect(lintIds(vector)).not.toContain('error incompatible-options');
  });

  it('a ttl or periodic compaction needs max_open_files=-1: DB::Open refuses otherwise, and lint errs', async () => {
    for (const cf of ['ttl=86400', 'periodic_compaction_seconds=3600']) {
      const refused = fileWith({ DBOptions: ['max_open_files=5000'], CFOptions: [cf] });
      const v = await engine(refused);
      expect({ accepted: v.accepted, stage: v.stage }).toEqual({ accepted: false, stage: 'open' });
      expect(v.status).toMatch(/only supported when files are always kept open/);
      expect(lintIds(refused)).toContain('error open-refusal');
      const kept = fileWith({ DBOptions: ['max_open_files=-1'], CFOptions: [cf] });
      expect((await engine(kept)).accepted).toBe(true);
      expect(lintIds(kept)).not.toContain('error open-refusal');
    }
  });

  it('rate_limiter_bytes_per_sec=0 kills the engine (SIGFPE), 2^64-1 runs: lint errs on the first only', async () => {
    const zero = fileWith({ DBOptions: ['rate_limiter_bytes_per_sec=0'] });
    expect(await engine(zero)).toMatchObject({ accepted: false, stage: 'crash' });
    expect(lintIds(zero)).toContain('error engine-abort');
    const top = fileWith({ DBOptions: ['rate_limiter_bytes_per_sec=18446744073709551615'] });
    expect((await engine(top)).accepted).toBe(true);
    expect(lintIds(top)).not.toContain('error engine-abort');
  });

  it('compaction readahead turns new_table_reader_for_compaction_inputs on: the engine runs true, lint warns', async () => {
    const text = fileWith({ DBOptions: ['compaction_readahead_size=2097152', 'new_table_reader_for_compaction_inputs=false'] });
    expect(await runs('DBOptions', 'new_table_reader_for_compaction_inputs', 'false')).toBe('false');
    const v = await engine(text);
    expect(
      parseOptionsIni(v.persistedText)
        .document.sections.find((s) => s.title === 'DBOptions')
        ?.lines.find((l) => l.kind === 'entry' && l.key === 'new_table_reader_for_compaction_inputs'),
    ).toMatchObject({ value: 'true' });
    expect(lintIds(text)).toContain('warning value-sanitized');
  });

  it('read_amp_bytes_per_bit is parsed as 8 bytes: its high half overwrites format_version, and lint says so', async () => {
    expect(await runs('TableOptions/BlockBasedTable', 'read_amp_bytes_per_bit', '8589934592')).toBe('8589934592');
    const zero = fileWith({ 'TableOptions/BlockBasedTable': ['read_amp_bytes_per_bit=0'] });
    const v = await engine(zero);
    const fv = parseOptionsIni(v.persistedText)
      .document.sections.find((s) => s.title === 'TableOptions/BlockBasedTable')
      ?.lines.find((l) => l.kind === 'entry' && l.key === 'format_version');
    expect(fv).toMatchObject({ value: '0' });
    expect(lintIds(zero)).toContain('warning integer-overflow');
    const five = fileWith({ 'TableOptions/BlockBasedTable': ['read_amp_bytes_per_bit=21474836480'] });
    expect(await engine(five)).toMatchObject({
      accepted: false,
      stage: 'open',
      status: expect.stringMatching(/Unsupported BlockBasedTable format_version/),
    });
    expect(lintIds(five)).toContain('error integer-overflow');
    expect(lintIds(fileWith({ 'TableOptions/BlockBasedTable': ['read_amp_bytes_per_bit=8589934592'] }))).not.toContain(
      'warning integer-overflow',
    );
  });

  it('a file without a line break is refused at once instead of hanging the reader; lint errs on it', async () => {
    const started = Date.now();
    const v = await engine('# RocksDB OPTIONS file ge');
    expect(Date.now() - started).toBeLessThan(30_000); // the checker gives up on a hang only at 60 s
    expect(v).toMatchObject({ accepted: false, stage: 'load' });
    expect(v.status).toMatch(/does not end with a newline and its last 8 KiB holds none/);
    expect(
      lintOptionsText('# RocksDB OPTIONS file ge', { target: `trocksdb@${TROCKSDB_VERSION}` }).findings.map((f) => f.messageId),
    ).toContain('loops');
    // The same text with its newline is read (and refused for having no sections).
    expect((await engine('# RocksDB OPTIONS file ge\n')).status).toMatch(/must have a single DBOptions section/);
  });
});
