// The one place that knows which RocksDB the addon is compiled against. Three targets:
//   - the system RocksDB (Debian's librocksdb-dev, the default build),
//   - TRocksDB (KIOXIA's RocksDB 6.4.6 fork; scripts/build-engine.mjs defines ROCKTUNE_TROCKSDB=1),
//   - a newer upstream release (10.x) from a prefix.
// 6.4.6 has no ConfigOptions (only the legacy LoadOptionsFromFile), no Configurable::GetOptions<T>() on table
// factories, no integrated BlobDB options (blob_cache) and no GetRocksVersionAsString.
#pragma once

#include <rocksdb/cache.h>
#include <rocksdb/version.h>
#if ROCKSDB_MAJOR >= 8
#include <rocksdb/advanced_cache.h>  // where class Cache is defined since 8.x
#endif
#include <rocksdb/env.h>
#include <rocksdb/options.h>
#include <rocksdb/rate_limiter.h>
#include <rocksdb/status.h>
#include <rocksdb/table.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#define ROCKTUNE_ROCKSDB_AT_LEAST(major, minor) \
  (ROCKSDB_MAJOR > (major) || (ROCKSDB_MAJOR == (major) && ROCKSDB_MINOR >= (minor)))

#if ROCKTUNE_ROCKSDB_AT_LEAST(7, 0)  // the versions built here: TRocksDB (legacy API) or a 7.x-and-later release
#define ROCKTUNE_HAS_CONFIG_OPTIONS 1
#include <rocksdb/convenience.h>
#endif
#include <rocksdb/utilities/options_util.h>

namespace rocktune {
namespace compat {

#ifdef ROCKTUNE_TROCKSDB
constexpr const char* kEngineName = "trocksdb";
#else
constexpr const char* kEngineName = "rocksdb";
#endif

inline std::string EngineVersion() {
  return std::to_string(ROCKSDB_MAJOR) + "." + std::to_string(ROCKSDB_MINOR) + "." + std::to_string(ROCKSDB_PATCH);
}

#ifdef ROCKTUNE_TROCKSDB
// TRocksDB's OPTIONS reader (RocksDB 6.4's ReadOneLine, 8 KiB reads) never returns from a file that does not
// end with a line break when its last read holds none: it appends that read forever (rules.md
// L-missing-final-newline). Such a file is refused here instead of hanging the engine process.
inline rocksdb::Status RefuseReaderLoop(const std::string& path, rocksdb::Env* env) {
  constexpr size_t kReadChunk = 8192;
  std::string text;
  rocksdb::Status s = rocksdb::ReadFileToString(env, path, &text);
  if (!s.ok() || text.empty() || text.back() == '\n' || text.size() % kReadChunk == 0) return s;
  const size_t last_chunk = text.size() - text.size() % kReadChunk;
  if (text.find('\n', last_chunk) != std::string::npos) return rocksdb::Status::OK();
  return rocksdb::Status::Aborted(
      "not loaded by rocktune: the file does not end with a newline and its last 8 KiB holds none; TRocksDB's "
      "reader would never return from it");
}
#endif

// LoadOptionsFromFile with unknown options fatal and escaped strings unescaped, on every engine, reading
// through `env` (the default file system unless a caller passes an in-memory one).
inline rocksdb::Status LoadOptionsFromFile(const std::string& path, rocksdb::DBOptions* db,
                                           std::vector<rocksdb::ColumnFamilyDescriptor>* cfs,
                                           rocksdb::Env* env = rocksdb::Env::Default()) {
#ifdef ROCKTUNE_TROCKSDB
  rocksdb::Status loops = RefuseReaderLoop(path, env);
  if (!loops.ok()) return loops;
#endif
#ifdef ROCKTUNE_HAS_CONFIG_OPTIONS
  rocksdb::ConfigOptions cfg;
  cfg.ignore_unknown_options = false;
  cfg.input_strings_escaped = true;
  cfg.env = env;
  return rocksdb::LoadOptionsFromFile(cfg, path, db, cfs);
#else
  return rocksdb::LoadOptionsFromFile(path, env, db, cfs, /*ignore_unknown_options=*/false);
#endif
}

// The block-based table options of a column family, or nullptr for another (or no) table factory.
inline const rocksdb::BlockBasedTableOptions* BlockBasedOptions(const rocksdb::ColumnFamilyOptions& cf) {
  if (!cf.table_factory) return nullptr;
#ifdef ROCKTUNE_HAS_CONFIG_OPTIONS
  return cf.table_factory->GetOptions<rocksdb::BlockBasedTableOptions>();
#else
  if (std::strcmp(cf.table_factory->Name(), "BlockBasedTable") != 0) return nullptr;
  return static_cast<const rocksdb::BlockBasedTableOptions*>(cf.table_factory->GetOptions());
#endif
}

// Capacity of the CF's blob cache; -1 when there is none (or the engine has no integrated BlobDB).
inline int64_t BlobCacheBytes(const rocksdb::ColumnFamilyOptions& cf) {
#if ROCKTUNE_ROCKSDB_AT_LEAST(7, 4)
  return cf.blob_cache ? static_cast<int64_t>(cf.blob_cache->GetCapacity()) : -1;
#else
  (void)cf;
  return -1;
#endif
}

// The bytes `limiter` let through at Env::IO_USER: where 7.x charges flushes and compactions while writes are stalled
// or delayed. 6.4.6 has no IO_USER (it charges flushes at IO_HIGH throughout): 0.
inline int64_t UserPriorityBytesThrough(const rocksdb::RateLimiter& limiter) {
#if ROCKTUNE_ROCKSDB_AT_LEAST(7, 0)
  return limiter.GetTotalBytesThrough(rocksdb::Env::IO_USER);
#else
  (void)limiter;
  return 0;
#endif
}

}  // namespace compat
}  // namespace rocktune
