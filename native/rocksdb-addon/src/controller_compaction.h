// The compaction auto-tuner of Warlo's thesis (rules.md P-auto-tuned-compactions; T §3.3.6-3.3.7,
// Fig. 3.9), built ABOVE RocksDB's public API instead of patching the core:
//  - measure: every interval, the bytes the DB's rate limiter let through at high priority (flushes) and in
//    total (flushes + compactions), as a percentage of what the limiter allows in that time
//    (RateLimiter::GetTotalBytesThrough(Env::IO_HIGH / IO_TOTAL) vs GetBytesPerSecond() * interval). The thesis
//    counted "drains" (refill periods whose budget ran out) per priority; bytes through / bytes allowed is the
//    same quantity measured without patching GenericRateLimiter. RocksDB 7.x charges flushes (and compactions) at
//    IO_USER instead while writes are stalled or delayed (FlushJob::GetRateLimiterPriorityForWrite); those bytes
//    count as flush bytes (rules.md P-auto-tuned-compactions: under a disk cap the flushes were invisible).
//  - decide: DecideCompaction() below, a pure function (unit-tested through the addon's controllerDecide export).
//  - act: DB::SetOptions on every column family: disable_auto_compactions and level0_file_num_compaction_trigger.
#pragma once
#include <rocksdb/db.h>
#include <rocksdb/rate_limiter.h>
#include <rocksdb/statistics.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "controller_base.h"

namespace rocktune {

struct CompactionTunerConfig {
  // Thesis defaults (§3.3.7): disable when total >= 90 % AND flush >= 50 %; enable when total <= 90 % AND flush < 50 %.
  double disable_total_pct = 90;
  double disable_flush_pct = 50;
  double enable_total_pct = 90;
  double enable_flush_pct = 50;
  // Thesis: every 100 refill periods of the limiter (100 x 100 ms = 10 s, Fig. 3.6).
  double interval_ms = 10000;
  // level0_file_num_compaction_trigger while compactions are off (the thesis's interface set both).
  int64_t disabled_l0_trigger = int64_t{1} << 30;
  // While compactions are off only flushes pass the rate limiter: it runs at this multiple of its rate (the 100 %
  // mark, still what the shares are measured against) so that it does not throttle them. 1 = the thesis (it keeps
  // throttling flushes). Measured under a disk cap (rules.md P-auto-tuned-compactions): at 1 the flushes alone
  // filled the limiter and the writes stalled where compactions-off ran free.
  double disabled_rate_factor = 4;
};

enum class CompactionAction { kHold, kDisable, kEnable };
const char* CompactionActionName(CompactionAction a);

// Fig. 3.9: the enable condition first, then the disable condition, else hold (at 0 % total the enable
// condition holds: see the .cc). The action is what the conditions
// say; the caller only calls SetOptions when it changes the current state.
CompactionAction DecideCompaction(double flush_pct, double total_pct, const CompactionTunerConfig& c);

class CompactionController final : public RuntimeController {
 public:
  CompactionController(rocksdb::DB* db, std::vector<rocksdb::ColumnFamilyHandle*> cfs, rocksdb::RateLimiter* limiter,
                       CompactionTunerConfig cfg, DecisionLog* log);
  ~CompactionController() override { Stop(); }
  bool disabled() const { return disabled_.load(std::memory_order_relaxed); }
  const std::string& error() const { return error_; }

 private:
  void Begin() override;
  void Step() override;  // one interval: measure, decide, apply
  bool Apply(bool disable);
  void SetLimiterRate();  // the mark while compactions run, disabled_rate_factor x the mark while they are off

  rocksdb::RateLimiter* limiter_;
  CompactionTunerConfig cfg_;
  std::vector<std::string> enabled_l0_trigger_;  // per CF, as the file set it
  int64_t mark_;  // the limiter's rate as the file (or rateLimiterBytesPerSec) set it: the 100 % mark
  std::atomic<bool> disabled_{false};
  std::string error_;
  std::chrono::steady_clock::time_point prev_time_;
  int64_t prev_high_ = 0, prev_user_ = 0, prev_total_ = 0;  // the limiter's byte counts at the previous step
};

}  // namespace rocktune
