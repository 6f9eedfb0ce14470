#pragma once
#include <napi.h>

#include <cstdint>
#include <string>

#include "common.h"

namespace rocktune {

// The baton for T5 (readers doing random point reads + one writer, on the DB loaded by T2).
struct RunParams : TestDbParams {
  uint64_t keys = 0;  // keys present from T2: readers pick uniformly in [0, keys)
  uint64_t readers = 1;
  double duration_sec = 0;                 // always given (lib/schema.ts holds the default)
  uint64_t writer_rate_bytes_per_sec = 0;  // 0 = unlimited
  bool writer_random = false;  // false: new keys keys, keys+1, ... (T5); true: overwrite random keys (db_bench)
};

// runTest(params, onProgress?) -> Promise<raw result>
Napi::Value RunTest(const Napi::CallbackInfo& info);

}  // namespace rocktune
