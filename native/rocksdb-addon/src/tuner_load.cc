#include "tuner_load.h"

#include <algorithm>
#include <cmath>
#include <thread>
#include <vector>

namespace rocktune {

double SineRate(double a, double b, double c, double d, double t) { return a * std::sin(b * t + c) + d; }

int TunerLoad::PhaseAt(double t, double cycle) const {
  double x = std::fmod(t, cycle);
  for (size_t i = 0; i < p_.phases.size(); ++i) {
    if (x < p_.phases[i].duration_sec) return static_cast<int>(i);
    x -= p_.phases[i].duration_sec;
  }
  return static_cast<int>(p_.phases.size()) - 1;
}

double TunerLoad::CapAt(double t, int phase) const {
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

void TunerLoad::WriterLoop(const OpenDb& db, Counters& ctr, const std::atomic<bool>& stop,
                           const std::atomic<int>& phase, Clock::time_point start) {
  TimedWriter writer(p_.key_size, p_.value_size, 302, p_.disable_wal);
  SplitMix64 rng{7};
  const uint64_t entry = p_.key_size + p_.value_size;
  // A budget refilled every 100 ms like GenericRateLimiter: unused budget is lost, so when RocksDB cannot keep
  // up (stalls, slow Puts) the interval writes fall below the cap, which is what the thesis's plots show.
  int64_t slot = -1;
  double allowance = 0;
  bool unlimited = false;
  while (!stop.load(std::memory_order_relaxed)) {
    const auto now = Clock::now();
    const int64_t cur = (now - start) / kTunerRefill;
    if (cur != slot) {
      slot = cur;
      const double cap =
          CapAt(std::chrono::duration<double>(now - start).count(), phase.load(std::memory_order_relaxed));
      allowance = cap < 0 ? -1 : std::min(allowance, 0.0) + cap * 0.1;
      unlimited = cap < 0;
    }
    if (!unlimited && allowance <= 0) {
      std::this_thread::sleep_until(start + kTunerRefill * (slot + 1));
      continue;
    }
    rocksdb::Status s = writer.Put(db, rng.Next() % p_.key_space, &write_hist_);
    if (!s.ok()) {
      writer_error_ = "Put failed: " + s.ToString();
      return;
    }
    if (!unlimited) allowance -= static_cast<double>(entry);
    ctr.writes.fetch_add(1, std::memory_order_relaxed);
    ctr.write_bytes.fetch_add(entry, std::memory_order_relaxed);
  }
}

void TunerLoad::ReaderLoop(const OpenDb& db, Counters& ctr, const std::atomic<bool>& stop,
                           const std::atomic<int>* phase, uint64_t r, ReaderStats& st, uint64_t seed) {
  RandomReads reads(p_.key_space, p_.key_size, seed);
  while (!stop.load(std::memory_order_relaxed)) {
    if (phase) {
      const int ph = phase->load(std::memory_order_relaxed);
      if (ph < 0 || r >= p_.phases[static_cast<size_t>(ph)].readers) {
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
        continue;
      }
    }
    if (!reads.Read(db, 64, &st)) return;
    ctr.reads.fetch_add(64, std::memory_order_relaxed);
  }
}

}  // namespace rocktune
