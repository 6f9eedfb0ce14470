import type { Recommendation } from '../recommend.js';
import type { RecommendedOption } from '../sizing/types.js';
import { generatedLines } from './header.js';
import { javaCompressionName } from './java-values.js';
import { type Placement, placeEach, plainValue } from './placement.js';
import { planOf } from './store-recommendation.js';
import { perStoreValue, storesLine } from './stores.js';

const PREFIX = 'state.backend.rocksdb.';

/** The options with a Flink key of their own (Flink 1.20's RocksDBConfigurableOptions), value as written there. */
const KEYS: Readonly<Record<string, string>> = {
  max_background_jobs: 'thread.num',
  max_open_files: 'files.open',
  write_buffer_size: 'writebuffer.size',
  max_write_buffer_number: 'writebuffer.count',
  min_write_buffer_number_to_merge: 'writebuffer.number-to-merge',
  target_file_size_base: 'compaction.level.target-file-size-base',
  max_bytes_for_level_base: 'compaction.level.max-size-level-base',
  level_compaction_dynamic_level_bytes: 'compaction.level.use-dynamic-size',
  block_size: 'block.blocksize',
  metadata_block_size: 'block.metadata-blocksize',
};

const MANAGED_CACHE_NOTE =
  "Flink's managed memory (block cache + memtables) holds one cache and write-buffer manager per slot; the ratio keeps the memtables at the file's size, the data blocks get the rest";
const MANAGED_TABLE_NOTE = 'Flink sets it itself when it manages the memory (index and filter blocks in the shared cache)';
const NO_KEY = 'no Flink key: set it in a RocksDBOptionsFactory (state.backend.rocksdb.options-factory)';

/** `compression_per_level` (or one `compression` for every level) as Flink's semicolon list of RocksJava names. */
function compressionList(o: RecommendedOption): string | undefined {
  const names = (Array.isArray(o.value) ? o.value : [String(o.value)]).map(javaCompressionName);
  return names.every((n) => n !== undefined) ? names.join(';') : undefined;
}

function bloom(o: RecommendedOption): Omit<Placement, 'option'> {
  const m = /^bloomfilter:(\d+(?:\.\d+)?):(true|false)$/.exec(String(o.value));
  if (!m) return { notExpressed: `Flink's keys make only bloomfilter:BITS:BLOCK_BASED filters, not ${String(o.value)}` };
  return { as: `${PREFIX}use-bloom-filter, bloom-filter.bits-per-key, bloom-filter.block-based-mode`, value: `true, ${m[1]}, ${m[2]}` };
}

/** Where each option goes among Flink's state.backend.rocksdb.* keys, with Flink managing the memory (its default). */
export function flinkPlacements(rec: Recommendation, stores = 1): Placement[] {
  const plan = planOf(rec, stores);
  const hasPerLevel = rec.options.some((o) => o.name === 'compression_per_level');
  return placeEach(rec, (o) => {
    const key = KEYS[o.name];
    if (key !== undefined) return { as: PREFIX + key, value: plainValue(perStoreValue(o, plan)) };
    if (o.name === 'compression_per_level' || (o.name === 'compression' && !hasPerLevel)) {
      const list = compressionList(o);
      return list === undefined
        ? { notExpressed: `no RocksJava name for ${plainValue(o.value)}` }
        : { as: `${PREFIX}compression.per.level`, value: list };
    }
    if (o.name === 'filter_policy') return bloom(o);
    if (o.name === 'block_cache')
      return { as: `${PREFIX}memory.write-buffer-ratio`, value: String(writeBufferRatio(rec)), note: MANAGED_CACHE_NOTE };
    if (o.name === 'cache_index_and_filter_blocks') return { notExpressed: MANAGED_TABLE_NOTE };
    return { notExpressed: NO_KEY };
  });
}

/** The managed memory: the memtables and block cache the file sets, one budget. */
export function flinkManagedBytes(rec: Recommendation): number {
  return Number(rec.options.find((o) => o.name === 'block_cache')?.value ?? 0) + rec.memory.memtableBytes;
}

/**
 * Flink's write-buffer-ratio r for managed memory T: Flink's write-buffer manager gets 2rT/3 and its cache (which the
 * memtables are charged to) (3 - r)T/3 (RocksDBMemoryControllerUtils, read in Flink's own jar). r = 3M/2T keeps the
 * memtables at the file's M; rounded down, so they never exceed it. At most 1 (Flink's limit).
 */
export function writeBufferRatio(rec: Recommendation): number {
  const ratio = (3 * rec.memory.memtableBytes) / (2 * flinkManagedBytes(rec));
  return Math.min(1, Math.floor(ratio * 1000) / 1000);
}

/** `generate --format flink`: the keys for Flink's configuration file, what has no key listed in comments. */
export function flinkText(rec: Recommendation, rocktuneVersion: string, stores = 1): string {
  const placements = flinkPlacements(rec, stores);
  const lines = placements.flatMap((p) => {
    if (p.as === undefined || p.value === undefined) return [];
    const keys = p.as.split(', ').map((k, i) => (i === 0 ? k : PREFIX + k));
    const values = p.value.split(', ');
    return keys.map((k, i) => `${k}: ${values[i] ?? ''}`);
  });
  return [
    ...generatedLines(rec, 'Flink RocksDB state backend keys (config.yaml / flink-conf.yaml)', rocktuneVersion).map((l) => `# ${l}`),
    '# Flink manages RocksDB memory (its default): the budget is the managed memory, the cache and memtables its shares.',
    ...(stores > 1
      ? [`# ${storesLine(planOf(rec, stores), 'RocksDB instances (stateful operators x slots)')} ${planOf(rec, stores).note}`]
      : []),
    `state.backend.rocksdb.memory.managed: true`,
    '# The managed memory is split among the slots; each slot gives its write buffers 2/3 x ratio of its share.',
    `taskmanager.memory.managed.size: ${flinkManagedBytes(rec)}b`,
    ...lines,
    ...placements
      .filter((p) => p.notExpressed !== undefined)
      .map((p) => `# ${p.option.name}=${plainValue(p.option.value)} is not set: ${p.notExpressed}`),
    '',
  ].join('\n');
}
