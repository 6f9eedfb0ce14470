#include "batch_check.h"

#include <rocksdb/cache.h>
#include <rocksdb/db.h>
#include <rocksdb/env.h>
#include <rocksdb/rate_limiter.h>
#include <rocksdb/table.h>
#include <rocksdb/utilities/options_util.h>
#include <rocksdb/version.h>

#include <cstdarg>
#include <memory>
#include <string>
#include <vector>

#include "compat.h"

namespace rocktune {

namespace {

constexpr const char* kOptionsPath = "/rocktune-batch/OPTIONS";
constexpr const char* kDbPath = "/rocktune-batch/db";

struct CfLive {
  std::string name;
  int64_t block_cache_bytes = -1;
  // The same capacity in decimal, exact: a double cannot tell 2^63-1 from 2^63.
  std::string block_cache_exact = "-1";
};

struct Verdict {
  bool accepted = false;
  std::string stage;
  std::string status = "OK";
  std::string persisted_text;
  int64_t rate_limiter_bytes_per_sec = -1;
  std::string rate_limiter_exact = "-1";
  std::vector<CfLive> cfs;
};

void BlockCacheBytes(const rocksdb::ColumnFamilyOptions& cf, CfLive* c) {
  const auto* bbt = compat::BlockBasedOptions(cf);
  if (!bbt || !bbt->block_cache || bbt->no_block_cache) return;
  const size_t capacity = bbt->block_cache->GetCapacity();
  c->block_cache_bytes = static_cast<int64_t>(capacity);
  c->block_cache_exact = std::to_string(capacity);
}

// The judged DB gets this logger instead of a LOG file it would own and close: TRocksDB 6.4.6 cannot close the
// logger of an in-memory Env (DB::Close answered "Not implemented" for every file), and nothing reads the LOG.
class DiscardLogger : public rocksdb::Logger {
 public:
  using rocksdb::Logger::Logv;
  void Logv(const char* /*format*/, va_list /*ap*/) override {}
  rocksdb::Status Close() override { return rocksdb::Status::OK(); }
};

// The DB is opened, read back and closed before the Env it lives in goes away.
void CheckInEnv(rocksdb::Env* env, const std::string& text, Verdict* v) {
  auto fail = [v](const char* stage, const rocksdb::Status& s) {
    v->accepted = false;
    v->stage = stage;
    v->status = s.ToString();
  };
  rocksdb::Status s = env->CreateDirIfMissing("/rocktune-batch");
  if (s.ok()) s = rocksdb::WriteStringToFile(env, text, kOptionsPath, false);
  if (!s.ok()) return fail("load", s);

  rocksdb::DBOptions db_opts;
  std::vector<rocksdb::ColumnFamilyDescriptor> cfs;
  s = compat::LoadOptionsFromFile(kOptionsPath, &db_opts, &cfs, env);
  if (!s.ok()) return fail("load", s);
  for (const auto& cf : cfs) {
    // An unknown [TableOptions/...] section loads as a null factory that DB::Open dereferences.
    if (!cf.options.table_factory) {
      return fail("load",
                  rocksdb::Status::InvalidArgument("column family \"" + cf.name + "\" has a null table factory"));
    }
  }
  // DB::Open starts these threads at once; a mutated huge count takes every thread the host has before the
  // process aborts, and other processes on the host then cannot fork. The batch judge does not open such a file
  // and records a refusal (rules.md L-engine-abort flags the same counts).
  constexpr int kMaxThreads = 8192;
  if (db_opts.max_background_jobs > kMaxThreads || db_opts.max_background_compactions > kMaxThreads ||
      db_opts.max_background_flushes > kMaxThreads || db_opts.max_file_opening_threads > kMaxThreads) {
    return fail("open",
                rocksdb::Status::Aborted(
                    "not opened by rocktune: more than 8192 threads at DB::Open would exhaust the host's threads"));
  }
  // Likewise per-level state: 100,000 levels opened in 22 s, 2^31-1 mapped 17 GB within seconds and drew the
  // OOM killer onto a shared host (rules.md L-engine-abort errs above 10,000 levels).
  constexpr int kMaxLevels = 100000;
  for (const auto& cf : cfs) {
    if (cf.options.num_levels > kMaxLevels) {
      return fail("open",
                  rocksdb::Status::Aborted(
                      "not opened by rocktune: num_levels above 100000 would take gigabytes and hours at DB::Open"));
    }
  }
  db_opts.env = env;
  db_opts.info_log = std::make_shared<DiscardLogger>();
  db_opts.create_if_missing = true;
  db_opts.create_missing_column_families = true;

  rocksdb::DB* db = nullptr;
  std::vector<rocksdb::ColumnFamilyHandle*> handles;
  s = rocksdb::DB::Open(db_opts, kDbPath, cfs, &handles, &db);
  if (!s.ok()) return fail("open", s);
  rocksdb::DBOptions live = db->GetDBOptions();
  if (live.rate_limiter) {
    v->rate_limiter_bytes_per_sec = live.rate_limiter->GetBytesPerSecond();
    v->rate_limiter_exact = std::to_string(v->rate_limiter_bytes_per_sec);
  }
  for (auto* h : handles) {
    CfLive c;
    c.name = h->GetName();
    rocksdb::ColumnFamilyDescriptor desc;
    if (h->GetDescriptor(&desc).ok()) BlockCacheBytes(desc.options, &c);
    v->cfs.push_back(c);
    db->DestroyColumnFamilyHandle(h);
  }
  s = db->Close();
  delete db;
  if (!s.ok()) return fail("close", s);

  std::string name;
  s = rocksdb::GetLatestOptionsFileName(kDbPath, env, &name);
  if (s.ok()) s = rocksdb::ReadFileToString(env, std::string(kDbPath) + "/" + name, &v->persisted_text);
  if (!s.ok()) return fail("persist", s);
  v->accepted = true;
}

}  // namespace

Napi::Value CheckOptionsText(const Napi::CallbackInfo& info) {
  Napi::Env js = info.Env();
  if (info.Length() < 1 || !info[0].IsString()) throw Napi::TypeError::New(js, "Expected the OPTIONS text as a string");
  const std::string text = info[0].As<Napi::String>().Utf8Value();
  Verdict v;
  {
    std::unique_ptr<rocksdb::Env> env(rocksdb::NewMemEnv(rocksdb::Env::Default()));
    CheckInEnv(env.get(), text, &v);
  }
  Napi::Object o = Napi::Object::New(js);
  o.Set("accepted", v.accepted);
  o.Set("stage", v.stage);
  o.Set("status", v.status);
  o.Set("persistedText", v.persisted_text);
  o.Set("rateLimiterBytesPerSec", Napi::Number::New(js, static_cast<double>(v.rate_limiter_bytes_per_sec)));
  o.Set("rateLimiterBytesPerSecExact", v.rate_limiter_exact);
  Napi::Array cfs = Napi::Array::New(js, v.cfs.size());
  for (uint32_t i = 0; i < v.cfs.size(); ++i) {
    Napi::Object c = Napi::Object::New(js);
    c.Set("name", v.cfs[i].name);
    c.Set("blockCacheBytes", Napi::Number::New(js, static_cast<double>(v.cfs[i].block_cache_bytes)));
    c.Set("blockCacheBytesExact", v.cfs[i].block_cache_exact);
    cfs.Set(i, c);
  }
  o.Set("columnFamilies", cfs);
  return o;
}

}  // namespace rocktune
