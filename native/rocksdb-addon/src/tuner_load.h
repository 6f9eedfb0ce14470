// The load a tuner test puts on the DB: one writer of random keys capped by the sine (or by the current phase), and
// readers active in the phases that ask for them; the phase clock and the cap both come from the params.
#pragma once
#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>

#include "histogram.h"
#include "tuner_test.h"
#include "workload.h"

namespace rocktune {

// The writer's budget is refilled every tick, like GenericRateLimiter; the sampler ticks at the same rate.
constexpr std::chrono::milliseconds kTunerRefill{100};

struct Counters {
  alignas(64) std::atomic<uint64_t> writes{0};
  alignas(64) std::atomic<uint64_t> write_bytes{0};
  alignas(64) std::atomic<uint64_t> reads{0};
};

class TunerLoad {
 public:
  explicit TunerLoad(const TunerParams& p) : p_(p) {}
  // Index of the phase at t seconds into a cycle of `cycle` seconds.
  int PhaseAt(double t, double cycle) const;
  // Bytes/s allowed at t; < 0 = unlimited; 0 = writer off.
  double CapAt(double t, int phase) const;
  void WriterLoop(const OpenDb& db, Counters& ctr, const std::atomic<bool>& stop, const std::atomic<int>& phase,
                  Clock::time_point start);
  // phase == nullptr: always active (final read phase); otherwise reader r works while r < phase's readers.
  void ReaderLoop(const OpenDb& db, Counters& ctr, const std::atomic<bool>& stop, const std::atomic<int>* phase,
                  uint64_t r, ReaderStats& st, uint64_t seed);
  const LatencyHistogram& write_hist() const { return write_hist_; }
  // Set when a Put failed (the writer then stops).
  const std::string& writer_error() const { return writer_error_; }

 private:
  const TunerParams& p_;
  LatencyHistogram write_hist_;
  std::string writer_error_;
};

}  // namespace rocktune
