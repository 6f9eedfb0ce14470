#include "string_options.h"

#include <rocksdb/convenience.h>
#include <rocksdb/env.h>
#include <rocksdb/rate_limiter.h>
#include <rocksdb/table.h>

#include <memory>
#include <string>
#include <vector>

#include "compat.h"

namespace rocktune {

namespace {

#ifdef ROCKTUNE_HAS_CONFIG_OPTIONS
// The file loader's settings (compat::LoadOptionsFromFile): unknown options fatal, escaped strings unescaped.
rocksdb::ConfigOptions LoaderConfig() {
  rocksdb::ConfigOptions cfg;
  cfg.ignore_unknown_options = false;
  cfg.input_strings_escaped = true;
  return cfg;
}

// block_cache and the rate limiter are never serialized (kDontSerialize): their sizes are reported on their own, -1
// for none.
Napi::Object Serialized(Napi::Env js, const rocksdb::Status& s, const rocksdb::DBOptions& db,
                        const rocksdb::ColumnFamilyOptions& cf) {
  Napi::Object o = Napi::Object::New(js);
  o.Set("status", s.ToString());
  if (!s.ok()) return o;
  rocksdb::ConfigOptions out;
  std::string db_text, cf_text, table_text;
  rocksdb::Status w = rocksdb::GetStringFromDBOptions(out, db, &db_text);
  if (w.ok()) w = rocksdb::GetStringFromColumnFamilyOptions(out, cf, &cf_text);
  // GetStringFromColumnFamilyOptions names the table factory only; its own options come from the factory.
  if (w.ok() && cf.table_factory) w = cf.table_factory->GetOptionString(out, &table_text);
  o.Set("status", w.ToString());
  o.Set("db", db_text);
  o.Set("cf", cf_text);
  o.Set("table", table_text);
  const auto* bbt = compat::BlockBasedOptions(cf);
  const bool cached = bbt && bbt->block_cache && !bbt->no_block_cache;
  o.Set("blockCacheBytes", Napi::Number::New(js, cached ? static_cast<double>(bbt->block_cache->GetCapacity()) : -1));
  const double limit = db.rate_limiter ? static_cast<double>(db.rate_limiter->GetBytesPerSecond()) : -1;
  o.Set("rateLimiterBytesPerSec", Napi::Number::New(js, limit));
  return o;
}
#endif

std::string StringArg(const Napi::CallbackInfo& info, size_t i, const char* what) {
  if (info.Length() <= i || !info[i].IsString())
    throw Napi::TypeError::New(info.Env(), std::string("Expected ") + what);
  return info[i].As<Napi::String>().Utf8Value();
}

}  // namespace

Napi::Value OptionsFromStrings(const Napi::CallbackInfo& info) {
  const std::string db_string = StringArg(info, 0, "the DBOptions string");
  const std::string cf_string = StringArg(info, 1, "the ColumnFamilyOptions string");
#ifdef ROCKTUNE_HAS_CONFIG_OPTIONS
  const rocksdb::ConfigOptions cfg = LoaderConfig();
  rocksdb::DBOptions db;
  rocksdb::ColumnFamilyOptions cf;
  rocksdb::Status s = rocksdb::GetDBOptionsFromString(cfg, rocksdb::DBOptions(), db_string, &db);
  if (s.ok()) s = rocksdb::GetColumnFamilyOptionsFromString(cfg, rocksdb::ColumnFamilyOptions(), cf_string, &cf);
  return Serialized(info.Env(), s, db, cf);
#else
  throw Napi::Error::New(info.Env(), "option strings need an engine with ConfigOptions (RocksDB 7.0 or later)");
#endif
}

// The first column family the file names ("default" in the files rocktune writes).
Napi::Value OptionsFromFileText(const Napi::CallbackInfo& info) {
  const std::string text = StringArg(info, 0, "the OPTIONS text");
#ifdef ROCKTUNE_HAS_CONFIG_OPTIONS
  std::unique_ptr<rocksdb::Env> env(rocksdb::NewMemEnv(rocksdb::Env::Default()));
  const std::string path = "/rocktune-strings/OPTIONS";
  rocksdb::Status s = env->CreateDirIfMissing("/rocktune-strings");
  if (s.ok()) s = rocksdb::WriteStringToFile(env.get(), text, path, false);
  rocksdb::DBOptions db;
  std::vector<rocksdb::ColumnFamilyDescriptor> cfs;
  if (s.ok()) s = compat::LoadOptionsFromFile(path, &db, &cfs, env.get());
  if (s.ok() && cfs.empty()) s = rocksdb::Status::InvalidArgument("the file names no column family");
  return Serialized(info.Env(), s, db, s.ok() ? cfs[0].options : rocksdb::ColumnFamilyOptions());
#else
  throw Napi::Error::New(info.Env(), "option strings need an engine with ConfigOptions (RocksDB 7.0 or later)");
#endif
}

}  // namespace rocktune
