// Samples a running DB: every 100 ms the L0 file count (for the maximum), every second one Sample
// (ops/s, stall, L0 files, pending compaction bytes) handed to a callback on the sampler thread.
#pragma once
#include <rocksdb/db.h>
#include <rocksdb/statistics.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <vector>

#include "periodic_thread.h"

namespace rocktune {

struct Sample {
  double t_sec = 0;              // since the test started
  uint64_t writes = 0;           // cumulative
  uint64_t reads = 0;            // cumulative
  double write_ops_per_sec = 0;  // this interval
  double read_ops_per_sec = 0;
  double stall_micros = 0;  // this interval
  int64_t l0_files = 0;
  int64_t pending_compaction_bytes = 0;
};

// Each counter on its own cache line; readers add in batches (see kCountBatch) so threads do not bounce lines.
struct OpCounters {
  alignas(64) std::atomic<uint64_t> writes{0};
  alignas(64) std::atomic<uint64_t> reads{0};
};
constexpr uint64_t kCountBatch = 256;

class Sampler {
 public:
  using Sink = std::function<void(const Sample&)>;
  Sampler(rocksdb::DB* db, rocksdb::ColumnFamilyHandle* cf, rocksdb::Statistics* stats, const OpCounters* ops,
          Sink sink);
  ~Sampler();
  void Start();
  void Stop();
  // Read after Stop.
  int64_t MaxL0Files() const { return max_l0_; }
  const std::vector<Sample>& Samples() const { return samples_; }

 private:
  void Step();  // every 100 ms: the L0 count; every 10th, a Sample

  rocksdb::DB* db_;
  rocksdb::ColumnFamilyHandle* cf_;
  rocksdb::Statistics* stats_;
  const OpCounters* ops_;
  Sink sink_;
  std::chrono::steady_clock::time_point start_;
  int tick_ = 0;
  Sample prev_;
  uint64_t prev_stall_ = 0;
  int64_t max_l0_ = 0;
  std::vector<Sample> samples_;
  PeriodicThread thread_;  // last: stopped before the members its steps use go
};

}  // namespace rocktune
