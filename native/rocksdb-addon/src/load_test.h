#pragma once
#include <napi.h>

#include <cstdint>
#include <string>

namespace rocktune {

// The baton for T2 (sequential fill of an empty DB).
struct LoadParams {
  std::string options_path;
  std::string db_path;
  uint64_t keys = 0;
  uint64_t key_size = 20;
  uint64_t value_size = 800;
  uint64_t mem_limit_bytes = 0;
  bool disable_wal = false;
};

// loadTest(params, onProgress?) -> Promise<raw result>
Napi::Value LoadTest(const Napi::CallbackInfo& info);

}  // namespace rocktune
