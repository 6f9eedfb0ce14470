// Where the engine's memory went, measured by RocksDB itself (DB properties and MemoryUtil) and by the
// kernel (the process's resident set), so `validate` can put it beside the memory model's prediction.
#pragma once
#include <napi.h>
#include <rocksdb/db.h>

#include <cstdint>

namespace rocktune {

struct MemoryUsage {
  // DB properties, summed over column families.
  uint64_t memtables = 0;             // rocksdb.cur-size-all-mem-tables (active + unflushed immutable)
  uint64_t memtables_all = 0;         // rocksdb.size-all-mem-tables (also flushed ones still pinned)
  uint64_t table_readers = 0;         // rocksdb.estimate-table-readers-mem (index/filter blocks outside the cache)
  uint64_t block_cache_usage = 0;     // rocksdb.block-cache-usage
  uint64_t block_cache_pinned = 0;    // rocksdb.block-cache-pinned-usage
  uint64_t block_cache_capacity = 0;  // rocksdb.block-cache-capacity
  // MemoryUtil::GetApproximateMemoryUsageByType over this DB and its block caches.
  uint64_t util_memtable_total = 0;
  uint64_t util_memtable_unflushed = 0;
  uint64_t util_table_readers = 0;
  uint64_t util_cache_total = 0;
  // /proc/self/status of the engine process: now, at its peak, and when the addon was loaded (before any DB).
  uint64_t rss = 0;
  uint64_t rss_peak = 0;
  uint64_t rss_at_load = 0;
};

MemoryUsage MeasureMemory(rocksdb::DB* db);
Napi::Object MemoryToJs(Napi::Env env, const MemoryUsage& m);

}  // namespace rocktune
