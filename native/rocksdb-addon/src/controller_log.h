// One logged controller decision (time, what was measured, what was done) shared by both run-time tuners.
#pragma once
#include <napi.h>
#include <rocksdb/db.h>

#include <chrono>
#include <mutex>
#include <string>
#include <vector>

#include "db_property.h"
#include "l0_triggers.h"

namespace rocktune {

struct Decision {
  double t_sec = 0;        // since the workload started
  std::string controller;  // "auto-tuned-compactions" | "dynamic-l0"
  std::string action;      // compaction: hold|disable|enable; l0: hold|increase|decrease
  bool changed = false;    // SetOptions was called
  // auto-tuned-compactions
  double flush_pct = 0;  // flushes: bytes at IO_HIGH, plus those at IO_USER (see stalled_pct)
  double total_pct = 0;
  double stalled_pct = 0;  // the share of flush_pct RocksDB charged at IO_USER, while writes were stalled or delayed
  bool compactions_disabled = false;  // state after the decision
  int64_t rate_limit = 0;             // the limiter's bytes/s after the decision (raised while compactions are off)
  // dynamic-l0
  double read_share = 0;  // weighted reads / (reads + writes) over the short/mid/long windows
  double short_share = 0, mid_share = 0, long_share = 0;
  std::string workload;  // "read" | "write" | "idle"
  L0Triggers triggers;   // in force after the decision
  int64_t l0_files = -1;
  std::string error;  // SetOptions status when it failed
};

class DecisionLog {
 public:
  explicit DecisionLog(std::chrono::steady_clock::time_point start) : start_(start) {}
  double Now() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }
  void Add(const Decision& d) {
    std::lock_guard<std::mutex> lock(mu_);
    all_.push_back(d);
  }
  std::vector<Decision> All() const {
    std::lock_guard<std::mutex> lock(mu_);
    return all_;
  }

 private:
  std::chrono::steady_clock::time_point start_;
  mutable std::mutex mu_;
  std::vector<Decision> all_;
};

Napi::Object DecisionToJs(Napi::Env env, const Decision& d);

}  // namespace rocktune
