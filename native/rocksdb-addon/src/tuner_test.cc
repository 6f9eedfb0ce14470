// The sine and phase workloads for the run-time tuners, with the controller thread that drives them.
// Over 300 lines: splitting it by job (workload, reader, controller loop) is open work (issue 14).
#include "tuner_test.h"

#include <rocksdb/rate_limiter.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <memory>
#include <thread>

#include "common.h"
#include "db_stats.h"
#include "error_codes.h"
#include "histogram.h"
#include "workload.h"

namespace rocktune {

double SineRate(double a, double b, double c, double d, double t) { return a * std::sin(b * t + c) + d; }

namespace {

constexpr std::chrono::milliseconds kRefill{100};

struct TunerSample {
  double t_sec = 0;
  int phase = -1;                 // phases workload: index into the cycle
  double cap_bytes_per_sec = -1;  // the writer's cap at the sample time (-1: unlimited / writer off)
  uint64_t writes = 0;            // this interval
  uint64_t write_bytes = 0;
  uint64_t reads = 0;
  double stall_micros = 0;
  int64_t l0_files = 0;
  int64_t pending_compaction_bytes = 0;
  uint64_t flush_bytes = 0;       // cumulative rocksdb.flush.write.bytes
  uint64_t compact_bytes = 0;     // cumulative rocksdb.compact.write.bytes
  bool compactions_disabled = false;
  int64_t slowdown_trigger = 0;
  int64_t stop_trigger = 0;
};

Napi::Object TunerSampleToJs(Napi::Env env, const TunerSample& s) {
  Napi::Object o = Napi::Object::New(env);
  o.Set("tSec", s.t_sec);
  o.Set("phase", s.phase);
  o.Set("capBytesPerSec", s.cap_bytes_per_sec);
  o.Set("writes", static_cast<double>(s.writes));
  o.Set("writeBytes", static_cast<double>(s.write_bytes));
  o.Set("reads", static_cast<double>(s.reads));
  o.Set("stallMicros", s.stall_micros);
  o.Set("l0Files", static_cast<double>(s.l0_files));
  o.Set("pendingCompactionBytes", static_cast<double>(s.pending_compaction_bytes));
  o.Set("flushBytes", static_cast<double>(s.flush_bytes));
  o.Set("compactBytes", static_cast<double>(s.compact_bytes));
  o.Set("compactionsDisabled", s.compactions_disabled);
  o.Set("slowdownTrigger", static_cast<double>(s.slowdown_trigger));
  o.Set("stopTrigger", static_cast<double>(s.stop_trigger));
  return o;
}

// Progress to JS (same pattern as progress.cc, for this sample type).
class TunerProgress {
 public:
  TunerProgress(Napi::Env env, Napi::Value cb) {
    if (!cb.IsFunction()) return;
    tsfn_ = Napi::ThreadSafeFunction::New(env, cb.As<Napi::Function>(), "rocktune-tuner-progress", 0, 1);
    active_ = true;
  }
  void Post(const std::string& phase, const TunerSample& s) {
    if (!active_) return;
    auto* copy = new TunerSample(s);
    napi_status st = tsfn_.NonBlockingCall(copy, [phase](Napi::Env env, Napi::Function cb, TunerSample* data) {
      Napi::Object ev = Napi::Object::New(env);
      ev.Set("phase", phase);
      ev.Set("sample", TunerSampleToJs(env, *data));
      delete data;
      cb.Call({ev});
    });
    if (st != napi_ok) delete copy;
  }
  void Release() {
    if (!active_) return;
    active_ = false;
    tsfn_.Release();
  }

 private:
  Napi::ThreadSafeFunction tsfn_;
  bool active_ = false;
};

struct Counters {
  alignas(64) std::atomic<uint64_t> writes{0};
  alignas(64) std::atomic<uint64_t> write_bytes{0};
  alignas(64) std::atomic<uint64_t> reads{0};
};

class TunerWorker final : public EngineWorker {
 public:
  TunerWorker(Napi::Env env, TunerParams p, Napi::Value on_progress)
      : EngineWorker(env), p_(std::move(p)), progress_(env, on_progress) {}

  void Execute() override {
    LoadedOptions opts;
    rocksdb::Status s = LoadOptionsFile(p_.options_path, &opts);
    if (s.ok()) s = CheckSandbox(opts, p_.sandbox_root, p_.db_path);
    if (!s.ok()) return Fail(codes::kOptionsRejected, s.ToString());
    const uint64_t budget = MemtableBudgetBytes(opts);
    if (p_.mem_limit_bytes > 0 && budget > p_.mem_limit_bytes) {
      return Fail(codes::kMemoryExceeded, "memtables need " + std::to_string(budget) + " bytes, more than the host's " +
                                              std::to_string(p_.mem_limit_bytes) + " bytes of memory");
    }
    if (p_.rate_limiter_bytes_per_sec > 0) {
      opts.db.rate_limiter.reset(rocksdb::NewGenericRateLimiter(static_cast<int64_t>(p_.rate_limiter_bytes_per_sec)));
    }
    if (p_.controller == "auto-tuned-compactions" && !opts.db.rate_limiter) {
      return Fail(codes::kInvalidArgument,
                  "auto-tuned-compactions measures I/O against the rate limiter (its 100% mark): set "
                  "rate_limiter_bytes_per_sec in the OPTIONS file (the disk's write rate) or pass rateLimiterBytesPerSec");
    }
    stats_ = rocksdb::CreateDBStatistics();
    opts.db.statistics = stats_;
    OpenDb db;
    s = db.Open(opts, p_.db_path);
    if (!s.ok()) return Fail(IsOptionsProblem(s) ? codes::kOptionsRejected : codes::kOpenFailed, s.ToString());
    rate_limit_ = opts.db.rate_limiter ? opts.db.rate_limiter->GetBytesPerSecond() : 0;

    const auto start = Clock::now();
    DecisionLog log(start);
    std::unique_ptr<CompactionController> cc;
    std::unique_ptr<L0Controller> lc;
    if (p_.controller == "auto-tuned-compactions") {
      cc = std::make_unique<CompactionController>(db.db(), db.handles(), opts.db.rate_limiter.get(), p_.compaction, &log);
      cc->Start();
    } else if (p_.controller == "dynamic-l0") {
      lc = std::make_unique<L0Controller>(db.db(), db.handles(), stats_.get(), p_.l0, &log);
      lc->Start();
    }
    rocksdb::ColumnFamilyDescriptor desc;
    db.default_cf()->GetDescriptor(&desc);
    const bool file_disabled = desc.options.disable_auto_compactions;

    // --- the workload ---
    Counters ctr;
    std::atomic<bool> stop{false};
    std::atomic<int> phase{p_.workload == "phases" ? 0 : -1};
    uint64_t max_readers = 0;
    for (const auto& ph : p_.phases) max_readers = std::max(max_readers, ph.readers);
    readers_.resize(max_readers);
    std::thread writer([&] { WriterLoop(db, ctr, stop, phase, start); });
    std::vector<std::thread> readers;
    for (uint64_t r = 0; r < max_readers; ++r) {
      readers.emplace_back([&, r] { ReaderLoop(db, ctr, stop, &phase, r, readers_[r], 1000 + r); });
    }
    // Sampler/phase clock on this thread: 100 ms ticks (max L0), a sample every second.
    TunerSample prev;
    uint64_t prev_stall = stats_->getTickerCount(rocksdb::STALL_MICROS);
    double cycle = 0;
    for (const auto& ph : p_.phases) cycle += ph.duration_sec;
    for (int tick = 1;; ++tick) {
      std::this_thread::sleep_until(start + kRefill * tick);
      const double t = std::chrono::duration<double>(Clock::now() - start).count();
      if (p_.workload == "phases" && cycle > 0) phase = PhaseAt(t, cycle);
      const int64_t l0 = L0Files(db.db(), db.default_cf());
      max_l0_ = std::max(max_l0_, l0);
      const bool done = t >= p_.duration_sec;
      if (tick % 10 == 0 || done) {
        TunerSample smp;
        smp.t_sec = t;
        smp.phase = phase.load();
        smp.cap_bytes_per_sec = CapAt(t, smp.phase);
        const uint64_t w = ctr.writes.load(), wb = ctr.write_bytes.load(), rd = ctr.reads.load();
        smp.writes = w - total_.writes;
        smp.write_bytes = wb - total_.write_bytes;
        smp.reads = rd - total_.reads;
        total_.writes = w;
        total_.write_bytes = wb;
        total_.reads = rd;
        const uint64_t stall = stats_->getTickerCount(rocksdb::STALL_MICROS);
        smp.stall_micros = static_cast<double>(stall - prev_stall);
        prev_stall = stall;
        smp.l0_files = l0;
        uint64_t pend = 0;
        if (db.db()->GetIntProperty(db.default_cf(), "rocksdb.estimate-pending-compaction-bytes", &pend)) smp.pending_compaction_bytes = static_cast<int64_t>(pend);
        smp.flush_bytes = stats_->getTickerCount(rocksdb::FLUSH_WRITE_BYTES);
        smp.compact_bytes = stats_->getTickerCount(rocksdb::COMPACT_WRITE_BYTES);
        smp.compactions_disabled = cc ? cc->disabled() : file_disabled;
        if (lc) {
          const L0Triggers tr = lc->current();
          smp.slowdown_trigger = tr.slowdown;
          smp.stop_trigger = tr.stop;
        } else {
          smp.slowdown_trigger = desc.options.level0_slowdown_writes_trigger;
          smp.stop_trigger = desc.options.level0_stop_writes_trigger;
        }
        samples_.push_back(smp);
        progress_.Post(p_.workload, smp);
      }
      if (done) break;
    }
    stop = true;
    for (auto& th : readers) th.join();
    writer.join();
    write_elapsed_sec_ = std::chrono::duration<double>(Clock::now() - start).count();
    if (cc) cc->Stop();
    if (lc) lc->Stop();
    decisions_ = log.All();
    if (cc && !cc->error().empty()) return FailIo(db, cc->error());
    if (!writer_error_.empty()) return FailIo(db, writer_error_);
    for (auto& r : readers_) {
      if (!r.error.empty()) return FailIo(db, r.error);
      phase_read_hist_.Merge(r.hist);
    }
    write_snapshot_ = TakeSnapshot(db.db(), db.default_cf(), stats_.get(), db.flushed_at_open());
    final_disabled_ = cc ? cc->disabled() : file_disabled;

    // --- the random-read phase on the resulting DB, compactions off (thesis Fig. 4.2) ---
    if (p_.read_sec > 0) {
      for (auto* cf : db.handles()) {
        rocksdb::Status st = db.db()->SetOptions(cf, {{"disable_auto_compactions", "true"}});
        if (!st.ok()) return FailIo(db, "SetOptions failed: " + st.ToString());
      }
      read_levels_ = TakeSnapshot(db.db(), db.default_cf(), stats_.get(), db.flushed_at_open());
      std::atomic<bool> rstop{false};
      std::vector<ReaderStats> slots(p_.read_threads);
      std::vector<std::thread> th;
      Counters rctr;
      const auto rstart = Clock::now();
      for (uint64_t r = 0; r < p_.read_threads; ++r) {
        th.emplace_back([&, r] { ReaderLoop(db, rctr, rstop, nullptr, r, slots[r], 5000 + r); });
      }
      std::this_thread::sleep_until(rstart + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(p_.read_sec)));
      rstop = true;
      for (auto& t : th) t.join();
      read_elapsed_sec_ = std::chrono::duration<double>(Clock::now() - rstart).count();
      for (auto& r : slots) {
        if (!r.error.empty()) return FailIo(db, r.error);
        final_read_hist_.Merge(r.hist);
        final_found_ += r.found;
        final_found_bytes_ += r.found_bytes;
      }
    }
    s = db.Close();
    if (!s.ok()) return FailIo(db, "Close failed: " + s.ToString());
  }

  void OnOK() override {
    progress_.Release();
    Napi::Env env = Env();
    Napi::Object o = Napi::Object::New(env);
    o.Set("workload", p_.workload);
    o.Set("controller", p_.controller);
    o.Set("rateLimiterBytesPerSec", static_cast<double>(rate_limit_));
    o.Set("elapsedSec", write_elapsed_sec_);
    o.Set("writes", LatencyToJs(env, write_hist_));
    o.Set("writeBytes", static_cast<double>(total_.write_bytes));
    o.Set("phaseReads", LatencyToJs(env, phase_read_hist_));
    o.Set("stats", SnapshotToJs(env, write_snapshot_));
    o.Set("maxL0Files", static_cast<double>(max_l0_));
    o.Set("compactionsDisabledAtEnd", final_disabled_);
    Napi::Array arr = Napi::Array::New(env, samples_.size());
    for (uint32_t i = 0; i < samples_.size(); ++i) arr.Set(i, TunerSampleToJs(env, samples_[i]));
    o.Set("samples", arr);
    Napi::Array dec = Napi::Array::New(env, decisions_.size());
    for (uint32_t i = 0; i < decisions_.size(); ++i) dec.Set(i, DecisionToJs(env, decisions_[i]));
    o.Set("decisions", dec);
    if (p_.read_sec > 0) {
      Napi::Object r = Napi::Object::New(env);
      r.Set("elapsedSec", read_elapsed_sec_);
      r.Set("threads", static_cast<double>(p_.read_threads));
      r.Set("latency", LatencyToJs(env, final_read_hist_));
      r.Set("found", static_cast<double>(final_found_));
      r.Set("foundBytes", static_cast<double>(final_found_bytes_));
      r.Set("stats", SnapshotToJs(env, read_levels_));
      o.Set("readPhase", r);
    }
    deferred_.Resolve(o);
  }

  void OnError(const Napi::Error& e) override {
    progress_.Release();
    EngineWorker::OnError(e);
  }

 private:
  int PhaseAt(double t, double cycle) const {
    double x = std::fmod(t, cycle);
    for (size_t i = 0; i < p_.phases.size(); ++i) {
      if (x < p_.phases[i].duration_sec) return static_cast<int>(i);
      x -= p_.phases[i].duration_sec;
    }
    return static_cast<int>(p_.phases.size()) - 1;
  }

  // Bytes/s allowed at t; < 0 = unlimited; 0 = writer off.
  double CapAt(double t, int phase) const {
    if (p_.workload == "phases") {
      if (phase < 0 || p_.phases.empty()) return 0;
      const PhaseSpec& ph = p_.phases[static_cast<size_t>(phase)];
      if (!ph.writer) return 0;
      return ph.write_rate_bytes_per_sec == 0 ? -1 : static_cast<double>(ph.write_rate_bytes_per_sec);
    }
    if (p_.after_sec > 0 && t >= p_.after_sec) return static_cast<double>(p_.after_rate_bytes_per_sec);
    const double step = p_.sine_interval_ms / 1000.0;
    const double x = std::floor(t / step) * step;  // recomputed once per interval, like db_bench
    return std::max(0.0, SineRate(p_.sine_a, p_.sine_b, p_.sine_c, p_.sine_d, x));
  }

  void WriterLoop(const OpenDb& db, Counters& ctr, const std::atomic<bool>& stop, const std::atomic<int>& phase,
                  Clock::time_point start) {
    SplitMix64 rng{7};
    ValueSource values(p_.value_size, 302);
    std::vector<char> key(p_.key_size);
    rocksdb::WriteOptions wo;
    wo.disableWAL = p_.disable_wal;
    const uint64_t entry = p_.key_size + p_.value_size;
    // A budget refilled every 100 ms like GenericRateLimiter: unused budget is lost, so when RocksDB cannot keep
    // up (stalls, slow Puts) the interval writes fall below the cap, which is what the thesis's plots show.
    int64_t slot = -1;
    double allowance = 0;
    while (!stop.load(std::memory_order_relaxed)) {
      const auto now = Clock::now();
      const int64_t cur = (now - start) / kRefill;
      if (cur != slot) {
        slot = cur;
        const double cap = CapAt(std::chrono::duration<double>(now - start).count(), phase.load(std::memory_order_relaxed));
        allowance = cap < 0 ? -1 : std::min(allowance, 0.0) + cap * 0.1;
        if (cap < 0) unlimited_ = true; else unlimited_ = false;
      }
      if (!unlimited_ && allowance <= 0) {
        std::this_thread::sleep_until(start + kRefill * (slot + 1));
        continue;
      }
      EncodeKey(rng.Next() % p_.key_space, p_.key_size, key.data());
      const auto t0 = Clock::now();
      rocksdb::Status s = db.db()->Put(wo, db.default_cf(), rocksdb::Slice(key.data(), key.size()),
                                       rocksdb::Slice(values.Next(), values.size()));
      const auto t1 = Clock::now();
      if (!s.ok()) {
        writer_error_ = "Put failed: " + s.ToString();
        return;
      }
      write_hist_.Add(NanosBetween(t0, t1));
      if (!unlimited_) allowance -= static_cast<double>(entry);
      ctr.writes.fetch_add(1, std::memory_order_relaxed);
      ctr.write_bytes.fetch_add(entry, std::memory_order_relaxed);
    }
  }

  // phase == nullptr: always active (final read phase); otherwise reader r works while r < phase's readers.
  void ReaderLoop(const OpenDb& db, Counters& ctr, const std::atomic<bool>& stop, const std::atomic<int>* phase,
                  uint64_t r, ReaderStats& st, uint64_t seed) {
    SplitMix64 rng{seed};
    std::vector<char> key(p_.key_size);
    rocksdb::ReadOptions ro;
    rocksdb::PinnableSlice value;
    while (!stop.load(std::memory_order_relaxed)) {
      if (phase) {
        const int ph = phase->load(std::memory_order_relaxed);
        if (ph < 0 || r >= p_.phases[static_cast<size_t>(ph)].readers) {
          std::this_thread::sleep_for(std::chrono::milliseconds(10));
          continue;
        }
      }
      for (int i = 0; i < 64; ++i) {
        EncodeKey(rng.Next() % p_.key_space, p_.key_size, key.data());
        if (!TimedGet(db, ro, key, &value, &st)) return;
      }
      ctr.reads.fetch_add(64, std::memory_order_relaxed);
    }
  }

  TunerParams p_;
  TunerProgress progress_;
  std::shared_ptr<rocksdb::Statistics> stats_;
  int64_t rate_limit_ = 0;
  std::vector<ReaderStats> readers_;
  LatencyHistogram write_hist_, phase_read_hist_, final_read_hist_;
  bool unlimited_ = false;
  std::string writer_error_;
  struct {
    uint64_t writes = 0, write_bytes = 0, reads = 0;
  } total_;
  std::vector<TunerSample> samples_;
  std::vector<Decision> decisions_;
  DbStatsSnapshot write_snapshot_, read_levels_;
  int64_t max_l0_ = 0;
  bool final_disabled_ = false;
  double write_elapsed_sec_ = 0, read_elapsed_sec_ = 0;
  uint64_t final_found_ = 0, final_found_bytes_ = 0;
};

Napi::Object Obj(const Napi::Object& o, const char* name) {
  Napi::Value v = o.Get(name);
  if (!v.IsObject()) {
    Napi::Error e = Napi::TypeError::New(o.Env(), std::string("Expected an object for ") + name);
    e.Set("code", Napi::String::New(o.Env(), codes::kInvalidArgument));
    throw e;
  }
  return v.As<Napi::Object>();
}

[[noreturn]] void Range(Napi::Env env, const std::string& msg) {
  Napi::Error e = Napi::RangeError::New(env, msg);
  e.Set("code", Napi::String::New(env, codes::kInvalidArgument));
  throw e;
}

CompactionTunerConfig ReadCompactionConfig(const Napi::Object& c) {
  CompactionTunerConfig cfg;
  cfg.disable_total_pct = ParamNumber(c, "disableTotalPct");
  cfg.disable_flush_pct = ParamNumber(c, "disableFlushPct");
  cfg.enable_total_pct = ParamNumber(c, "enableTotalPct");
  cfg.enable_flush_pct = ParamNumber(c, "enableFlushPct");
  cfg.interval_ms = ParamNumber(c, "intervalMs");
  auto pct = [&](double v, const char* n) {
    if (!(v >= 0 && v <= 100)) Range(c.Env(), std::string(n) + " must be within 0-100");
  };
  pct(cfg.disable_total_pct, "disableTotalPct");
  pct(cfg.disable_flush_pct, "disableFlushPct");
  pct(cfg.enable_total_pct, "enableTotalPct");
  pct(cfg.enable_flush_pct, "enableFlushPct");
  if (cfg.enable_total_pct > cfg.disable_total_pct) Range(c.Env(), "enableTotalPct must not be above disableTotalPct");
  if (cfg.enable_flush_pct > cfg.disable_flush_pct) Range(c.Env(), "enableFlushPct must not be above disableFlushPct");
  if (cfg.interval_ms < 200) Range(c.Env(), "intervalMs must be >= 200 (two 100 ms refill periods of the rate limiter)");
  return cfg;
}

L0TunerConfig ReadL0Config(const Napi::Object& c) {
  L0TunerConfig cfg;
  cfg.mimd = ParamString(c, "algorithm") == "mimd";
  cfg.additive_increase = ParamNumber(c, "additiveIncrease");
  cfg.multiplicative_increase = ParamNumber(c, "multiplicativeIncrease");
  cfg.decrease_divisor = ParamNumber(c, "decreaseDivisor");
  cfg.interval_ms = ParamNumber(c, "intervalMs");
  cfg.short_ticks = ParamUint(c, "shortTicks");
  cfg.mid_ticks = ParamUint(c, "midTicks");
  cfg.long_ticks = ParamUint(c, "longTicks");
  cfg.short_weight = ParamNumber(c, "shortWeight");
  cfg.mid_weight = ParamNumber(c, "midWeight");
  cfg.long_weight = ParamNumber(c, "longWeight");
  cfg.read_threshold = ParamNumber(c, "readThreshold");
  cfg.max_slowdown_trigger = static_cast<int64_t>(ParamUint(c, "maxSlowdownTrigger"));
  if (cfg.interval_ms < 100) Range(c.Env(), "intervalMs must be >= 100");
  if (cfg.short_ticks == 0 || cfg.mid_ticks == 0 || cfg.long_ticks == 0) Range(c.Env(), "window lengths must be >= 1 tick");
  if (cfg.decrease_divisor <= 1 || cfg.multiplicative_increase <= 1 || cfg.additive_increase <= 0) {
    Range(c.Env(), "increase/decrease factors must grow and shrink the triggers");
  }
  return cfg;
}

}  // namespace

Napi::Value TunerTest(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  if (info.Length() < 1 || !info[0].IsObject()) throw Napi::TypeError::New(env, "Expected an object for params");
  Napi::Object o = info[0].As<Napi::Object>();
  TunerParams p;
  ReadTestDbParams(o, &p);
  p.key_space = ParamUint(o, "keySpace");
  p.duration_sec = ParamNumber(o, "durationSec");
  p.disable_wal = ParamBool(o, "disableWal");
  p.workload = ParamString(o, "workload");
  p.read_sec = ParamNumber(o, "readSec");
  p.read_threads = ParamUint(o, "readThreads");
  p.controller = ParamString(o, "controller");
  p.rate_limiter_bytes_per_sec = ParamUint(o, "rateLimiterBytesPerSec");
  if (p.key_space == 0) Range(env, "keySpace must be > 0");
  if (!(p.duration_sec > 0)) Range(env, "durationSec must be > 0");
  if (p.read_sec < 0) Range(env, "readSec must be >= 0");
  if (p.read_sec > 0 && p.read_threads == 0) Range(env, "readThreads must be > 0");
  if (p.workload == "sine") {
    Napi::Object s = Obj(o, "sine");
    p.sine_a = ParamNumber(s, "a");
    p.sine_b = ParamNumber(s, "b");
    p.sine_c = ParamNumber(s, "c");
    p.sine_d = ParamNumber(s, "d");
    p.sine_interval_ms = ParamNumber(s, "intervalMs");
    p.after_sec = ParamNumber(s, "afterSec");
    p.after_rate_bytes_per_sec = ParamUint(s, "afterRateBytesPerSec");
    if (!(p.sine_a > 0) || !(p.sine_b > 0) || !(p.sine_d > 0)) Range(env, "sine a, b and d must be > 0");
    if (p.sine_d - p.sine_a < 0) Range(env, "sine d must be >= a, or the rate cap a*sin(b*t+c)+d goes negative");
    if (p.sine_interval_ms < 100) Range(env, "sine intervalMs must be >= 100");
    if (p.after_sec < 0) Range(env, "sine afterSec must be >= 0");
  } else if (p.workload == "phases") {
    Napi::Value v = o.Get("phases");
    if (!v.IsArray() || v.As<Napi::Array>().Length() == 0) Range(env, "phases must be a non-empty array");
    Napi::Array arr = v.As<Napi::Array>();
    for (uint32_t i = 0; i < arr.Length(); ++i) {
      Napi::Value e = arr.Get(i);
      if (!e.IsObject()) Range(env, "each phase must be an object");
      Napi::Object ph = e.As<Napi::Object>();
      PhaseSpec spec;
      spec.duration_sec = ParamNumber(ph, "durationSec");
      spec.write_rate_bytes_per_sec = ParamUint(ph, "writeRateBytesPerSec");
      spec.writer = ParamBool(ph, "writer");
      spec.readers = ParamUint(ph, "readers");
      if (!(spec.duration_sec > 0)) Range(env, "phase durationSec must be > 0");
      if (spec.readers > 1024) Range(env, "phase readers must be <= 1024");
      p.phases.push_back(spec);
    }
  } else {
    Range(env, "workload must be \"sine\" or \"phases\"");
  }
  if (p.controller == "auto-tuned-compactions") {
    p.compaction = ReadCompactionConfig(Obj(o, "compaction"));
  } else if (p.controller == "dynamic-l0") {
    p.l0 = ReadL0Config(Obj(o, "l0"));
  } else if (p.controller != "none") {
    Range(env, "controller must be none, auto-tuned-compactions or dynamic-l0");
  }
  auto* w = new TunerWorker(env, std::move(p), info.Length() > 1 ? info[1] : env.Undefined());
  Napi::Promise promise = w->Promise();
  w->Queue();
  return promise;
}

Napi::Value ControllerDecide(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  const std::string kind = info.Length() > 0 && info[0].IsString() ? info[0].As<Napi::String>().Utf8Value() : "";
  if (info.Length() < 2 || !info[1].IsObject()) throw Napi::TypeError::New(env, "Expected (kind, inputs)");
  Napi::Object in = info[1].As<Napi::Object>();
  Napi::Object out = Napi::Object::New(env);
  if (kind == "auto-tuned-compactions") {
    CompactionTunerConfig cfg = ReadCompactionConfig(Obj(in, "config"));
    out.Set("action", CompactionActionName(DecideCompaction(ParamNumber(in, "flushPct"), ParamNumber(in, "totalPct"), cfg)));
  } else if (kind == "dynamic-l0") {
    L0TunerConfig cfg = ReadL0Config(Obj(in, "config"));
    std::deque<std::pair<uint64_t, uint64_t>> ticks;
    Napi::Value tv = in.Get("ticks");
    if (!tv.IsArray()) throw Napi::TypeError::New(env, "Expected ticks: [reads, writes][]");
    Napi::Array ta = tv.As<Napi::Array>();
    for (uint32_t i = 0; i < ta.Length(); ++i) {
      Napi::Array pair = ta.Get(i).As<Napi::Array>();
      ticks.emplace_back(static_cast<uint64_t>(pair.Get(0u).As<Napi::Number>().Int64Value()),
                         static_cast<uint64_t>(pair.Get(1u).As<Napi::Number>().Int64Value()));
    }
    const WindowShares s = ComputeShares(ticks, cfg);
    const Workload wl = Classify(s, cfg);
    Napi::Object cur = Obj(in, "current"), base = Obj(in, "base");
    L0Triggers c{static_cast<int64_t>(ParamUint(cur, "slowdown")), static_cast<int64_t>(ParamUint(cur, "stop"))};
    L0Triggers b{static_cast<int64_t>(ParamUint(base, "slowdown")), static_cast<int64_t>(ParamUint(base, "stop"))};
    const L0Triggers n = NextTriggers(c, b, wl, cfg);
    out.Set("readShare", s.weighted);
    out.Set("workload", WorkloadName(wl));
    out.Set("slowdown", static_cast<double>(n.slowdown));
    out.Set("stop", static_cast<double>(n.stop));
  } else if (kind == "sine") {
    out.Set("rate", SineRate(ParamNumber(in, "a"), ParamNumber(in, "b"), ParamNumber(in, "c"), ParamNumber(in, "d"), ParamNumber(in, "t")));
  } else {
    throw Napi::TypeError::New(env, "kind must be auto-tuned-compactions, dynamic-l0 or sine");
  }
  return out;
}

}  // namespace rocktune
