// One per-second sample of a tuner workload, and the channel that streams samples to JS while the test runs.
#pragma once
#include <napi.h>

#include <cstdint>
#include <string>

#include "l0_triggers.h"
#include "progress.h"

namespace rocktune {

struct TunerSample {
  double t_sec = 0;
  int phase = -1;                 // phases workload: index into the cycle
  double cap_bytes_per_sec = -1;  // the writer's cap at the sample time (-1: unlimited / writer off)
  uint64_t writes = 0;            // this interval
  uint64_t write_bytes = 0;
  uint64_t reads = 0;
  double stall_micros = 0;
  int64_t l0_files = 0;
  int64_t pending_compaction_bytes = 0;
  uint64_t flush_bytes = 0;    // cumulative rocksdb.flush.write.bytes
  uint64_t compact_bytes = 0;  // cumulative rocksdb.compact.write.bytes
  bool compactions_disabled = false;
  L0Triggers triggers;
};

Napi::Object TunerSampleToJs(Napi::Env env, const TunerSample& s);

// The tuner tests' progress channel (progress.h), for this sample type.
using TunerProgress = ProgressChannelOf<TunerSample, TunerSampleToJs>;

}  // namespace rocktune
