import type { Recommendation } from '../recommend.js';
import { generatedLines } from './header.js';
import { KAFKA_CLASS, kafkaSharedMemory, kafkaStreamsPlacements } from './kafka-streams.js';
import { plainValue } from './placement.js';
import { planOf } from './store-recommendation.js';
import { storesLine } from './stores.js';

const indent = (depth: number) => (line: string) => (line === '' ? '' : `${'  '.repeat(depth)}${line}`);

/** The shared objects: created when the first store opens, released when the last one closes. */
function sharedBlock(cacheBytes: number, memtableBytes: number, rateLimit: number | undefined): string[] {
  return [
    '/** Shared by every store of this application instance; created by the first store, closed after the last. */',
    'private static final class Shared {',
    `  final Cache cache = new LRUCache(${cacheBytes}L);`,
    `  final WriteBufferManager writeBufferManager = new WriteBufferManager(${memtableBytes}L, cache);`,
    ...(rateLimit === undefined ? [] : [`  final RateLimiter rateLimiter = new RateLimiter(${rateLimit}L);`]),
    '',
    '  void close() {',
    ...(rateLimit === undefined ? [] : ['    rateLimiter.close();']),
    '    writeBufferManager.close();',
    '    cache.close();',
    '  }',
    '}',
    '',
    'private static Shared shared;',
    'private static int stores;',
    '',
    'private static synchronized Shared acquire() {',
    '  if (stores++ == 0) shared = new Shared();',
    '  return shared;',
    '}',
    '',
    'private static synchronized void release() {',
    '  if (--stores == 0) {',
    '    shared.close();',
    '    shared = null;',
    '  }',
    '}',
  ];
}

/** `generate --format kafka-streams`: a complete RocksDBConfigSetter, the table config and every option of the file. */
export function kafkaStreamsText(rec: Recommendation, rocktuneVersion: string, stores = 1): string {
  const placements = kafkaStreamsPlacements(rec, stores);
  const { cacheBytes, memtableBytes } = kafkaSharedMemory(rec);
  const rate = placements.find((p) => p.option.name === 'rate_limiter_bytes_per_sec' && p.as !== undefined);
  const filter = placements.find((p) => p.option.name === 'filter_policy' && p.as !== undefined);
  const calls = placements
    .filter((p) => p.as !== undefined && !['block_cache', 'rate_limiter_bytes_per_sec', 'filter_policy'].includes(p.option.name))
    .map((p) => `${p.as};`);
  const header = [
    ...generatedLines(rec, 'Kafka Streams RocksDBConfigSetter', rocktuneVersion),
    `Use: props.put(StreamsConfig.ROCKSDB_CONFIG_SETTER_CLASS_CONFIG, ${KAFKA_CLASS}.class);`,
    `Memory of all stores together: ${cacheBytes} bytes (block cache ${cacheBytes - memtableBytes} + memtables ${memtableBytes}), however many stores.`,
    ...(stores > 1 ? [`${storesLine(planOf(rec, stores))} ${planOf(rec, stores).note}`] : []),
    ...placements
      .filter((p) => p.notExpressed !== undefined)
      .map((p) => `${p.option.name}=${plainValue(p.option.value)} is not set: ${p.notExpressed}`),
  ];
  const setConfig = [
    '@Override',
    'public void setConfig(final String storeName, final Options options, final Map<String, Object> configs) {',
    '  final Shared objects = acquire();',
    '  final BlockBasedTableConfig table = (BlockBasedTableConfig) options.tableFormatConfig();',
    '  table.setBlockCache(objects.cache);',
    ...(filter ? [`  filter = ${filter.value ?? ''};`, '  table.setFilterPolicy(filter);'] : []),
    '  // Kafka Streams opens its stores with universal compaction; these values are sized for leveled compaction,',
    "  // RocksDB's default (under universal, RocksDB turns level_compaction_dynamic_level_bytes off).",
    '  options.setCompactionStyle(CompactionStyle.LEVEL);',
    '  options.setWriteBufferManager(objects.writeBufferManager);',
    ...(rate ? ['  options.setRateLimiter(objects.rateLimiter);'] : []),
    ...calls.map(indent(1)),
    '  options.setTableFormatConfig(table);',
    '}',
  ];
  const close = [
    '@Override',
    'public void close(final String storeName, final Options options) {',
    ...(filter ? ['  filter.close();'] : []),
    '  release();',
    '}',
  ];
  const body = [
    ...sharedBlock(cacheBytes, memtableBytes, rate ? Number(rate.option.value) : undefined),
    '',
    ...(filter ? ['private BloomFilter filter;', ''] : []),
    ...setConfig,
    '',
    ...close,
  ];
  return [
    ...header.map((l) => `// ${l}`),
    '',
    'import java.util.Map;',
    'import org.apache.kafka.streams.state.RocksDBConfigSetter;',
    'import org.rocksdb.*;',
    '',
    `public class ${KAFKA_CLASS} implements RocksDBConfigSetter {`,
    ...body.map(indent(1)),
    '}',
    '',
  ].join('\n');
}
