#include "run_test.h"

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

#include "db_stats.h"
#include "error_codes.h"
#include "histogram.h"
#include "progress.h"
#include "sampler.h"
#include "workload.h"

namespace rocktune {

namespace {

constexpr std::chrono::milliseconds kRefill{100};

class RunWorker final : public EngineWorker {
 public:
  RunWorker(Napi::Env env, RunParams p, Napi::Value on_progress)
      : EngineWorker(env), p_(std::move(p)), progress_(env, on_progress, "run") {}

  void Execute() override {
    OpenDb db;
    std::shared_ptr<rocksdb::Statistics> stats;
    const char* code = nullptr;
    std::string message;
    if (!OpenTestDb({p_.options_path, p_.db_path, p_.mem_limit_bytes, false, p_.sandbox_root, p_.block_cache_bytes}, &db, &stats, &code, &message)) {
      return Fail(code, message);
    }
    OpCounters ops;
    Sampler sampler(db.db(), db.default_cf(), stats.get(), &ops, [this](const Sample& s) { progress_.Post(s); });
    std::atomic<bool> readers_stop{false};
    std::atomic<bool> writer_stop{false};
    readers_.resize(p_.readers);

    sampler.Start();
    const auto start = Clock::now();
    std::thread writer([&] { WriterLoop(db, ops, writer_stop, start); });
    std::vector<std::thread> threads;
    for (uint64_t r = 0; r < p_.readers; ++r) {
      threads.emplace_back([&, r] { ReaderLoop(db, ops, readers_stop, readers_[r], 1000 + r); });
    }
    std::this_thread::sleep_until(start + std::chrono::duration_cast<Clock::duration>(
                                              std::chrono::duration<double>(p_.duration_sec)));
    readers_stop = true;
    for (auto& t : threads) t.join();
    elapsed_sec_ = std::chrono::duration<double>(Clock::now() - start).count();
    writer_stop = true;  // like db_bench: the writer runs until the readers are done
    writer.join();
    sampler.Stop();

    for (auto& r : readers_) {
      if (!r.error.empty()) return FailIo(db, r.error);
      read_hist_.Merge(r.hist);
      found_ += r.found;
      found_bytes_ += r.found_bytes;
    }
    if (!writer_error_.empty()) return FailIo(db, writer_error_);
    snapshot_ = TakeSnapshot(db.db(), db.default_cf(), stats.get(), db.flushed_at_open());
    max_l0_ = sampler.MaxL0Files();
    samples_ = sampler.Samples();
    rocksdb::Status s = db.Close();
    if (!s.ok()) return FailIo(db, "Close failed: " + s.ToString());
  }

  void OnOK() override {
    progress_.Release();
    Napi::Env env = Env();
    Napi::Object o = Napi::Object::New(env);
    o.Set("elapsedSec", elapsed_sec_);
    o.Set("readers", static_cast<double>(p_.readers));
    o.Set("reads", LatencyToJs(env, read_hist_));
    o.Set("readsFound", static_cast<double>(found_));
    o.Set("readBytes", static_cast<double>(found_bytes_));
    o.Set("writes", LatencyToJs(env, write_hist_));
    o.Set("writeBytes", static_cast<double>(write_hist_.Count() * (p_.key_size + p_.value_size)));
    o.Set("stats", SnapshotToJs(env, snapshot_));
    o.Set("maxL0Files", static_cast<double>(max_l0_));
    Napi::Array arr = Napi::Array::New(env, samples_.size());
    for (uint32_t i = 0; i < samples_.size(); ++i) arr.Set(i, SampleToJs(env, samples_[i]));
    o.Set("samples", arr);
    deferred_.Resolve(o);
  }

  void OnError(const Napi::Error& e) override {
    progress_.Release();
    EngineWorker::OnError(e);
  }

 private:
  void ReaderLoop(const OpenDb& db, OpCounters& ops, const std::atomic<bool>& stop, ReaderStats& st, uint64_t seed) {
    PrepareTimedThread();
    SplitMix64 rng{seed};
    std::vector<char> key(p_.key_size);
    rocksdb::ReadOptions ro;
    rocksdb::PinnableSlice value;
    uint64_t pending = 0;  // reads not yet added to the shared counter
    while (!stop.load(std::memory_order_relaxed)) {
      EncodeKey(rng.Next() % p_.keys, p_.key_size, key.data());
      if (!TimedGet(db, ro, key, &value, &st)) return;
      if (++pending == kCountBatch) {
        ops.reads.fetch_add(pending, std::memory_order_relaxed);
        pending = 0;
      }
    }
    ops.reads.fetch_add(pending, std::memory_order_relaxed);
  }

  void WriterLoop(const OpenDb& db, OpCounters& ops, const std::atomic<bool>& stop, Clock::time_point start) {
    PrepareTimedThread();
    SplitMix64 rng{7};
    ValueSource values(p_.value_size, 302);
    std::vector<char> key(p_.key_size);
    rocksdb::WriteOptions wo;
    const uint64_t entry_bytes = p_.key_size + p_.value_size;
    uint64_t written_bytes = 0;
    uint64_t i = 0;
    while (!stop.load(std::memory_order_relaxed)) {
      if (p_.writer_rate_bytes_per_sec > 0) {
        // Pace like RocksDB's GenericRateLimiter that db_bench uses: a budget refilled every 100 ms, so the
        // writer bursts then sleeps ~10 times a second instead of waking (and preempting readers) per Put.
        const auto elapsed = Clock::now() - start;
        const int64_t slot = elapsed / kRefill;
        const double budget = static_cast<double>(p_.writer_rate_bytes_per_sec) * std::chrono::duration<double>(kRefill).count() *
                              static_cast<double>(slot + 1);
        if (static_cast<double>(written_bytes) >= budget) {
          std::this_thread::sleep_until(start + kRefill * (slot + 1));
          continue;  // re-check stop
        }
      }
      uint64_t n = p_.writer_random ? rng.Next() % p_.keys : p_.keys + i;
      EncodeKey(n, p_.key_size, key.data());
      rocksdb::Status s = TimedPut(db, wo, key, &values, &write_hist_);
      if (!s.ok()) {
        writer_error_ = "Put failed: " + s.ToString();
        return;
      }
      written_bytes += entry_bytes;
      ops.writes.fetch_add(1, std::memory_order_relaxed);
      ++i;
    }
  }

  RunParams p_;
  ProgressChannel progress_;
  std::vector<ReaderStats> readers_;
  LatencyHistogram read_hist_;
  LatencyHistogram write_hist_;
  std::string writer_error_;
  uint64_t found_ = 0;
  uint64_t found_bytes_ = 0;
  double elapsed_sec_ = 0;
  DbStatsSnapshot snapshot_;
  int64_t max_l0_ = 0;
  std::vector<Sample> samples_;
};

}  // namespace

Napi::Value RunTest(const Napi::CallbackInfo& info) {
  if (info.Length() < 1 || !info[0].IsObject()) throw Napi::TypeError::New(info.Env(), "Expected an object for params");
  Napi::Object o = info[0].As<Napi::Object>();
  RunParams p;
  ReadTestDbParams(o, &p);
  p.keys = ParamUint(o, "keys");
  p.readers = ParamUint(o, "readers");
  p.duration_sec = ParamNumber(o, "durationSec");
  p.writer_rate_bytes_per_sec = ParamUint(o, "writerRateBytesPerSec");
  p.writer_random = ParamString(o, "writerKeys") == "random";
  if (p.keys == 0) throw Napi::RangeError::New(info.Env(), "keys must be > 0");
  if (p.readers == 0) throw Napi::RangeError::New(info.Env(), "readers must be > 0");
  if (!(p.duration_sec > 0)) throw Napi::RangeError::New(info.Env(), "durationSec must be > 0");
  auto* w = new RunWorker(info.Env(), std::move(p), info.Length() > 1 ? info[1] : info.Env().Undefined());
  Napi::Promise promise = w->Promise();
  w->Queue();
  return promise;
}

}  // namespace rocktune
