#include "run_test.h"

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

#include "histogram.h"
#include "sampled_test.h"
#include "test_params.h"
#include "workload.h"

namespace rocktune {

namespace {

constexpr std::chrono::milliseconds kRefill{100};

class RunWorker final : public SampledTest<RunParams, TestPhase::kRun> {
 public:
  using SampledTest::SampledTest;

 private:
  std::string Workload(const OpenDb& db, OpCounters& ops) override {
    std::atomic<bool> readers_stop{false};
    std::atomic<bool> writer_stop{false};
    readers_.resize(p_.readers);

    const auto start = Clock::now();
    std::thread writer([&] { WriterLoop(db, ops, writer_stop, start); });
    std::vector<std::thread> threads;
    for (uint64_t r = 0; r < p_.readers; ++r) {
      threads.emplace_back([&, r] { ReaderLoop(db, ops, readers_stop, readers_[r], 1000 + r); });
    }
    std::this_thread::sleep_until(
        start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(p_.duration_sec)));
    readers_stop = true;
    for (auto& t : threads) t.join();
    elapsed_sec_ = std::chrono::duration<double>(Clock::now() - start).count();
    writer_stop = true;  // like db_bench: the writer runs until the readers are done
    writer.join();

    const std::string reader_error = SumReaders(readers_, &reads_);
    return reader_error.empty() ? writer_error_ : reader_error;
  }

  void AddResults(Napi::Env env, Napi::Object o) const override {
    o.Set("elapsedSec", elapsed_sec_);
    o.Set("reads", ReadsToJs(env, p_.readers, reads_));
    o.Set("writes", LatencyToJs(env, write_hist_));
    o.Set("writeBytes", static_cast<double>(write_hist_.Count() * (p_.key_size + p_.value_size)));
  }

  void ReaderLoop(const OpenDb& db, OpCounters& ops, const std::atomic<bool>& stop, ReaderStats& st, uint64_t seed) {
    RandomReads reads(p_.keys, p_.key_size, seed);
    while (!stop.load(std::memory_order_relaxed)) {
      if (!reads.Read(db, kCountBatch, &st)) return;
      ops.reads.fetch_add(kCountBatch, std::memory_order_relaxed);  // in batches: threads do not bounce the line
    }
  }

  void WriterLoop(const OpenDb& db, OpCounters& ops, const std::atomic<bool>& stop, Clock::time_point start) {
    TimedWriter writer(p_.key_size, p_.value_size, 302, false);
    SplitMix64 rng{7};
    const uint64_t entry_bytes = p_.key_size + p_.value_size;
    uint64_t written_bytes = 0;
    uint64_t i = 0;
    while (!stop.load(std::memory_order_relaxed)) {
      if (p_.writer_rate_bytes_per_sec > 0) {
        // Pace like RocksDB's GenericRateLimiter that db_bench uses: a budget refilled every 100 ms, so the
        // writer bursts then sleeps ~10 times a second instead of waking (and preempting readers) per Put.
        const auto elapsed = Clock::now() - start;
        const int64_t slot = elapsed / kRefill;
        const double budget = static_cast<double>(p_.writer_rate_bytes_per_sec) *
                              std::chrono::duration<double>(kRefill).count() * static_cast<double>(slot + 1);
        if (static_cast<double>(written_bytes) >= budget) {
          std::this_thread::sleep_until(start + kRefill * (slot + 1));
          continue;  // re-check stop
        }
      }
      rocksdb::Status s = writer.Put(db, p_.writer_random ? rng.Next() % p_.keys : p_.keys + i, &write_hist_);
      if (!s.ok()) {
        writer_error_ = "Put failed: " + s.ToString();
        return;
      }
      written_bytes += entry_bytes;
      ops.writes.fetch_add(1, std::memory_order_relaxed);
      ++i;
    }
  }

  std::vector<ReaderStats> readers_;
  ReaderStats reads_;  // all readers together
  LatencyHistogram write_hist_;
  std::string writer_error_;
  double elapsed_sec_ = 0;
};

}  // namespace

Napi::Value RunTest(const Napi::CallbackInfo& info) { return QueueTest<RunWorker, RunParams>(info); }

}  // namespace rocktune
