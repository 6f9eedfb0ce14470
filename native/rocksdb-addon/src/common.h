// Helpers shared by the workers: reading params (main thread), loading an OPTIONS file,
// opening a DB, and the base worker that rejects its Promise with a coded Error.
#pragma once

#include <napi.h>
#include <rocksdb/db.h>
#include <rocksdb/options.h>

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace rocktune {

// --- params: JS object -> plain values (main thread only). Throw a TypeError naming the field. ---
std::string ParamString(const Napi::Object& o, const char* name);
double ParamNumber(const Napi::Object& o, const char* name);
uint64_t ParamUint(const Napi::Object& o, const char* name);
bool ParamBool(const Napi::Object& o, const char* name);
Napi::Object ObjectParam(const Napi::Object& o, const char* name);
// A value out of its range: a RangeError with code ENGINE_INVALID_ARGUMENT.
[[noreturn]] void ThrowRange(Napi::Env env, const std::string& msg);
// A number (a whole number) that must be above 0, or ThrowRange("<name> must be > 0").
double PositiveNumber(const Napi::Object& o, const char* name);
uint64_t PositiveUint(const Napi::Object& o, const char* name);
// An entry point's params object (its first argument), and its optional progress callback (its second, else undefined).
Napi::Object ParamsArg(const Napi::CallbackInfo& info);
Napi::Value ProgressArg(const Napi::CallbackInfo& info);

// What every workload worker (T2, T5, the tuner tests) needs: the file, the DB, the record shape.
struct TestDbParams {
  std::string options_path;
  std::string db_path;
  uint64_t key_size = 0;  // keySize and valueSize are always given (lib/schema.ts holds the defaults)
  uint64_t value_size = 0;
  std::string sandbox_root;        // every path the options name must lie inside this directory (or db_path)
  uint64_t block_cache_bytes = 0;  // > 0: the harness sets every column family's block cache in code
};

// --- options ---
struct LoadedOptions {
  rocksdb::DBOptions db;
  std::vector<rocksdb::ColumnFamilyDescriptor> cfs;
};

// LoadOptionsFromFile with unknown options fatal. Also refuses a CF whose table factory is null
// (the system RocksDB loads an unknown [TableOptions/FooTable] as nullptr and later segfaults on it).
rocksdb::Status LoadOptionsFile(const std::string& path, LoadedOptions* out);

// InvalidArgument when a path the options name (wal_dir, db_log_dir, db_paths, cf_paths) lies outside `root` and
// `db_path`: lib/ rewrites them into the run's directory, this is the last line of defence before DB::Open.
rocksdb::Status CheckSandbox(const LoadedOptions& opts, const std::string& root, const std::string& db_path);

// An open DB with all the file's column families; closes and frees everything on destruction.
class OpenDb {
 public:
  ~OpenDb();
  rocksdb::Status Open(const LoadedOptions& opts, const std::string& path);          // creates if missing
  rocksdb::Status OpenExisting(const LoadedOptions& opts, const std::string& path);  // fails if missing
  rocksdb::Status Close();
  // Forget the DB without closing it (after a write failed on a full disk: see EngineWorker::FailIo).
  void Abandon();
  rocksdb::DB* db() const { return db_; }
  // Bytes the open wrote as L0 files while replaying the WAL (counted by RocksDB as compaction writes).
  uint64_t flushed_at_open() const { return flushed_at_open_; }
  rocksdb::ColumnFamilyHandle* default_cf() const { return handles_.empty() ? nullptr : handles_[0]; }
  const std::vector<rocksdb::ColumnFamilyHandle*>& handles() const { return handles_; }

 private:
  rocksdb::Status Finish(const rocksdb::DBOptions& opts, rocksdb::Status s);
  rocksdb::DB* db_ = nullptr;
  std::vector<rocksdb::ColumnFamilyHandle*> handles_;
  uint64_t flushed_at_open_ = 0;
};

// bytes > 0: one LRU cache of that size as every block-based column family's block_cache, set the way an
// application does (BlockBasedTableOptions::block_cache); TRocksDB cannot read block_cache from a file.
void ApplyBlockCache(LoadedOptions* opts, uint64_t bytes);

// A status from LoadOptionsFile/DB::Open: InvalidArgument/Corruption/NotSupported mean "bad options".
bool IsOptionsProblem(const rocksdb::Status& s);

// A status (or its text) that says the disk is full (ENOSPC).
bool IsNoSpace(const std::string& status_text);

// --- base worker ---
// Lifecycle: constructor and OnOK/OnError run on the main thread; Execute() runs on the libuv pool,
// touches only plain members, and reports failure with Fail(code, message).
class EngineWorker : public Napi::AsyncWorker {
 public:
  explicit EngineWorker(Napi::Env env);
  // For the entry point: queues the worker (which deletes itself once settled) and returns its Promise.
  Napi::Promise QueueForPromise() {
    Napi::Promise p = deferred_.Promise();
    Queue();
    return p;
  }

 protected:
  void Fail(const char* code, const std::string& message);
  // An I/O failure of a test on `db`: ENGINE_IO_ERROR, or ENGINE_DISK_SPACE "no space left on device" when the disk
  // is full. Then the DB is abandoned, not closed: RocksDB's file writers refuse every call after a failed write,
  // and assertion-enabled builds (Debian's librocksdb) abort in Close instead. The engine process exits right after.
  void FailIo(OpenDb& db, const std::string& message);
  void OnError(const Napi::Error& e) override;
  Napi::Promise::Deferred deferred_;

 private:
  std::string code_;
};

}  // namespace rocktune
