#pragma once
#include <napi.h>

#include <cstdint>
#include <string>

#include "common.h"

namespace rocktune {

// The baton for T2 (a fill of an empty DB: sequential keys, or uniform random keys with overwrites).
struct LoadParams : TestDbParams {
  uint64_t keys = 0;
  bool disable_wal = false;
  bool random_order = false;  // keys drawn uniformly from [0, keys), like db_bench's fillrandom
};

// loadTest(params, onProgress?) -> Promise<raw result>
Napi::Value LoadTest(const Napi::CallbackInfo& info);

}  // namespace rocktune
