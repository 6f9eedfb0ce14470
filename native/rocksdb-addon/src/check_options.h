#pragma once
#include <napi.h>

#include <cstdint>
#include <string>
#include <vector>

namespace rocktune {

// The baton: copied from JS on the main thread, the only thing Execute() reads.
struct CheckParams {
  std::string options_path;        // the OPTIONS text, already written to a file by lib/
  std::string db_path;             // fresh, empty directory inside the run's temp dir
  std::string sandbox_root;        // see CheckSandbox
  uint64_t block_cache_bytes = 0;  // see ApplyBlockCache
};

struct LiveCfValues {  // values RocksDB applies but never writes to OPTIONS-NNNNNN
  std::string name;
  int64_t block_cache_bytes = -1;  // -1 = none
  int64_t blob_cache_bytes = -1;
};

struct CheckOutcome {
  bool accepted = false;
  std::string stage;   // where it was refused: "load" | "open" | "close" | "persist"; "" when accepted
  std::string status;  // RocksDB's Status::ToString()
  std::string persisted_file;
  std::string persisted_text;
  int64_t rate_limiter_bytes_per_sec = -1;
  std::vector<LiveCfValues> cfs;
  std::vector<std::string> log_warnings;  // "[WARN]" lines of the DB's LOG
};

// checkOptions({optionsPath, dbPath, sandboxRoot, blockCacheBytes}) -> Promise<outcome>: LoadOptionsFile, the
// sandbox check, DB::Open, Close, then the OPTIONS file RocksDB persisted, the live cache sizes and the LOG's [WARN]
// lines.
Napi::Value CheckOptions(const Napi::CallbackInfo& info);

}  // namespace rocktune
