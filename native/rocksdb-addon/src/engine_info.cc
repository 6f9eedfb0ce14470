#include "engine_info.h"

#include <rocksdb/convenience.h>

#include "compat.h"

namespace rocktune {

std::string CompressionName(rocksdb::CompressionType t) {
  switch (t) {
    case rocksdb::kNoCompression: return "kNoCompression";
    case rocksdb::kSnappyCompression: return "kSnappyCompression";
    case rocksdb::kZlibCompression: return "kZlibCompression";
    case rocksdb::kBZip2Compression: return "kBZip2Compression";
    case rocksdb::kLZ4Compression: return "kLZ4Compression";
    case rocksdb::kLZ4HCCompression: return "kLZ4HCCompression";
    case rocksdb::kXpressCompression: return "kXpressCompression";
    case rocksdb::kZSTD: return "kZSTD";
#if !ROCKTUNE_ROCKSDB_AT_LEAST(10, 0)
    case rocksdb::kZSTDNotFinalCompression: return "kZSTDNotFinalCompression";
#endif
    case rocksdb::kDisableCompressionOption: return "kDisableCompressionOption";
    default: return "unknown(" + std::to_string(static_cast<int>(t)) + ")";
  }
}

Napi::Value EngineInfo(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  Napi::Object out = Napi::Object::New(env);
  out.Set("engine", compat::kEngineName);
  out.Set("rocksdbVersion", compat::EngineVersion());
  Napi::Array comps = Napi::Array::New(env);
  uint32_t i = 0;
  for (auto t : rocksdb::GetSupportedCompressions()) comps.Set(i++, CompressionName(t));
  out.Set("compressions", comps);
  return out;
}

}  // namespace rocktune
