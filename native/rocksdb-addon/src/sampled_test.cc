#include "sampled_test.h"

namespace rocktune {

SampledTestWorker::SampledTestWorker(Napi::Env env, const TestDbParams& p, TestPhase phase, Napi::Value on_progress)
    : EngineWorker(env),
      open_{p.options_path, p.db_path, phase == TestPhase::kLoad, p.sandbox_root, p.block_cache_bytes, {}},
      progress_(env, on_progress, phase == TestPhase::kLoad ? "load" : "run") {}

void SampledTestWorker::Execute() {
  OpenDb db;
  std::shared_ptr<rocksdb::Statistics> stats;
  const char* code = nullptr;
  std::string message;
  if (!OpenTestDb(open_, &db, &stats, &code, &message)) return Fail(code, message);
  OpCounters ops;
  Sampler sampler(db.db(), db.default_cf(), stats.get(), &ops, [this](const Sample& s) { progress_.Post(s); });
  sampler.Start();
  const std::string error = Workload(db, ops);
  sampler.Stop();
  if (!error.empty()) return FailIo(db, error);
  snapshot_ = TakeSnapshot(db.db(), db.default_cf(), stats.get(), db.flushed_at_open());
  max_l0_ = sampler.MaxL0Files();
  samples_ = sampler.Samples();
  rocksdb::Status s = db.Close();
  if (!s.ok()) return FailIo(db, "Close failed: " + s.ToString());
}

void SampledTestWorker::OnOK() {
  progress_.Release();
  Napi::Env env = Env();
  Napi::Object o = Napi::Object::New(env);
  AddResults(env, o);
  o.Set("stats", SnapshotToJs(env, snapshot_));
  o.Set("maxL0Files", static_cast<double>(max_l0_));
  Napi::Array arr = Napi::Array::New(env, samples_.size());
  for (uint32_t i = 0; i < samples_.size(); ++i) arr.Set(i, SampleToJs(env, samples_[i]));
  o.Set("samples", arr);
  deferred_.Resolve(o);
}

void SampledTestWorker::OnError(const Napi::Error& e) {
  progress_.Release();
  EngineWorker::OnError(e);
}

}  // namespace rocktune
