// What a finished test reports from RocksDB itself: statistics tickers and the "rocksdb.cfstats"
// map (per-level compaction stats), read just before the DB closes.
#pragma once
#include <napi.h>
#include <rocksdb/db.h>
#include <rocksdb/statistics.h>

#include <cstdint>
#include <map>
#include <string>

#include "memory_usage.h"

namespace rocktune {

struct DbStatsSnapshot {
  uint64_t bytes_written = 0;        // rocksdb.bytes.written (user ingest)
  uint64_t flush_write_bytes = 0;    // rocksdb.flush.write.bytes
  uint64_t compact_write_bytes = 0;  // rocksdb.compact.write.bytes
  uint64_t compact_read_bytes = 0;   // rocksdb.compact.read.bytes
  uint64_t blob_file_bytes_written = 0;
  uint64_t stall_micros = 0;  // rocksdb.stall.micros
  uint64_t live_sst_bytes = 0;
  std::map<std::string, std::string> cfstats;
  MemoryUsage memory;
};

// `flushed_at_open`: bytes DB::Open wrote while replaying the WAL into L0 files. RocksDB counts them as compaction
// (rocksdb.compact.write.bytes); they are a flush, so they move from compaction to flush here.
DbStatsSnapshot TakeSnapshot(rocksdb::DB* db, rocksdb::ColumnFamilyHandle* cf, rocksdb::Statistics* stats,
                             uint64_t flushed_at_open = 0);
Napi::Object SnapshotToJs(Napi::Env env, const DbStatsSnapshot& s);

}  // namespace rocktune
