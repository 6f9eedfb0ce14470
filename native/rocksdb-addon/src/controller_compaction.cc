#include "controller_compaction.h"

#include <rocksdb/env.h>

#include <cmath>
#include <unordered_map>

#include "compat.h"

namespace rocktune {

const char* CompactionActionName(CompactionAction a) {
  switch (a) {
    case CompactionAction::kDisable: return "disable";
    case CompactionAction::kEnable: return "enable";
    default: return "hold";
  }
}

CompactionAction DecideCompaction(double flush_pct, double total_pct, const CompactionTunerConfig& c) {
  // Fig. 3.9 holds when no refill period was drained. Measured in bytes, 0 means an idle disk, and holding
  // there would leave compactions off forever after a burst that ends in silence: the enable test decides.
  if (total_pct <= c.enable_total_pct && flush_pct < c.enable_flush_pct) return CompactionAction::kEnable;
  if (total_pct >= c.disable_total_pct && flush_pct >= c.disable_flush_pct) return CompactionAction::kDisable;
  return CompactionAction::kHold;
}

CompactionController::CompactionController(rocksdb::DB* db, std::vector<rocksdb::ColumnFamilyHandle*> cfs,
                                           rocksdb::RateLimiter* limiter, CompactionTunerConfig cfg, DecisionLog* log)
    : RuntimeController(db, std::move(cfs), log, cfg.interval_ms),
      limiter_(limiter),
      cfg_(cfg),
      mark_(limiter->GetBytesPerSecond()) {
  for (auto* cf : cfs_) {
    rocksdb::ColumnFamilyDescriptor desc;
    cf->GetDescriptor(&desc);
    enabled_l0_trigger_.push_back(std::to_string(desc.options.level0_file_num_compaction_trigger));
    if (desc.options.disable_auto_compactions) disabled_ = true;  // the file itself starts with them off
  }
}

void CompactionController::Begin() {
  SetLimiterRate();
  prev_time_ = std::chrono::steady_clock::now();
  prev_high_ = limiter_->GetTotalBytesThrough(rocksdb::Env::IO_HIGH);
  prev_user_ = compat::UserPriorityBytesThrough(*limiter_);
  prev_total_ = limiter_->GetTotalBytesThrough(rocksdb::Env::IO_TOTAL);
}

bool CompactionController::Apply(bool disable) {
  for (size_t i = 0; i < cfs_.size(); ++i) {
    std::unordered_map<std::string, std::string> opts{
        {"disable_auto_compactions", disable ? "true" : "false"},
        {"level0_file_num_compaction_trigger",
         disable ? std::to_string(cfg_.disabled_l0_trigger) : enabled_l0_trigger_[i]},
    };
    rocksdb::Status s = db_->SetOptions(cfs_[i], opts);
    if (!s.ok()) {
      error_ = "SetOptions failed: " + s.ToString();
      return false;
    }
  }
  disabled_ = disable;
  SetLimiterRate();
  return true;
}

void CompactionController::SetLimiterRate() {
  limiter_->SetBytesPerSecond(disabled_ ? std::llround(static_cast<double>(mark_) * cfg_.disabled_rate_factor) : mark_);
}

void CompactionController::Step() {
  const auto now = std::chrono::steady_clock::now();
  const int64_t high = limiter_->GetTotalBytesThrough(rocksdb::Env::IO_HIGH);
  const int64_t user = compat::UserPriorityBytesThrough(*limiter_);
  const int64_t total = limiter_->GetTotalBytesThrough(rocksdb::Env::IO_TOTAL);
  const double secs = std::chrono::duration<double>(now - prev_time_).count();
  const double allowed = static_cast<double>(mark_) * secs;  // the 100 % mark, whatever the limiter runs at
  Decision d = NewDecision("auto-tuned-compactions");
  const auto pct = [allowed](int64_t bytes) { return allowed > 0 ? 100.0 * static_cast<double>(bytes) / allowed : 0; };
  // a stall is the flushes falling behind (the preset's L0 and pending-bytes stops are off): IO_USER counts as flush
  d.stalled_pct = pct(user - prev_user_);
  d.flush_pct = pct(high - prev_high_) + d.stalled_pct;
  d.total_pct = pct(total - prev_total_);
  prev_time_ = now;
  prev_high_ = high;
  prev_user_ = user;
  prev_total_ = total;
  const CompactionAction a = DecideCompaction(d.flush_pct, d.total_pct, cfg_);
  d.action = CompactionActionName(a);
  const bool want_disabled = a == CompactionAction::kDisable  ? true
                             : a == CompactionAction::kEnable ? false
                                                              : disabled_.load();
  if (want_disabled != disabled_.load()) {
    d.changed = true;
    if (!Apply(want_disabled)) d.error = error_;
  }
  d.compactions_disabled = disabled_.load();
  d.rate_limit = limiter_->GetBytesPerSecond();
  Log(d);
}

Napi::Object DecisionToJs(Napi::Env env, const Decision& d) {
  Napi::Object o = Napi::Object::New(env);
  o.Set("tSec", d.t_sec);
  o.Set("controller", d.controller);
  o.Set("action", d.action);
  o.Set("changed", d.changed);
  if (d.controller == "auto-tuned-compactions") {
    o.Set("flushPct", d.flush_pct);
    o.Set("totalPct", d.total_pct);
    o.Set("stalledPct", d.stalled_pct);
    o.Set("compactionsDisabled", d.compactions_disabled);
    o.Set("rateLimitBytesPerSec", static_cast<double>(d.rate_limit));
  } else {
    o.Set("readShare", d.read_share);
    o.Set("shortReadShare", d.short_share);
    o.Set("midReadShare", d.mid_share);
    o.Set("longReadShare", d.long_share);
    o.Set("workload", d.workload);
    SetTriggers(o, d.triggers);
  }
  o.Set("l0Files", static_cast<double>(d.l0_files));
  if (!d.error.empty()) o.Set("error", d.error);
  return o;
}

}  // namespace rocktune
