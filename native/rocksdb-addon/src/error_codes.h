// Stable error codes shared with lib/errors.ts. Callers branch on err.code, never on messages.
#pragma once

namespace rocktune {
namespace codes {
constexpr const char* kInvalidArgument = "ENGINE_INVALID_ARGUMENT";  // a param the C++ side cannot read
constexpr const char* kOptionsRejected = "ENGINE_OPTIONS_REJECTED";  // RocksDB refused the OPTIONS file
constexpr const char* kOpenFailed = "ENGINE_OPEN_FAILED";            // DB::Open failed for a non-options reason
constexpr const char* kIoError = "ENGINE_IO_ERROR";                  // a Put/Get/Close returned an error
constexpr const char* kDiskSpace = "ENGINE_DISK_SPACE";              // the disk filled up (ENOSPC) during a test
constexpr const char* kCrashed = "ENGINE_CRASHED";  // a C++ exception escaped RocksDB (an abort elsewhere)
}  // namespace codes
}  // namespace rocktune
