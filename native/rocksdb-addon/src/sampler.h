// Samples a running DB: every 100 ms the L0 file count (for the maximum), every second one Sample
// (ops/s, stall, L0 files, pending compaction bytes) handed to a callback on the sampler thread.
#pragma once
#include <rocksdb/db.h>
#include <rocksdb/statistics.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace rocktune {

struct Sample {
  double t_sec = 0;               // since the test started
  uint64_t writes = 0;            // cumulative
  uint64_t reads = 0;             // cumulative
  double write_ops_per_sec = 0;   // this interval
  double read_ops_per_sec = 0;
  double stall_micros = 0;        // this interval
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
  int64_t MaxL0Files() const { return max_l0_; }
  const std::vector<Sample>& Samples() const { return samples_; }

 private:
  void Loop();
  int64_t IntProperty(const char* name) const;

  rocksdb::DB* db_;
  rocksdb::ColumnFamilyHandle* cf_;
  rocksdb::Statistics* stats_;
  const OpCounters* ops_;
  Sink sink_;
  std::thread thread_;
  std::mutex mu_;
  std::condition_variable cv_;
  bool stop_ = false;
  int64_t max_l0_ = 0;
  std::vector<Sample> samples_;
};

}  // namespace rocktune
