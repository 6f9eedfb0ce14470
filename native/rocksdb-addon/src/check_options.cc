#include "check_options.h"

#include <rocksdb/cache.h>
#include <rocksdb/rate_limiter.h>
#include <rocksdb/utilities/options_util.h>

#include <fstream>
#include <sstream>

#include "common.h"
#include "compat.h"

namespace rocktune {

namespace {

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<std::string> WarnLines(const std::string& log_text) {
  std::vector<std::string> out;
  std::istringstream in(log_text);
  std::string line;
  while (std::getline(in, line)) {
    if (line.find("[WARN]") != std::string::npos) out.push_back(line);
  }
  return out;
}

class CheckWorker final : public EngineWorker {
 public:
  CheckWorker(Napi::Env env, CheckParams p) : EngineWorker(env), p_(std::move(p)) {}

  void Execute() override {
    LoadedOptions opts;
    rocksdb::Status s = LoadOptionsFile(p_.options_path, &opts);
    if (s.ok()) s = CheckSandbox(opts, p_.sandbox_root, p_.db_path);
    if (!s.ok()) return Reject("load", s);
    ApplyBlockCache(&opts, p_.block_cache_bytes);
    OpenDb db;
    s = db.Open(opts, p_.db_path);
    if (IsNoSpace(s.ToString())) return FailIo(db, "DB::Open failed: " + s.ToString());  // a full disk is no verdict
    if (!s.ok()) return Reject("open", s);
    CaptureLiveValues(db);
    s = db.Close();
    if (IsNoSpace(s.ToString())) return FailIo(db, "Close failed: " + s.ToString());
    if (!s.ok()) return Reject("close", s);
    std::string name;
    s = rocksdb::GetLatestOptionsFileName(p_.db_path, rocksdb::Env::Default(), &name);
    if (!s.ok()) return Reject("persist", s);
    out_.accepted = true;
    out_.status = "OK";
    out_.persisted_file = name;
    out_.persisted_text = ReadFile(p_.db_path + "/" + name);
    out_.log_warnings = WarnLines(ReadFile(p_.db_path + "/LOG"));
  }

  void OnOK() override {
    Napi::Env env = Env();
    Napi::Object o = Napi::Object::New(env);
    o.Set("accepted", out_.accepted);
    o.Set("stage", out_.stage);
    o.Set("status", out_.status);
    o.Set("persistedFile", out_.persisted_file);
    // bytes, not a string: a string would replace what is not UTF-8 (db_host_id=caf\xe9) with U+FFFD
    o.Set("persistedText", Napi::Buffer<char>::Copy(env, out_.persisted_text.data(), out_.persisted_text.size()));
    o.Set("rateLimiterBytesPerSec", Napi::Number::New(env, static_cast<double>(out_.rate_limiter_bytes_per_sec)));
    Napi::Array cfs = Napi::Array::New(env);
    for (uint32_t i = 0; i < out_.cfs.size(); ++i) {
      Napi::Object c = Napi::Object::New(env);
      c.Set("name", out_.cfs[i].name);
      c.Set("blockCacheBytes", Napi::Number::New(env, static_cast<double>(out_.cfs[i].block_cache_bytes)));
      c.Set("blobCacheBytes", Napi::Number::New(env, static_cast<double>(out_.cfs[i].blob_cache_bytes)));
      cfs.Set(i, c);
    }
    o.Set("columnFamilies", cfs);
    Napi::Array warns = Napi::Array::New(env);
    for (uint32_t i = 0; i < out_.log_warnings.size(); ++i) warns.Set(i, out_.log_warnings[i]);
    o.Set("logWarnings", warns);
    deferred_.Resolve(o);
  }

 private:
  // A rejected file is a verdict, not an exception: the Promise resolves with accepted=false.
  void Reject(const char* stage, const rocksdb::Status& s) {
    out_.accepted = false;
    out_.stage = stage;
    out_.status = s.ToString();
    out_.log_warnings = WarnLines(ReadFile(p_.db_path + "/LOG"));
  }

  void CaptureLiveValues(const OpenDb& db) {
    rocksdb::DBOptions dbo = db.db()->GetDBOptions();
    if (dbo.rate_limiter) out_.rate_limiter_bytes_per_sec = dbo.rate_limiter->GetBytesPerSecond();
    for (auto* h : db.handles()) {
      LiveCfValues v;
      v.name = h->GetName();
      rocksdb::ColumnFamilyDescriptor desc;
      if (h->GetDescriptor(&desc).ok()) {
        const auto* bbt = compat::BlockBasedOptions(desc.options);
        if (bbt && bbt->block_cache && !bbt->no_block_cache)
          v.block_cache_bytes = static_cast<int64_t>(bbt->block_cache->GetCapacity());
        v.blob_cache_bytes = compat::BlobCacheBytes(desc.options);
      }
      out_.cfs.push_back(v);
    }
  }

  CheckParams p_;
  CheckOutcome out_;
};

}  // namespace

Napi::Value CheckOptions(const Napi::CallbackInfo& info) {
  Napi::Object o = ParamsArg(info);
  CheckParams p{ParamString(o, "optionsPath"), ParamString(o, "dbPath"), ParamString(o, "sandboxRoot"),
                ParamUint(o, "blockCacheBytes")};
  return (new CheckWorker(info.Env(), std::move(p)))->QueueForPromise();
}

}  // namespace rocktune
