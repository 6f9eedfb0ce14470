#pragma once
#include <napi.h>

namespace rocktune {
// Test hook: crashForTest("abort" | "segv") kills the process from a pool thread, the way a RocksDB
// assertion or a bad pointer would. Used only to prove that lib/ survives a crashing engine.
Napi::Value CrashForTest(const Napi::CallbackInfo& info);
}  // namespace rocktune
