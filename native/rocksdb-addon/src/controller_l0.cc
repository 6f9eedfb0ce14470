#include "controller_l0.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace rocktune {

const char* WorkloadName(Workload w) {
  switch (w) {
    case Workload::kRead: return "read";
    case Workload::kWrite: return "write";
    default: return "idle";
  }
}

namespace {
double ShareOfLast(const std::deque<std::pair<uint64_t, uint64_t>>& ticks, uint64_t n) {
  uint64_t r = 0, w = 0, i = 0;
  for (auto it = ticks.rbegin(); it != ticks.rend() && i < n; ++it, ++i) {
    r += it->first;
    w += it->second;
  }
  return r + w == 0 ? -1 : static_cast<double>(r) / static_cast<double>(r + w);
}
}  // namespace

WindowShares ComputeShares(const std::deque<std::pair<uint64_t, uint64_t>>& ticks, const L0TunerConfig& c) {
  WindowShares s;
  s.short_share = ShareOfLast(ticks, c.short_ticks);
  s.mid_share = ShareOfLast(ticks, c.mid_ticks);
  s.long_share = ShareOfLast(ticks, c.long_ticks);
  double sum = 0, weights = 0;
  const std::pair<double, double> parts[] = {
      {s.short_share, c.short_weight}, {s.mid_share, c.mid_weight}, {s.long_share, c.long_weight}};
  for (const auto& [share, weight] : parts) {
    if (share < 0) continue;  // a window without ops does not vote
    sum += share * weight;
    weights += weight;
  }
  // The short window empty means nothing happens now: idle, even if older windows had ops.
  s.weighted = (s.short_share < 0 || weights <= 0) ? -1 : sum / weights;
  return s;
}

Workload Classify(const WindowShares& s, const L0TunerConfig& c) {
  if (s.weighted < 0) return Workload::kIdle;
  return s.weighted >= c.read_threshold ? Workload::kRead : Workload::kWrite;
}

L0Triggers NextTriggers(const L0Triggers& cur, const L0Triggers& base, Workload w, const L0TunerConfig& c) {
  if (w == Workload::kIdle) return cur;
  const int64_t gap = std::max<int64_t>(0, base.stop - base.slowdown);
  const int64_t max_slow = std::max(base.slowdown, c.max_slowdown_trigger);
  auto grow = [&](int64_t v) {
    double n =
        c.mimd ? static_cast<double>(v) * c.multiplicative_increase : static_cast<double>(v) + c.additive_increase;
    return static_cast<int64_t>(std::ceil(n));
  };
  auto shrink = [&](int64_t v) {
    return static_cast<int64_t>(std::floor(static_cast<double>(v) / c.decrease_divisor));
  };
  L0Triggers n;
  if (w == Workload::kWrite) {
    n.slowdown = std::min(grow(cur.slowdown), max_slow);
    n.stop = std::min(grow(cur.stop), max_slow + gap);
  } else {
    n.slowdown = std::max(shrink(cur.slowdown), base.slowdown);
    n.stop = std::max(shrink(cur.stop), base.stop);
  }
  n.stop = std::max(n.stop, n.slowdown);
  return n;
}

L0Controller::L0Controller(rocksdb::DB* db, std::vector<rocksdb::ColumnFamilyHandle*> cfs, rocksdb::Statistics* stats,
                           L0TunerConfig cfg, DecisionLog* log)
    : RuntimeController(db, std::move(cfs), log, cfg.interval_ms), stats_(stats), cfg_(cfg) {
  if (!cfs_.empty()) {
    rocksdb::ColumnFamilyDescriptor desc;
    cfs_[0]->GetDescriptor(&desc);
    base_.slowdown = desc.options.level0_slowdown_writes_trigger;
    base_.stop = desc.options.level0_stop_writes_trigger;
  }
  cur_ = base_;
}

void L0Controller::Begin() {
  prev_reads_ = stats_->getTickerCount(rocksdb::NUMBER_KEYS_READ);
  prev_writes_ = stats_->getTickerCount(rocksdb::NUMBER_KEYS_WRITTEN);
}

L0Triggers L0Controller::current() const {
  std::lock_guard<std::mutex> lock(mu_);
  return cur_;
}

void L0Controller::Step() {
  const uint64_t r = stats_->getTickerCount(rocksdb::NUMBER_KEYS_READ);
  const uint64_t w = stats_->getTickerCount(rocksdb::NUMBER_KEYS_WRITTEN);
  ticks_.emplace_back(r - prev_reads_, w - prev_writes_);
  prev_reads_ = r;
  prev_writes_ = w;
  while (ticks_.size() > std::max({cfg_.short_ticks, cfg_.mid_ticks, cfg_.long_ticks})) ticks_.pop_front();
  const WindowShares s = ComputeShares(ticks_, cfg_);
  std::lock_guard<std::mutex> lock(mu_);  // cur_, which current() reads from the sampling thread
  const Workload wl = Classify(s, cfg_);
  const L0Triggers next_t = NextTriggers(cur_, base_, wl, cfg_);
  Decision d = NewDecision("dynamic-l0");
  d.read_share = s.weighted;
  d.short_share = s.short_share;
  d.mid_share = s.mid_share;
  d.long_share = s.long_share;
  d.workload = WorkloadName(wl);
  d.action = next_t.slowdown > cur_.slowdown || next_t.stop > cur_.stop   ? "increase"
             : next_t.slowdown < cur_.slowdown || next_t.stop < cur_.stop ? "decrease"
                                                                          : "hold";
  if (next_t.slowdown != cur_.slowdown || next_t.stop != cur_.stop) {
    d.changed = true;
    for (auto* cf : cfs_) {
      // one SetOptions call per CF: both triggers change together, so slowdown <= stop always holds
      std::unordered_map<std::string, std::string> o{
          {"level0_slowdown_writes_trigger", std::to_string(next_t.slowdown)},
          {"level0_stop_writes_trigger", std::to_string(next_t.stop)},
      };
      rocksdb::Status st = db_->SetOptions(cf, o);
      if (!st.ok()) {
        d.error = "SetOptions failed: " + st.ToString();
        break;
      }
    }
    if (d.error.empty()) cur_ = next_t;
  }
  d.triggers = cur_;
  Log(d);
}

}  // namespace rocktune
