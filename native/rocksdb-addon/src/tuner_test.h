// The workloads the run-time tuners are judged on, with a controller optionally running beside them:
//  - "sine" (thesis §3.4.2): one writer of random keys whose byte rate is capped at a*sin(b*t + c) + d
//    (t = seconds since start, recomputed every interval_ms like db_bench's --sine_write_rate_interval_milliseconds),
//    optionally a constant low rate after after_sec (the thesis's sine_finished 10 MB/s tail).
//  - "phases" (for dynamic-l0): a cycle of phases, each with its own writer rate and number of readers,
//    e.g. write-heavy (writer unlimited, no readers) then read-heavy (readers, writer paused).
// Both end with an optional random-read phase on the resulting DB, with compactions disabled first (thesis Fig. 4.2).
#pragma once
#include <napi.h>

#include <cstdint>
#include <string>
#include <vector>

#include "common.h"
#include "controller_compaction.h"
#include "controller_l0.h"

namespace rocktune {

struct PhaseSpec {
  double duration_sec = 1;
  uint64_t write_rate_bytes_per_sec = 0;  // 0 = unlimited (when writer is on)
  bool writer = true;
  uint64_t readers = 0;
};

struct TunerParams : TestDbParams {
  uint64_t key_space = 100000;  // keys drawn uniformly in [0, key_space)
  double duration_sec = 60;
  bool disable_wal = false;
  std::string workload = "sine";  // "sine" | "phases"
  // sine
  double sine_a = 0, sine_b = 0, sine_c = 0, sine_d = 0;
  double sine_interval_ms = 1000;
  double after_sec = 0;  // 0 = the sine runs for the whole duration
  uint64_t after_rate_bytes_per_sec = 0;
  // phases
  std::vector<PhaseSpec> phases;
  // final read phase
  double read_sec = 0;
  uint64_t read_threads = 1;
  // controller
  std::string controller = "none";  // "none" | "auto-tuned-compactions" | "dynamic-l0"
  CompactionTunerConfig compaction;
  L0TunerConfig l0;
  uint64_t rate_limiter_bytes_per_sec = 0;  // 0: the OPTIONS file's rate_limiter_bytes_per_sec
};

// The pure sine cap of the thesis (Fig. 3.12), in bytes/s, at t seconds.
double SineRate(double a, double b, double c, double d, double t);

// tunerTest(params, onProgress?) -> Promise<raw result>
Napi::Value TunerTest(const Napi::CallbackInfo& info);

}  // namespace rocktune
