#include "memory_usage.h"

#include <rocksdb/table.h>
#include <rocksdb/utilities/memory_util.h>
#include <rocksdb/version.h>

#include <chrono>
#include <fstream>
#include <thread>
#include <unordered_set>

namespace rocktune {

namespace {

// Per column family, so summed over them: the active and unflushed immutable memtables, also the flushed ones still
// pinned by readers, and the index/filter blocks held outside the block cache.
constexpr const char* kSummedProperties[] = {"rocksdb.cur-size-all-mem-tables", "rocksdb.size-all-mem-tables",
                                             "rocksdb.estimate-table-readers-mem"};
// Of the block cache, a shared object: read on the default CF, not summed per CF.
constexpr const char* kCacheProperties[] = {"rocksdb.block-cache-usage", "rocksdb.block-cache-pinned-usage",
                                            "rocksdb.block-cache-capacity"};
// MemoryUtil's usage types have no names of their own: these are the ones MeasuredMemory.byType gives them.
struct UsageType {
  rocksdb::MemoryUtil::UsageType type;
  const char* name;
};
constexpr UsageType kUsageTypes[] = {{rocksdb::MemoryUtil::kMemTableTotal, "memTableTotal"},
                                     {rocksdb::MemoryUtil::kMemTableUnFlushed, "memTableUnflushed"},
                                     {rocksdb::MemoryUtil::kTableReadersTotal, "tableReadersTotal"},
                                     {rocksdb::MemoryUtil::kCacheTotal, "cacheTotal"}};
// Of /proc/self/status: the resident set now and at its peak.
constexpr const char* kStatusFields[] = {"VmRSS", "VmHWM"};

// kStatusFields from their "VmRSS:   1234 kB" lines, in bytes; 0 where a field is missing.
Figures ReadStatus() {
  Figures f;
  for (const char* field : kStatusFields) f[field] = 0;
  std::ifstream in("/proc/self/status");
  std::string line;
  while (std::getline(in, line)) {
    const size_t colon = line.find(':');
    if (colon == std::string::npos) continue;
    const auto it = f.find(line.substr(0, colon));
    if (it != f.end()) it->second = std::stoull(line.substr(colon + 1)) * 1024;
  }
  return f;
}

// Read when the addon is loaded into the engine process: Node's own footprint, before any DB exists.
const Figures kStatusAtLoad = ReadStatus();

const rocksdb::Cache* BlockCacheOf(rocksdb::DB* db, rocksdb::ColumnFamilyHandle* cf) {
  const auto& factory = db->GetOptions(cf).table_factory;
  if (!factory) return nullptr;
#if ROCKSDB_MAJOR >= 7
  const auto* bbt = factory->GetOptions<rocksdb::BlockBasedTableOptions>();
#else
  const auto* bbt = factory->Name() == std::string("BlockBasedTable")
                        ? static_cast<const rocksdb::BlockBasedTableOptions*>(factory->GetOptions())
                        : nullptr;
#endif
  return bbt ? bbt->block_cache.get() : nullptr;
}

MemoryUsage ReadOnce(rocksdb::DB* db) {
  MemoryUsage m;
  for (const char* name : kSummedProperties) {
    uint64_t v = 0;
    m.properties[name] = db->GetAggregatedIntProperty(name, &v) ? v : 0;
  }
  for (const char* name : kCacheProperties) {
    uint64_t v = 0;
    m.properties[name] = db->GetIntProperty(name, &v) ? v : 0;
  }

  std::unordered_set<const rocksdb::Cache*> caches;
  if (const rocksdb::Cache* c = BlockCacheOf(db, db->DefaultColumnFamily())) caches.insert(c);
  std::map<rocksdb::MemoryUtil::UsageType, uint64_t> by_type;
  const bool ok = rocksdb::MemoryUtil::GetApproximateMemoryUsageByType({db}, caches, &by_type).ok();
  for (const UsageType& t : kUsageTypes) m.by_type[t.name] = ok ? by_type[t.type] : 0;

  m.process = ReadStatus();
  m.process_at_load = kStatusAtLoad;
  return m;
}

// MemoryUtil sums these same properties (and the cache's usage): where they differ, the reading is torn.
bool Consistent(const MemoryUsage& m) {
  const auto same = [&m](const char* type, const char* property) {
    return m.by_type.at(type) == m.properties.at(property);
  };
  return same("memTableTotal", "rocksdb.size-all-mem-tables") &&
         same("tableReadersTotal", "rocksdb.estimate-table-readers-mem") &&
         same("cacheTotal", "rocksdb.block-cache-usage");
}

Napi::Object FiguresToJs(Napi::Env env, const Figures& f) {
  Napi::Object o = Napi::Object::New(env);
  for (const auto& kv : f) o.Set(kv.first, static_cast<double>(kv.second));
  return o;
}

}  // namespace

// A flush or compaction finishing between the property reads and MemoryUtil's makes the two disagree (seen in
// CI: 2.6 MB of memtables by one, 6.7 MB by the other): read again until one reading agrees with itself.
MemoryUsage MeasureMemory(rocksdb::DB* db) {
  MemoryUsage m = ReadOnce(db);
  for (int attempt = 0; attempt < 50 && !Consistent(m); ++attempt) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    m = ReadOnce(db);
  }
  return m;
}

Napi::Object MemoryToJs(Napi::Env env, const MemoryUsage& m) {
  Napi::Object o = Napi::Object::New(env);
  o.Set("properties", FiguresToJs(env, m.properties));
  o.Set("byType", FiguresToJs(env, m.by_type));
  o.Set("process", FiguresToJs(env, m.process));
  o.Set("processAtLoad", FiguresToJs(env, m.process_at_load));
  return o;
}

}  // namespace rocktune
