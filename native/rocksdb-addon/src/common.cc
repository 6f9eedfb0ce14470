#include "common.h"

#include <rocksdb/cache.h>
#include <rocksdb/statistics.h>
#include <rocksdb/table.h>

#include <algorithm>
#include <cmath>

#include "compat.h"
#include "error_codes.h"

namespace rocktune {

namespace {
[[noreturn]] void BadField(const Napi::Object& o, const char* name, const char* expected) {
  Napi::Error e = Napi::TypeError::New(o.Env(), std::string("Expected ") + expected + " for " + name);
  e.Set("code", Napi::String::New(o.Env(), codes::kInvalidArgument));
  throw e;
}
}  // namespace

Napi::Object ParamsArg(const Napi::CallbackInfo& info) {
  if (info.Length() < 1 || !info[0].IsObject()) throw Napi::TypeError::New(info.Env(), "Expected an object for params");
  return info[0].As<Napi::Object>();
}

Napi::Value ProgressArg(const Napi::CallbackInfo& info) { return info.Length() > 1 ? info[1] : info.Env().Undefined(); }

std::string ParamString(const Napi::Object& o, const char* name) {
  Napi::Value v = o.Get(name);
  if (!v.IsString()) BadField(o, name, "a string");
  return v.As<Napi::String>().Utf8Value();
}

double ParamNumber(const Napi::Object& o, const char* name) {
  Napi::Value v = o.Get(name);
  if (!v.IsNumber() || !std::isfinite(v.As<Napi::Number>().DoubleValue())) BadField(o, name, "a finite number");
  return v.As<Napi::Number>().DoubleValue();
}

uint64_t ParamUint(const Napi::Object& o, const char* name) {
  double d = ParamNumber(o, name);
  if (d < 0 || d != std::floor(d) || d > 9007199254740991.0) BadField(o, name, "a non-negative integer");
  return static_cast<uint64_t>(d);
}

bool ParamBool(const Napi::Object& o, const char* name) {
  Napi::Value v = o.Get(name);
  if (!v.IsBoolean()) BadField(o, name, "a boolean");
  return v.As<Napi::Boolean>().Value();
}

Napi::Object ObjectParam(const Napi::Object& o, const char* name) {
  Napi::Value v = o.Get(name);
  if (!v.IsObject()) BadField(o, name, "an object");
  return v.As<Napi::Object>();
}

[[noreturn]] void ThrowRange(Napi::Env env, const std::string& msg) {
  Napi::Error e = Napi::RangeError::New(env, msg);
  e.Set("code", Napi::String::New(env, codes::kInvalidArgument));
  throw e;
}

double PositiveNumber(const Napi::Object& o, const char* name) {
  const double v = ParamNumber(o, name);
  if (!(v > 0)) ThrowRange(o.Env(), std::string(name) + " must be > 0");
  return v;
}

uint64_t PositiveUint(const Napi::Object& o, const char* name) {
  const uint64_t v = ParamUint(o, name);
  if (v == 0) ThrowRange(o.Env(), std::string(name) + " must be > 0");
  return v;
}

rocksdb::Status LoadOptionsFile(const std::string& path, LoadedOptions* out) {
  rocksdb::Status s = compat::LoadOptionsFromFile(path, &out->db, &out->cfs);
  if (!s.ok()) return s;
  for (const auto& cf : out->cfs) {
    if (!cf.options.table_factory) {
      return rocksdb::Status::InvalidArgument("column family \"" + cf.name +
                                              "\" has no usable table factory (unknown [TableOptions/...] section)");
    }
  }
  return s;
}

namespace {
bool Inside(const std::string& path, const std::string& dir) {
  if (dir.empty() || path.compare(0, dir.size(), dir) != 0) return false;
  return path.size() == dir.size() || path[dir.size()] == '/';
}

rocksdb::Status OutsideSandbox(const char* option, const std::string& path, const std::string& root,
                               const std::string& db_path) {
  if (path.empty() || Inside(path, root) || Inside(path, db_path)) return rocksdb::Status::OK();
  return rocksdb::Status::InvalidArgument(std::string(option) + "=" + path +
                                          " points outside the validation's own directory; refusing to open");
}
}  // namespace

rocksdb::Status CheckSandbox(const LoadedOptions& opts, const std::string& root, const std::string& db_path) {
  rocksdb::Status s = OutsideSandbox("wal_dir", opts.db.wal_dir, root, db_path);
  if (s.ok()) s = OutsideSandbox("db_log_dir", opts.db.db_log_dir, root, db_path);
  for (const auto& p : opts.db.db_paths) {
    if (s.ok()) s = OutsideSandbox("db_paths", p.path, root, db_path);
  }
  for (const auto& cf : opts.cfs) {
    for (const auto& p : cf.options.cf_paths) {
      if (s.ok()) s = OutsideSandbox("cf_paths", p.path, root, db_path);
    }
  }
  return s;
}

OpenDb::~OpenDb() { Close(); }

rocksdb::Status OpenDb::Open(const LoadedOptions& opts, const std::string& path) {
  rocksdb::DBOptions db_opts = opts.db;
  db_opts.create_if_missing = true;
  db_opts.create_missing_column_families = true;
  return Finish(db_opts, rocksdb::DB::Open(db_opts, path, opts.cfs, &handles_, &db_));
}

rocksdb::Status OpenDb::OpenExisting(const LoadedOptions& opts, const std::string& path) {
  rocksdb::DBOptions db_opts = opts.db;
  db_opts.create_if_missing = false;
  db_opts.create_missing_column_families = true;
  return Finish(db_opts, rocksdb::DB::Open(db_opts, path, opts.cfs, &handles_, &db_));
}

rocksdb::Status OpenDb::Finish(const rocksdb::DBOptions& opts, rocksdb::Status s) {
  // WAL recovery (WriteLevel0TableForRecovery) records its L0 files as COMPACT_WRITE_BYTES during DB::Open.
  if (s.ok() && opts.statistics) flushed_at_open_ = opts.statistics->getTickerCount(rocksdb::COMPACT_WRITE_BYTES);
  return s;
}

rocksdb::Status OpenDb::Close() {
  if (!db_) return rocksdb::Status::OK();
  for (auto* h : handles_) db_->DestroyColumnFamilyHandle(h);
  handles_.clear();
  rocksdb::Status s = db_->Close();
  delete db_;
  db_ = nullptr;
  return s;
}

void ApplyBlockCache(LoadedOptions* opts, uint64_t bytes) {
  if (bytes == 0) return;
  std::shared_ptr<rocksdb::Cache> cache = rocksdb::NewLRUCache(bytes);
  for (auto& cf : opts->cfs) {
    const rocksdb::BlockBasedTableOptions* bbt = compat::BlockBasedOptions(cf.options);
    if (!bbt) continue;
    rocksdb::BlockBasedTableOptions t = *bbt;
    t.block_cache = cache;
    cf.options.table_factory.reset(rocksdb::NewBlockBasedTableFactory(t));
  }
}

void OpenDb::Abandon() {
  handles_.clear();
  db_ = nullptr;
}

bool IsNoSpace(const std::string& status_text) {
  return status_text.find("No space left on device") != std::string::npos;
}

bool IsOptionsProblem(const rocksdb::Status& s) {
  return s.IsInvalidArgument() || s.IsCorruption() || s.IsNotSupported();
}

EngineWorker::EngineWorker(Napi::Env env) : Napi::AsyncWorker(env), deferred_(Napi::Promise::Deferred::New(env)) {}

void EngineWorker::Fail(const char* code, const std::string& message) {
  code_ = code;
  SetError(message);
}

void EngineWorker::FailIo(OpenDb& db, const std::string& message) {
  if (!IsNoSpace(message)) return Fail(codes::kIoError, message);
  db.Abandon();
  Fail(codes::kDiskSpace, "no space left on device: " + message);
}

// Every failure the worker reports sets a code; without one, Execute() threw: a C++ exception escaped RocksDB
// (num_levels=-1: std::length_error in DB::Open), which aborts any process that does not catch it.
void EngineWorker::OnError(const Napi::Error& e) {
  const bool escaped = code_.empty();
  Napi::Error err = Napi::Error::New(
      Env(), escaped ? "RocksDB threw a C++ exception (" + e.Message() + "); a process that does not catch it aborts"
                     : e.Message());
  err.Set("code", Napi::String::New(Env(), escaped ? codes::kCrashed : code_));
  deferred_.Reject(err.Value());
}

}  // namespace rocktune
