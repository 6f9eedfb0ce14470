// The dynamic-l0 tuner after LevelDB-SILK (rules.md P-dynamic-l0): a workload
// monitor keeps the read/write mix over short, mid and long windows, weighs them, and calls the workload
// read-intensive when the weighted read share is >= a threshold, write-intensive otherwise. Write-intensive
// raises level0_slowdown_writes_trigger and level0_stop_writes_trigger (AIMD: +2, MIMD: x2), read-intensive
// lowers them (/2), never below the values of the OPTIONS file. Above the public API only: the op counts are
// the statistics tickers rocksdb.number.keys.read / rocksdb.number.keys.written, the action is DB::SetOptions.
#pragma once
#include <rocksdb/db.h>
#include <rocksdb/statistics.h>

#include <cstdint>
#include <deque>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "controller_base.h"
#include "l0_triggers.h"

namespace rocktune {

struct L0TunerConfig {
  bool mimd = false;                   // false: AIMD
  double additive_increase = 2;        // SILK §4.1: AIMD additive increase 2
  double multiplicative_increase = 2;  // MIMD increase x2
  double decrease_divisor = 2;         // both: decrease /2
  double interval_ms = 1000;           // one monitor tick
  uint64_t short_ticks = 1, mid_ticks = 5, long_ticks = 30;
  double short_weight = 0.5, mid_weight = 0.3, long_weight = 0.2;
  double read_threshold = 0.5;  // weighted read share >= this: read-intensive
  int64_t max_slowdown_trigger = 256;
};

enum class Workload { kIdle, kRead, kWrite };
const char* WorkloadName(Workload w);

struct WindowShares {
  double short_share = -1, mid_share = -1, long_share = -1;  // -1: no ops in that window
  double weighted = -1;                                      // -1: idle
};

// Per-tick (reads, writes), oldest first. Pure.
WindowShares ComputeShares(const std::deque<std::pair<uint64_t, uint64_t>>& ticks, const L0TunerConfig& c);
Workload Classify(const WindowShares& s, const L0TunerConfig& c);

// Next triggers for a workload; base = the file's values (the floor). Pure.
L0Triggers NextTriggers(const L0Triggers& cur, const L0Triggers& base, Workload w, const L0TunerConfig& c);

class L0Controller final : public RuntimeController {
 public:
  L0Controller(rocksdb::DB* db, std::vector<rocksdb::ColumnFamilyHandle*> cfs, rocksdb::Statistics* stats,
               L0TunerConfig cfg, DecisionLog* log);
  ~L0Controller() override { Stop(); }
  L0Triggers current() const;

 private:
  void Begin() override;
  void Step() override;  // one interval: the window shares, the next triggers, SetOptions

  rocksdb::Statistics* stats_;
  L0TunerConfig cfg_;
  L0Triggers base_, cur_;
  mutable std::mutex mu_;                            // guards cur_
  std::deque<std::pair<uint64_t, uint64_t>> ticks_;  // (reads, writes) per step, oldest first
  uint64_t prev_reads_ = 0, prev_writes_ = 0;
};

}  // namespace rocktune
