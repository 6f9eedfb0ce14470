// The tuner test: opens the DB, starts the controller the params name, runs the load (tuner_load.cc) while sampling
// every second, then the optional random-read phase; the result goes back to JS.
#include "tuner_test.h"

#include <rocksdb/rate_limiter.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>
#include <thread>

#include "common.h"
#include "db_property.h"
#include "db_stats.h"
#include "histogram.h"
#include "test_params.h"
#include "tuner_load.h"
#include "tuner_sample.h"
#include "workload.h"

namespace rocktune {

namespace {

class TunerWorker final : public EngineWorker {
 public:
  TunerWorker(Napi::Env env, TunerParams p, Napi::Value on_progress)
      : EngineWorker(env), p_(std::move(p)), progress_(env, on_progress) {}

  void Execute() override {
    std::shared_ptr<rocksdb::RateLimiter> limiter;  // before db: outlives it
    OpenDb db;
    if (!Open(&db, &limiter)) return;
    const auto start = Clock::now();
    DecisionLog log(start);
    Controllers ctl = StartController(db, limiter.get(), &log);
    rocksdb::ColumnFamilyDescriptor desc;
    db.default_cf()->GetDescriptor(&desc);
    RunWorkload(db, ctl, desc.options, start);
    ctl.Stop();
    decisions_ = log.All();
    if (ctl.cc && !ctl.cc->error().empty()) return FailIo(db, ctl.cc->error());
    if (!load_.writer_error().empty()) return FailIo(db, load_.writer_error());
    const std::string phase_reader_error = SumReaders(readers_, &phase_reads_);
    if (!phase_reader_error.empty()) return FailIo(db, phase_reader_error);
    write_snapshot_ = TakeSnapshot(db.db(), db.default_cf(), stats_.get(), db.flushed_at_open());
    final_disabled_ = ctl.cc ? ctl.cc->disabled() : desc.options.disable_auto_compactions;
    if (p_.read_sec > 0 && !ReadPhase(db)) return;
    rocksdb::Status s = db.Close();
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
    o.Set("writes", LatencyToJs(env, load_.write_hist()));
    o.Set("writeBytes", static_cast<double>(total_.write_bytes));
    o.Set("phaseReads", LatencyToJs(env, phase_reads_.hist));
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
      Napi::Object r = ReadsToJs(env, p_.read_threads, final_reads_);
      r.Set("elapsedSec", read_elapsed_sec_);
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
  // The run-time controller the params name (none, one or the other), started.
  struct Controllers {
    std::unique_ptr<CompactionController> cc;
    std::unique_ptr<L0Controller> lc;
    void Stop() {
      if (cc) cc->Stop();
      if (lc) lc->Stop();
    }
  };

  // Opens the test DB with the rate limiter the params ask for (auto-tuned-compactions needs one); false once failed.
  bool Open(OpenDb* db, std::shared_ptr<rocksdb::RateLimiter>* limiter) {
    OpenRequest req{p_.options_path, p_.db_path, true, p_.sandbox_root, p_.block_cache_bytes, {}};
    req.before_open = [&](LoadedOptions* opts) -> std::string {
      if (p_.rate_limiter_bytes_per_sec > 0) {
        opts->db.rate_limiter.reset(
            rocksdb::NewGenericRateLimiter(static_cast<int64_t>(p_.rate_limiter_bytes_per_sec)));
      }
      *limiter = opts->db.rate_limiter;
      if (p_.controller == "auto-tuned-compactions" && !*limiter) {
        return "auto-tuned-compactions measures I/O against the rate limiter (its 100% mark): set "
               "rate_limiter_bytes_per_sec in the OPTIONS file (the disk's write rate) or pass rateLimiterBytesPerSec";
      }
      return "";
    };
    const char* code = nullptr;
    std::string message;
    if (!OpenTestDb(req, db, &stats_, &code, &message)) {
      Fail(code, message);
      return false;
    }
    rate_limit_ = *limiter ? (*limiter)->GetBytesPerSecond() : 0;
    return true;
  }

  Controllers StartController(const OpenDb& db, rocksdb::RateLimiter* limiter, DecisionLog* log) {
    Controllers ctl;
    if (p_.controller == "auto-tuned-compactions") {
      ctl.cc = std::make_unique<CompactionController>(db.db(), db.handles(), limiter, p_.compaction, log);
      ctl.cc->Start();
    } else if (p_.controller == "dynamic-l0") {
      ctl.lc = std::make_unique<L0Controller>(db.db(), db.handles(), stats_.get(), p_.l0, log);
      ctl.lc->Start();
    }
    return ctl;
  }

  // The writer and the phases' readers for durationSec; this thread keeps the phase clock, the max L0 (100 ms ticks)
  // and a sample every second. `file` is the default column family as the file set it.
  void RunWorkload(const OpenDb& db, const Controllers& ctl, const rocksdb::ColumnFamilyOptions& file,
                   Clock::time_point start) {
    Counters ctr;
    std::atomic<bool> stop{false};
    std::atomic<int> phase{p_.workload == "phases" ? 0 : -1};
    uint64_t max_readers = 0;
    for (const auto& ph : p_.phases) max_readers = std::max(max_readers, ph.readers);
    readers_.resize(max_readers);
    std::thread writer([&] { load_.WriterLoop(db, ctr, stop, phase, start); });
    std::vector<std::thread> readers;
    for (uint64_t r = 0; r < max_readers; ++r) {
      readers.emplace_back([&, r] { load_.ReaderLoop(db, ctr, stop, &phase, r, readers_[r], 1000 + r); });
    }
    uint64_t prev_stall = stats_->getTickerCount(rocksdb::STALL_MICROS);
    double cycle = 0;
    for (const auto& ph : p_.phases) cycle += ph.duration_sec;
    for (int tick = 1;; ++tick) {
      std::this_thread::sleep_until(start + kTunerRefill * tick);
      const double t = std::chrono::duration<double>(Clock::now() - start).count();
      if (p_.workload == "phases" && cycle > 0) phase = load_.PhaseAt(t, cycle);
      const int64_t l0 = L0Files(db.db(), db.default_cf());
      max_l0_ = std::max(max_l0_, l0);
      const bool done = t >= p_.duration_sec;
      if (tick % 10 == 0 || done) {
        samples_.push_back(Sample(db, ctr, ctl, file, t, phase.load(), l0, &prev_stall));
        progress_.Post(p_.workload, samples_.back());
      }
      if (done) break;
    }
    stop = true;
    for (auto& th : readers) th.join();
    writer.join();
    write_elapsed_sec_ = std::chrono::duration<double>(Clock::now() - start).count();
  }

  // The second that just ended: its writes and reads (counters since the last sample), stalls, L0, compaction
  // bytes and the triggers in force.
  TunerSample Sample(const OpenDb& db, const Counters& ctr, const Controllers& ctl,
                     const rocksdb::ColumnFamilyOptions& file, double t, int phase, int64_t l0, uint64_t* prev_stall) {
    TunerSample smp;
    smp.t_sec = t;
    smp.phase = phase;
    smp.cap_bytes_per_sec = load_.CapAt(t, smp.phase);
    const uint64_t w = ctr.writes.load(), wb = ctr.write_bytes.load(), rd = ctr.reads.load();
    smp.writes = w - total_.writes;
    smp.write_bytes = wb - total_.write_bytes;
    smp.reads = rd - total_.reads;
    total_.writes = w;
    total_.write_bytes = wb;
    total_.reads = rd;
    const uint64_t stall = stats_->getTickerCount(rocksdb::STALL_MICROS);
    smp.stall_micros = static_cast<double>(stall - *prev_stall);
    *prev_stall = stall;
    smp.l0_files = l0;
    smp.pending_compaction_bytes = IntProperty(db.db(), db.default_cf(), "rocksdb.estimate-pending-compaction-bytes");
    smp.flush_bytes = stats_->getTickerCount(rocksdb::FLUSH_WRITE_BYTES);
    smp.compact_bytes = stats_->getTickerCount(rocksdb::COMPACT_WRITE_BYTES);
    smp.compactions_disabled = ctl.cc ? ctl.cc->disabled() : file.disable_auto_compactions;
    smp.triggers =
        ctl.lc ? ctl.lc->current() : L0Triggers{file.level0_slowdown_writes_trigger, file.level0_stop_writes_trigger};
    return smp;
  }

  // Random reads on the resulting DB with compactions off (thesis Fig. 4.2) for readSec; false once failed.
  bool ReadPhase(OpenDb& db) {
    for (auto* cf : db.handles()) {
      rocksdb::Status st = db.db()->SetOptions(cf, {{"disable_auto_compactions", "true"}});
      if (!st.ok()) {
        FailIo(db, "SetOptions failed: " + st.ToString());
        return false;
      }
    }
    read_levels_ = TakeSnapshot(db.db(), db.default_cf(), stats_.get(), db.flushed_at_open());
    std::atomic<bool> rstop{false};
    std::vector<ReaderStats> slots(p_.read_threads);
    std::vector<std::thread> th;
    Counters rctr;
    const auto rstart = Clock::now();
    for (uint64_t r = 0; r < p_.read_threads; ++r) {
      th.emplace_back([&, r] { load_.ReaderLoop(db, rctr, rstop, nullptr, r, slots[r], 5000 + r); });
    }
    std::this_thread::sleep_until(
        rstart + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(p_.read_sec)));
    rstop = true;
    for (auto& t : th) t.join();
    read_elapsed_sec_ = std::chrono::duration<double>(Clock::now() - rstart).count();
    const std::string reader_error = SumReaders(slots, &final_reads_);
    if (!reader_error.empty()) {
      FailIo(db, reader_error);
      return false;
    }
    return true;
  }

  TunerParams p_;
  TunerLoad load_{p_};
  TunerProgress progress_;
  std::shared_ptr<rocksdb::Statistics> stats_;
  int64_t rate_limit_ = 0;
  std::vector<ReaderStats> readers_;
  ReaderStats phase_reads_, final_reads_;  // the readers of the workload's phases, of the final read phase
  struct {
    uint64_t writes = 0, write_bytes = 0, reads = 0;
  } total_;
  std::vector<TunerSample> samples_;
  std::vector<Decision> decisions_;
  DbStatsSnapshot write_snapshot_, read_levels_;
  int64_t max_l0_ = 0;
  bool final_disabled_ = false;
  double write_elapsed_sec_ = 0, read_elapsed_sec_ = 0;
};

}  // namespace

Napi::Value TunerTest(const Napi::CallbackInfo& info) { return QueueTest<TunerWorker, TunerParams>(info); }

}  // namespace rocktune
