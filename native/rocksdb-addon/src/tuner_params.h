// JS params -> the plain structs of the tuner workloads and controllers (main thread only). Every bad value throws a
// RangeError/TypeError with code ENGINE_INVALID_ARGUMENT naming the field.
#pragma once
#include <napi.h>

#include <string>

#include "controller_compaction.h"
#include "controller_l0.h"
#include "tuner_test.h"

namespace rocktune {

CompactionTunerConfig ReadCompactionConfig(const Napi::Object& c);
L0TunerConfig ReadL0Config(const Napi::Object& c);
// tunerTest(params) beyond the test DB's params: the workload (sine or phases), the read phase, the controller.
void ReadTunerParams(const Napi::Object& o, TunerParams* out);

}  // namespace rocktune
