#pragma once
#include <napi.h>

#include <cstdint>
#include <string>

#include "common.h"

namespace rocktune {

// The baton for T2 (sequential fill of an empty DB).
struct LoadParams : TestDbParams {
  uint64_t keys = 0;
  bool disable_wal = false;
};

// loadTest(params, onProgress?) -> Promise<raw result>
Napi::Value LoadTest(const Napi::CallbackInfo& info);

}  // namespace rocktune
