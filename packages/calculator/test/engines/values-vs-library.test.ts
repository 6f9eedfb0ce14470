import { beforeAll, describe, expect, it } from 'vitest';
import { filterBits } from '../../src/lint/rules/filter-policy-ignored.js';
import { parseScalar } from '../../src/engines/values.js';
import { DEFAULT_TARGET, getEngineProfile } from '../../src/index.js';
import { buildDumper, missingToolchain, parseWithLibrary, type LibrarySection } from '../../../../tools/library/dumper.mjs';

// The linter's emulation of RocksDB's value parsing must say exactly what the linked library keeps.
const missing = missingToolchain();

const INTEGER_SAMPLES: Array<[string, string]> = [
  ['write_buffer_size', '64MB'],
  ['write_buffer_size', '1.5g'],
  ['write_buffer_size', '32 m'],
  ['write_buffer_size', '1t'],
  ['target_file_size_base', '0x1000'],
  ['target_file_size_base', '-1'],
  ['max_write_buffer_number', '4g'],
  ['max_write_buffer_number', '3g'],
  ['max_write_buffer_number', '1t'],
  ['level0_stop_writes_trigger', '+12'],
  ['max_bytes_for_level_multiplier', '8k'],
  ['max_bytes_for_level_multiplier', '1e1'],
  ['max_bytes_for_level_multiplier', '.5'],
  // strtod reads hexadecimal, binary exponents and an `x` with no digit after it as 0.
  ['max_bytes_for_level_multiplier', '0X10'],
  ['max_bytes_for_level_multiplier', '0x1.8p1'],
  ['max_bytes_for_level_multiplier', '-0x10junk'],
  ['max_bytes_for_level_multiplier', '0x'],
  ['max_bytes_for_level_multiplier', '0x1p99999'],
  ['max_bytes_for_level_multiplier', '1e-400'],
  ['max_bytes_for_level_multiplier', '0e999'],
  ['max_bytes_for_level_multiplier', '2e3x'],
  ['max_bytes_for_level_multiplier', 'x2'],
];
const FILTERS = [
  'bloomfilter:10:false',
  'bloomfilter:10',
  'bloomfilter',
  'bloomfilter:abc',
  'bloomfilter:10:yes',
  'bloomfilter:10:1',
  'bloomfilter:10:true',
  'rocksdb.BloomFilter:10:true',
  'bloomfilter:10x',
  'rocksdb.BloomFilter:10',
  'ribbonfilter:10',
  'ribbonfilter:10:1',
  'ribbonfilter:10:1:2',
  'foo:10',
];

describe.skipIf(missing !== undefined)('value parsing vs the linked RocksDB', () => {
  let binary = '';
  beforeAll(() => {
    binary = buildDumper();
  }, 120_000);

  it('reads numbers exactly as the library does', () => {
    const requests = INTEGER_SAMPLES.map(([name, value]) => ({ section: 'CFOptions' as LibrarySection, name, value }));
    const answers = parseWithLibrary(binary, requests);
    const ours = INTEGER_SAMPLES.map(([name, value]) => {
      const option = getEngineProfile(DEFAULT_TARGET).get('CFOptions', name);
      const parsed = parseScalar(value, option?.type ?? 'any');
      if (!parsed?.ok) return 'error';
      return option?.type === 'double' ? Number(parsed.value).toFixed(6) : String(parsed.value);
    });
    expect(ours).toEqual(answers.map((a) => (a.ok ? a.value : 'error')));
  });

  it('knows which filter_policy strings build a filter', () => {
    const answers = parseWithLibrary(
      binary,
      FILTERS.map((value) => ({ section: 'TableOptions/BlockBasedTable', name: 'filter_policy', value })),
    );
    expect(FILTERS.map((f) => filterBits(f) !== undefined)).toEqual(answers.map((a) => a.ok && a.value !== 'nullptr'));
  });
});
