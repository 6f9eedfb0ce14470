#include "sampler.h"

#include <algorithm>

#include "db_property.h"

namespace rocktune {

Sampler::Sampler(rocksdb::DB* db, rocksdb::ColumnFamilyHandle* cf, rocksdb::Statistics* stats, const OpCounters* ops,
                 Sink sink)
    : db_(db), cf_(cf), stats_(stats), ops_(ops), sink_(std::move(sink)) {}

Sampler::~Sampler() { Stop(); }

void Sampler::Start() {
  start_ = std::chrono::steady_clock::now();
  prev_ = Sample();
  prev_stall_ = stats_ ? stats_->getTickerCount(rocksdb::STALL_MICROS) : 0;
  thread_.Start(std::chrono::milliseconds(100), [this] { Step(); });
}

void Sampler::Stop() { thread_.Stop(); }

void Sampler::Step() {
  const int64_t l0 = L0Files(db_, cf_);
  max_l0_ = std::max(max_l0_, l0);
  if (++tick_ % 10 != 0) return;
  Sample s;
  s.t_sec = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  s.writes = ops_->writes.load(std::memory_order_relaxed);
  s.reads = ops_->reads.load(std::memory_order_relaxed);
  const double dt = s.t_sec - prev_.t_sec;
  if (dt > 0) {
    s.write_ops_per_sec = static_cast<double>(s.writes - prev_.writes) / dt;
    s.read_ops_per_sec = static_cast<double>(s.reads - prev_.reads) / dt;
  }
  const uint64_t stall = stats_ ? stats_->getTickerCount(rocksdb::STALL_MICROS) : 0;
  s.stall_micros = static_cast<double>(stall - prev_stall_);
  prev_stall_ = stall;
  s.l0_files = l0;
  s.pending_compaction_bytes = IntProperty(db_, cf_, "rocksdb.estimate-pending-compaction-bytes");
  samples_.push_back(s);
  prev_ = s;
  if (sink_) sink_(s);
}

}  // namespace rocktune
