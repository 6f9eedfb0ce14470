// The frame T2 (load_test.cc) and T5 (run_test.cc) share: open the test DB with statistics, sample it every second to
// the progress channel while the test's workload runs, then read the statistics snapshot, the highest L0 file count
// and the samples, close the DB, and resolve with {stats, maxL0Files, samples} plus the fields the test adds.
#pragma once
#include <napi.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "common.h"
#include "db_stats.h"
#include "progress.h"
#include "sampler.h"
#include "workload.h"

namespace rocktune {

// Which test: T2 ("load") creates its DB, T5 ("run") opens the one T2 left. The name is the progress events' phase.
enum class TestPhase { kLoad, kRun };

class SampledTestWorker : public EngineWorker {
 protected:
  SampledTestWorker(Napi::Env env, const TestDbParams& p, TestPhase phase, Napi::Value on_progress);

  // The test's workload, on the open DB while the sampler reads `ops`. Returns "" or the I/O failure that ends the
  // test.
  virtual std::string Workload(const OpenDb& db, OpCounters& ops) = 0;
  // The test's own fields of the result (main thread).
  virtual void AddResults(Napi::Env env, Napi::Object result) const = 0;

 private:
  void Execute() final;
  void OnOK() final;
  void OnError(const Napi::Error& e) final;

  OpenRequest open_;
  ProgressChannel progress_;
  DbStatsSnapshot snapshot_;
  int64_t max_l0_ = 0;
  std::vector<Sample> samples_;
};

// A sampled test of `kPhase` on its params, which its workload reads as p_. Its constructor is the one QueueTest calls.
template <typename Params, TestPhase kPhase>
class SampledTest : public SampledTestWorker {
 public:
  SampledTest(Napi::Env env, Params p, Napi::Value on_progress)
      : SampledTestWorker(env, p, kPhase, on_progress), p_(std::move(p)) {}

 protected:
  const Params p_;
};

}  // namespace rocktune
