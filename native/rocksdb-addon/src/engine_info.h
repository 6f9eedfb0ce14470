#pragma once
#include <napi.h>
#include <rocksdb/options.h>  // CompressionType (6.4.6 has no compression_type.h)

#include <string>

namespace rocktune {
// The OPTIONS-file name of a compression type, e.g. kZSTD -> "kZSTD".
std::string CompressionName(rocksdb::CompressionType t);
// engineInfo(): { rocksdbVersion, compressions[] } — synchronous, it only reads constants.
Napi::Value EngineInfo(const Napi::CallbackInfo& info);
}  // namespace rocktune
