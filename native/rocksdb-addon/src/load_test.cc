#include "load_test.h"

#include <chrono>
#include <vector>

#include "histogram.h"
#include "sampled_test.h"
#include "test_params.h"
#include "workload.h"

namespace rocktune {

namespace {

class LoadWorker final : public SampledTest<LoadParams, TestPhase::kLoad> {
 public:
  using SampledTest::SampledTest;

 private:
  std::string Workload(const OpenDb& db, OpCounters& ops) override {
    TimedWriter writer(p_.key_size, p_.value_size, 301, p_.disable_wal);
    SplitMix64 rng{11};
    const auto start = Clock::now();
    for (uint64_t i = 0; i < p_.keys; ++i) {
      rocksdb::Status s = writer.Put(db, p_.random_order ? rng.Next() % p_.keys : i, &hist_);
      if (!s.ok()) return "Put failed at key " + std::to_string(i) + ": " + s.ToString();
      ops.writes.fetch_add(1, std::memory_order_relaxed);
    }
    elapsed_sec_ = std::chrono::duration<double>(Clock::now() - start).count();
    return "";
  }

  void AddResults(Napi::Env env, Napi::Object o) const override {
    o.Set("ops", static_cast<double>(hist_.Count()));
    o.Set("elapsedSec", elapsed_sec_);
    o.Set("userBytes", static_cast<double>(hist_.Count() * (p_.key_size + p_.value_size)));
    o.Set("latency", LatencyToJs(env, hist_));
  }

  LatencyHistogram hist_;
  double elapsed_sec_ = 0;
};

}  // namespace

Napi::Value LoadTest(const Napi::CallbackInfo& info) { return QueueTest<LoadWorker, LoadParams>(info); }

}  // namespace rocktune
