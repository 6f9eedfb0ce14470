// The JS -> C++ param contract of the workload tests (loadTest T2, runTest T5, tunerTest and the controller configs it
// takes), all read in this file (main thread only): a test's params are the test DB's (ReadTestDbParams), then its own
// (the ReadOwnParams for its struct). lib/schema.ts holds the same contract on the JS side, with the defaults. Every
// bad value throws a RangeError/TypeError with code ENGINE_INVALID_ARGUMENT naming the field.
#pragma once
#include <napi.h>

#include <string>
#include <utility>

#include "common.h"
#include "controller_compaction.h"
#include "controller_l0.h"
#include "load_test.h"
#include "run_test.h"
#include "tuner_test.h"

namespace rocktune {

// optionsPath, dbPath, sandboxRoot, keySize (>= 8, db_bench's key layout), valueSize, blockCacheBytes.
void ReadTestDbParams(const Napi::Object& o, TestDbParams* p);

// keys, disableWal, order.
void ReadOwnParams(const Napi::Object& o, LoadParams* p);
// keys, readers, durationSec, writerRateBytesPerSec, writerKeys.
void ReadOwnParams(const Napi::Object& o, RunParams* p);
// The workload (sine or phases), the read phase, the controller.
void ReadOwnParams(const Napi::Object& o, TunerParams* p);

CompactionTunerConfig ReadCompactionConfig(const Napi::Object& c);
L0TunerConfig ReadL0Config(const Napi::Object& c);

// A workload test's entry point: reads its params, queues its worker with the progress callback and returns the
// worker's Promise.
template <typename Worker, typename Params>
Napi::Value QueueTest(const Napi::CallbackInfo& info) {
  Napi::Object o = ParamsArg(info);
  Params p;
  ReadTestDbParams(o, &p);
  ReadOwnParams(o, &p);
  return (new Worker(info.Env(), std::move(p), ProgressArg(info)))->QueueForPromise();
}

}  // namespace rocktune
