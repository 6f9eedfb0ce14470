#include "load_test.h"

#include <chrono>
#include <vector>

#include "histogram.h"
#include "sampled_test.h"
#include "workload.h"

namespace rocktune {

namespace {

class LoadWorker final : public SampledTestWorker {
 public:
  LoadWorker(Napi::Env env, LoadParams p, Napi::Value on_progress)
      : SampledTestWorker(env, p, true, on_progress, "load"), p_(std::move(p)) {}

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

  LoadParams p_;
  LatencyHistogram hist_;
  double elapsed_sec_ = 0;
};

void ReadLoadParams(const Napi::Object& o, LoadParams* p) {
  p->keys = ParamUint(o, "keys");
  p->disable_wal = ParamBool(o, "disableWal");
  p->random_order = ParamString(o, "order") == "random";
}

}  // namespace

Napi::Value LoadTest(const Napi::CallbackInfo& info) { return QueueTest<LoadWorker>(info, ReadLoadParams); }

}  // namespace rocktune
