// Where the engine's memory went, measured by RocksDB itself (DB properties and MemoryUtil) and by the
// kernel (the process's resident set), so `validate` can put it beside the memory model's prediction.
// Each figure goes to JS under its source's own name; lib/memory.ts names them for rocktune.
#pragma once
#include <napi.h>
#include <rocksdb/db.h>

#include <cstdint>
#include <map>
#include <string>

namespace rocktune {

// Bytes by the name their source gives them.
using Figures = std::map<std::string, uint64_t>;

struct MemoryUsage {
  Figures properties;       // DB properties by RocksDB's name ("rocksdb.cur-size-all-mem-tables", ...)
  Figures by_type;          // MemoryUtil::GetApproximateMemoryUsageByType over this DB and its block caches
  Figures process;          // /proc/self/status of the engine process (VmRSS, VmHWM) now ...
  Figures process_at_load;  // ... and when the addon was loaded, before any DB
};

MemoryUsage MeasureMemory(rocksdb::DB* db);
Napi::Object MemoryToJs(Napi::Env env, const MemoryUsage& m);

}  // namespace rocktune
