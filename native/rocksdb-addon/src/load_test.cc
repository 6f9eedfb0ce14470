#include "load_test.h"

#include <chrono>
#include <vector>

#include "db_stats.h"
#include "error_codes.h"
#include "histogram.h"
#include "progress.h"
#include "sampler.h"
#include "workload.h"

namespace rocktune {

namespace {

class LoadWorker final : public EngineWorker {
 public:
  LoadWorker(Napi::Env env, LoadParams p, Napi::Value on_progress)
      : EngineWorker(env), p_(std::move(p)), progress_(env, on_progress, "load") {}

  void Execute() override {
    OpenDb db;
    std::shared_ptr<rocksdb::Statistics> stats;
    const char* code = nullptr;
    std::string message;
    if (!OpenTestDb({p_.options_path, p_.db_path, p_.mem_limit_bytes, true, p_.sandbox_root, p_.block_cache_bytes}, &db, &stats, &code, &message)) {
      return Fail(code, message);
    }
    OpCounters ops;
    Sampler sampler(db.db(), db.default_cf(), stats.get(), &ops, [this](const Sample& s) { progress_.Post(s); });
    ValueSource values(p_.value_size, 301);
    std::vector<char> key(p_.key_size);
    rocksdb::WriteOptions wo;
    wo.disableWAL = p_.disable_wal;

    using Clock = std::chrono::steady_clock;
    PrepareTimedThread();
    sampler.Start();
    const auto start = Clock::now();
    for (uint64_t i = 0; i < p_.keys; ++i) {
      EncodeKey(i, p_.key_size, key.data());
      rocksdb::Status s = TimedPut(db, wo, key, &values, &hist_);
      if (!s.ok()) {
        sampler.Stop();
        return FailIo(db, "Put failed at key " + std::to_string(i) + ": " + s.ToString());
      }
      ops.writes.fetch_add(1, std::memory_order_relaxed);
    }
    elapsed_sec_ = std::chrono::duration<double>(Clock::now() - start).count();
    sampler.Stop();
    snapshot_ = TakeSnapshot(db.db(), db.default_cf(), stats.get(), db.flushed_at_open());
    max_l0_ = sampler.MaxL0Files();
    samples_ = sampler.Samples();
    rocksdb::Status s = db.Close();
    if (!s.ok()) return FailIo(db, "Close failed: " + s.ToString());
  }

  void OnOK() override {
    progress_.Release();
    Napi::Env env = Env();
    Napi::Object o = Napi::Object::New(env);
    o.Set("ops", static_cast<double>(hist_.Count()));
    o.Set("elapsedSec", elapsed_sec_);
    o.Set("userBytes", static_cast<double>(hist_.Count() * (p_.key_size + p_.value_size)));
    o.Set("latency", LatencyToJs(env, hist_));
    o.Set("stats", SnapshotToJs(env, snapshot_));
    o.Set("maxL0Files", static_cast<double>(max_l0_));
    Napi::Array arr = Napi::Array::New(env, samples_.size());
    for (uint32_t i = 0; i < samples_.size(); ++i) arr.Set(i, SampleToJs(env, samples_[i]));
    o.Set("samples", arr);
    deferred_.Resolve(o);
  }

  void OnError(const Napi::Error& e) override {
    progress_.Release();
    EngineWorker::OnError(e);
  }

 private:
  LoadParams p_;
  ProgressChannel progress_;
  LatencyHistogram hist_;
  double elapsed_sec_ = 0;
  DbStatsSnapshot snapshot_;
  int64_t max_l0_ = 0;
  std::vector<Sample> samples_;
};

}  // namespace

Napi::Value LoadTest(const Napi::CallbackInfo& info) {
  if (info.Length() < 1 || !info[0].IsObject()) throw Napi::TypeError::New(info.Env(), "Expected an object for params");
  Napi::Object o = info[0].As<Napi::Object>();
  LoadParams p;
  ReadTestDbParams(o, &p);
  p.keys = ParamUint(o, "keys");
  p.disable_wal = ParamBool(o, "disableWal");
  auto* w = new LoadWorker(info.Env(), std::move(p), info.Length() > 1 ? info[1] : info.Env().Undefined());
  Napi::Promise promise = w->Promise();
  w->Queue();
  return promise;
}

}  // namespace rocktune
