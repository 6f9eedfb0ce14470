// JS params -> the plain structs of the tuner workloads and controllers (main thread only). Every bad value throws a
// RangeError/TypeError with code ENGINE_INVALID_ARGUMENT naming the field.
#pragma once
#include <napi.h>

#include <string>

#include "controller_compaction.h"
#include "controller_l0.h"
#include "tuner_test.h"

namespace rocktune {

// o[name] as an object, or a TypeError.
Napi::Object ObjectParam(const Napi::Object& o, const char* name);
[[noreturn]] void ThrowRange(Napi::Env env, const std::string& msg);

CompactionTunerConfig ReadCompactionConfig(const Napi::Object& c);
L0TunerConfig ReadL0Config(const Napi::Object& c);
// The whole tunerTest(params): the DB params, the workload (sine or phases), the read phase, the controller.
TunerParams ReadTunerParams(const Napi::Object& o);

}  // namespace rocktune
