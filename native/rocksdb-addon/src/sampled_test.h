// The frame T2 (load_test.cc) and T5 (run_test.cc) share: open the test DB with statistics, sample it every second to
// the progress channel while the test's workload runs, then read the statistics snapshot, the highest L0 file count
// and the samples, close the DB, and resolve with {stats, maxL0Files, samples} plus the fields the test adds.
#pragma once
#include <napi.h>

#include <cstdint>
#include <string>
#include <vector>

#include "common.h"
#include "db_stats.h"
#include "progress.h"
#include "sampler.h"
#include "workload.h"

namespace rocktune {

class SampledTestWorker : public EngineWorker {
 protected:
  // `create`: the test creates its DB (T2) or opens the one a previous test left (T5). `phase` names the progress
  // events.
  SampledTestWorker(Napi::Env env, const TestDbParams& p, bool create, Napi::Value on_progress, const char* phase);

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

}  // namespace rocktune
