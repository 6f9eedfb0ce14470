#include "sampler.h"

#include <algorithm>
#include <string>

namespace rocktune {

Sampler::Sampler(rocksdb::DB* db, rocksdb::ColumnFamilyHandle* cf, rocksdb::Statistics* stats, const OpCounters* ops,
                 Sink sink)
    : db_(db), cf_(cf), stats_(stats), ops_(ops), sink_(std::move(sink)) {}

Sampler::~Sampler() { Stop(); }

void Sampler::Start() { thread_ = std::thread([this] { Loop(); }); }

void Sampler::Stop() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    stop_ = true;
  }
  cv_.notify_all();
  if (thread_.joinable()) thread_.join();
}

int64_t Sampler::IntProperty(const char* name) const {
  std::string v;  // string properties cover both int ones and "num-files-at-levelN"
  if (!db_->GetProperty(cf_, name, &v)) return -1;
  try {
    return static_cast<int64_t>(std::stoll(v));
  } catch (...) {
    return -1;
  }
}

void Sampler::Loop() {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  auto next_tick = start;
  int tick = 0;
  Sample prev;
  uint64_t prev_stall = stats_ ? stats_->getTickerCount(rocksdb::STALL_MICROS) : 0;
  std::unique_lock<std::mutex> lock(mu_);
  for (;;) {
    next_tick += std::chrono::milliseconds(100);
    if (cv_.wait_until(lock, next_tick, [this] { return stop_; })) return;
    int64_t l0 = IntProperty("rocksdb.num-files-at-level0");
    max_l0_ = std::max(max_l0_, l0);
    if (++tick % 10 != 0) continue;
    Sample s;
    s.t_sec = std::chrono::duration<double>(Clock::now() - start).count();
    s.writes = ops_->writes.load(std::memory_order_relaxed);
    s.reads = ops_->reads.load(std::memory_order_relaxed);
    double dt = s.t_sec - prev.t_sec;
    if (dt > 0) {
      s.write_ops_per_sec = static_cast<double>(s.writes - prev.writes) / dt;
      s.read_ops_per_sec = static_cast<double>(s.reads - prev.reads) / dt;
    }
    uint64_t stall = stats_ ? stats_->getTickerCount(rocksdb::STALL_MICROS) : 0;
    s.stall_micros = static_cast<double>(stall - prev_stall);
    prev_stall = stall;
    s.l0_files = l0;
    s.pending_compaction_bytes = IntProperty("rocksdb.estimate-pending-compaction-bytes");
    samples_.push_back(s);
    prev = s;
    if (sink_) sink_(s);
  }
}

}  // namespace rocktune
