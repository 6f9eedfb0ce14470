import type { Recommendation } from '../recommend.js';
import type { RecommendedOption } from '../sizing/types.js';
import { javaSetter, javaValue } from './java-values.js';
import { type Placement, placeEach } from './placement.js';
import { planOf } from './store-recommendation.js';
import { perStoreValue } from './stores.js';

/** The generated class's name (rename it and add your package). */
export const KAFKA_CLASS = 'RocktuneRocksDBConfig';

const SHARED_CACHE_NOTE =
  'one LRUCache shared by every store of the application instance; the WriteBufferManager charges the memtables to it, so the cache capacity is block cache + memtables, the bound of both';
const FILTER_NOTE = "a BloomFilter per store, closed in close(); Kafka Streams' own table config has one unless the file sets none";
const RATE_NOTE = 'one RateLimiter shared by every store: the rate is the disk budget of the instance, not of each store';

/** Where each option goes in a Kafka Streams RocksDBConfigSetter (RocksJava's setters on the store's Options). */
export function kafkaStreamsPlacements(rec: Recommendation, stores = 1): Placement[] {
  const plan = planOf(rec, stores);
  return placeEach(rec, (o) => {
    if (o.name === 'block_cache') return { as: 'table.setBlockCache(cache)', value: String(o.value), note: SHARED_CACHE_NOTE };
    if (o.name === 'rate_limiter_bytes_per_sec')
      return { as: 'options.setRateLimiter(rateLimiter)', value: String(o.value), note: RATE_NOTE };
    if (o.name === 'filter_policy') return bloomFilter(o);
    const value = javaValue(perStoreValue(o, plan));
    if (value === undefined) return { notExpressed: `rocktune knows no RocksJava setter value for ${String(o.value)}` };
    const target = o.section === 'TableOptions/BlockBasedTable' ? 'table' : 'options';
    return { as: `${target}.${javaSetter(o.name)}(${value})`, value };
  });
}

function bloomFilter(o: RecommendedOption): Omit<Placement, 'option'> {
  const m = /^bloomfilter:(\d+(?:\.\d+)?):(true|false)$/.exec(String(o.value));
  if (!m) return { notExpressed: `rocktune writes only bloomfilter:BITS:BLOCK_BASED filters as Java, not ${String(o.value)}` };
  return { as: 'table.setFilterPolicy(filter)', value: `new BloomFilter(${m[1]}, ${m[2]})`, note: FILTER_NOTE };
}

function numberOption(rec: Recommendation, name: string): number | undefined {
  const o = rec.options.find((opt) => opt.name === name && opt.notInFile === undefined);
  return o === undefined ? undefined : Number(o.value);
}

/** The bytes of the shared objects: the block cache and the memtables of every store, one budget. */
export function kafkaSharedMemory(rec: Recommendation): { cacheBytes: number; memtableBytes: number } {
  const memtableBytes = rec.memory.memtableBytes;
  return { cacheBytes: (numberOption(rec, 'block_cache') ?? 0) + memtableBytes, memtableBytes };
}
