// checkOptionsText(text): one OPTIONS text through the linked engine's loader and DB::Open, entirely in
// an in-memory Env (nothing touches the disk, whatever paths the file names), synchronously. Meant for
// a dedicated child process that checks thousands of files in a row (lib/batch-check.ts).
#pragma once
#include <napi.h>

namespace rocktune {
// -> { accepted, stage: "load"|"open"|"close"|"persist"|"", status, persistedText,
//      rateLimiterBytesPerSec (-1 = none), rateLimiterBytesPerSecExact (the same in decimal, exact),
//      columnFamilies: [{ name, blockCacheBytes, blockCacheBytesExact }] }
Napi::Value CheckOptionsText(const Napi::CallbackInfo& info);
}  // namespace rocktune
