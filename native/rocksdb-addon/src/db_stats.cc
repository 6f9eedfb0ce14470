#include "db_stats.h"

#include <algorithm>

namespace rocktune {

DbStatsSnapshot TakeSnapshot(rocksdb::DB* db, rocksdb::ColumnFamilyHandle* cf, rocksdb::Statistics* stats,
                             uint64_t flushed_at_open) {
  DbStatsSnapshot s;
  if (stats) {
    s.bytes_written = stats->getTickerCount(rocksdb::BYTES_WRITTEN);
    s.flush_write_bytes = stats->getTickerCount(rocksdb::FLUSH_WRITE_BYTES);
    s.compact_write_bytes = stats->getTickerCount(rocksdb::COMPACT_WRITE_BYTES);
    const uint64_t moved = std::min(flushed_at_open, s.compact_write_bytes);
    s.flush_write_bytes += moved;
    s.compact_write_bytes -= moved;
    s.compact_read_bytes = stats->getTickerCount(rocksdb::COMPACT_READ_BYTES);
    s.blob_file_bytes_written = stats->getTickerCount(rocksdb::BLOB_DB_BLOB_FILE_BYTES_WRITTEN);
    s.stall_micros = stats->getTickerCount(rocksdb::STALL_MICROS);
  }
  uint64_t v = 0;
  if (db->GetIntProperty(cf, "rocksdb.live-sst-files-size", &v)) s.live_sst_bytes = v;
  db->GetMapProperty(cf, "rocksdb.cfstats", &s.cfstats);
  s.memory = MeasureMemory(db);
  return s;
}

Napi::Object SnapshotToJs(Napi::Env env, const DbStatsSnapshot& s) {
  Napi::Object o = Napi::Object::New(env);
  o.Set("bytesWritten", static_cast<double>(s.bytes_written));
  o.Set("flushWriteBytes", static_cast<double>(s.flush_write_bytes));
  o.Set("compactWriteBytes", static_cast<double>(s.compact_write_bytes));
  o.Set("compactReadBytes", static_cast<double>(s.compact_read_bytes));
  o.Set("blobFileBytesWritten", static_cast<double>(s.blob_file_bytes_written));
  o.Set("stallMicros", static_cast<double>(s.stall_micros));
  o.Set("liveSstBytes", static_cast<double>(s.live_sst_bytes));
  Napi::Object m = Napi::Object::New(env);
  for (const auto& kv : s.cfstats) m.Set(kv.first, kv.second);
  o.Set("cfstats", m);
  o.Set("memory", MemoryToJs(env, s.memory));
  return o;
}

}  // namespace rocktune
