// OPTIONS texts used by the engine tests and the CLI's validate tests (which import this file by relative path), each
// with its provenance. Every text declares its version through a parameter: the addon's tests default to the version
// of the RocksDB they are linked against, the CLI's pass the calculator's default target.
import { defaultTargetFor, getEngineProfile } from '@rocktune/calculator';
import { LINKED_VERSION } from './linked-version.js';

/** The version a TRocksDB file declares (KIOXIA's fork). */
export const TROCKSDB_VERSION = getEngineProfile(defaultTargetFor('trocksdb')).version;

export interface SmallSections {
  /** `# ...` lines above [Version] (preset and controller directives). */
  header?: readonly string[];
  db?: readonly string[];
  cf?: readonly string[];
  table?: readonly string[];
}

/**
 * The layout of the small test files, one entry a line and no blank lines (tests assert line numbers): the version,
 * DBOptions with create_if_missing, the default column family without compression (the 2-core test host is
 * CPU-bound) and its block-based table.
 */
export function smallOptions(version: string, { header = [], db = [], cf = [], table = [] }: SmallSections = {}): string {
  const indent = (entries: readonly string[]): string[] => entries.map((e) => `  ${e}`);
  return [
    ...header.map((h) => `# ${h}`),
    '[Version]',
    `  rocksdb_version=${version}`,
    '  options_file_version=1.1',
    '[DBOptions]',
    '  create_if_missing=true',
    ...indent(db),
    '[CFOptions "default"]',
    '  compression=kNoCompression',
    ...indent(cf),
    '[TableOptions/BlockBasedTable "default"]',
    ...indent(table),
    '',
  ].join('\n');
}

/** The KIOXIA 2-thread "tuned" file of the 2-core db_bench calibration (docs/evidence.md):
 *  L0 triggers 4/2/2, which RocksDB sanitizes to 4/4/4 (verified there with db_bench). */
export const kioxiaTwoThread = (
  version: string = LINKED_VERSION,
): string => `# RocksDB OPTIONS file (KIOXIA rules, 2 thr, k20 v800, 2M keys, 1000 open files)
[Version]
  rocksdb_version=${version}
  options_file_version=1.1

[DBOptions]
  create_if_missing=true
  max_background_jobs=2
  max_open_files=1000

[CFOptions "default"]
  compression=kNoCompression
  write_buffer_size=3360000
  max_write_buffer_number=2
  level0_file_num_compaction_trigger=4
  level0_slowdown_writes_trigger=2
  level0_stop_writes_trigger=2
  target_file_size_base=160000
  max_bytes_for_level_base=1280000
  max_bytes_for_level_multiplier=8

[TableOptions/BlockBasedTable "default"]
  block_size=4096
`;
export const TUNED = kioxiaTwoThread();

/** RocksDB defaults plus compression=none (calibration opts/defaults.ini, blank lines as written there). */
export const DEFAULTS = `[Version]
  rocksdb_version=${LINKED_VERSION}
  options_file_version=1.1

[DBOptions]
  create_if_missing=true

[CFOptions "default"]
  compression=kNoCompression

[TableOptions/BlockBasedTable "default"]
`;

/** Small memtables so that a 50k-key test flushes and compacts a few times; no filter (the memory calibration adds its own). */
export const SMALL_NO_FILTER = smallOptions(LINKED_VERSION, {
  db: ['max_background_jobs=2'],
  cf: ['write_buffer_size=4m', 'level0_file_num_compaction_trigger=2', 'max_bytes_for_level_base=16m', 'target_file_size_base=4m'],
  table: ['block_size=4096', 'block_cache=32m'],
});

/** SMALL_NO_FILTER with a 10 bits/key bloom filter. */
export const SMALL = `${SMALL_NO_FILTER}  filter_policy=bloomfilter:10:false
`;

/**
 * The auto-tuned-compactions preset's static part (T §3.5.6) scaled down: small memtables, a 20 MiB/s limiter, more
 * flush than compaction threads (T §3.5.3: with 1 flush thread the thesis's tuner never disabled).
 */
export const autoTunedSmall = (version: string = LINKED_VERSION): string =>
  smallOptions(version, {
    header: ['rocktune-preset: auto-tuned-compactions', 'rocktune-controller: auto-tuned-compactions'],
    db: ['max_background_flushes=2', 'max_background_compactions=1', 'rate_limiter_bytes_per_sec=20971520'],
    cf: [
      'write_buffer_size=2m',
      'max_write_buffer_number=6',
      'level0_file_num_compaction_trigger=2',
      'level0_slowdown_writes_trigger=1073741824',
      'level0_stop_writes_trigger=1073741824',
      'soft_pending_compaction_bytes_limit=0',
      'hard_pending_compaction_bytes_limit=0',
      'max_bytes_for_level_base=8m',
      'target_file_size_base=2m',
    ],
    table: ['block_size=4096'],
  });

/** LevelDB's L0 triggers (compaction 4, slowdown 8, stop 12) with 1 MiB memtables, under the dynamic-l0 directive. */
export const dynamicL0Small = (version: string = LINKED_VERSION): string =>
  smallOptions(version, {
    header: ['rocktune-preset: dynamic-l0', 'rocktune-controller: dynamic-l0'],
    db: ['max_background_jobs=2'],
    cf: [
      'write_buffer_size=1m',
      'level0_file_num_compaction_trigger=4',
      'level0_slowdown_writes_trigger=8',
      'level0_stop_writes_trigger=12',
    ],
    table: ['block_size=4096'],
  });

export function withLine(text: string, afterLine: string, extra: string): string {
  return text.replace(afterLine, `${afterLine}\n${extra}`);
}
