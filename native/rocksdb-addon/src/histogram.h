// Latency histogram: log-linear buckets (32 per power of two, ~3% resolution), exact count/sum/max.
// One per thread, merged after the threads join, so Add() needs no locking.
#pragma once
#include <array>
#include <cstdint>

namespace rocktune {

class LatencyHistogram {
 public:
  void Add(uint64_t nanos);
  void Merge(const LatencyHistogram& other);
  uint64_t Count() const { return count_; }
  double MeanMicros() const;
  double MaxMicros() const { return static_cast<double>(max_) / 1000.0; }
  double PercentileMicros(double p) const;  // p in (0, 100]

 private:
  static constexpr int kSubBits = 5;
  static constexpr int kSub = 1 << kSubBits;
  static constexpr int kBuckets = 64 * kSub;
  static int Index(uint64_t v);
  static uint64_t Lower(int idx);
  static uint64_t Width(int idx);
  std::array<uint64_t, kBuckets> buckets_{};
  uint64_t count_ = 0;
  uint64_t sum_ = 0;
  uint64_t max_ = 0;
};

}  // namespace rocktune
