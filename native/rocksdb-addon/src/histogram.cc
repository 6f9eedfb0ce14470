#include "histogram.h"

#include <algorithm>

namespace rocktune {

int LatencyHistogram::Index(uint64_t v) {
  if (v < static_cast<uint64_t>(kSub)) return static_cast<int>(v);
  int e = 63 - __builtin_clzll(v);  // >= kSubBits
  int sub = static_cast<int>((v >> (e - kSubBits)) - kSub);
  return (e - kSubBits + 1) * kSub + sub;
}

uint64_t LatencyHistogram::Lower(int idx) {
  if (idx < kSub) return static_cast<uint64_t>(idx);
  int e = idx / kSub + kSubBits - 1;
  uint64_t sub = static_cast<uint64_t>(idx % kSub);
  return (kSub + sub) << (e - kSubBits);
}

uint64_t LatencyHistogram::Width(int idx) {
  if (idx < kSub) return 1;
  int e = idx / kSub + kSubBits - 1;
  return uint64_t{1} << (e - kSubBits);
}

void LatencyHistogram::Add(uint64_t nanos) {
  ++buckets_[Index(nanos)];
  ++count_;
  sum_ += nanos;
  max_ = std::max(max_, nanos);
}

void LatencyHistogram::Merge(const LatencyHistogram& o) {
  for (int i = 0; i < kBuckets; ++i) buckets_[i] += o.buckets_[i];
  count_ += o.count_;
  sum_ += o.sum_;
  max_ = std::max(max_, o.max_);
}

double LatencyHistogram::MeanMicros() const {
  return count_ ? static_cast<double>(sum_) / static_cast<double>(count_) / 1000.0 : 0.0;
}

double LatencyHistogram::PercentileMicros(double p) const {
  if (count_ == 0) return 0.0;
  double rank = p / 100.0 * static_cast<double>(count_);
  uint64_t seen = 0;
  for (int i = 0; i < kBuckets; ++i) {
    if (buckets_[i] == 0) continue;
    if (static_cast<double>(seen + buckets_[i]) >= rank) {
      // Interpolate inside the bucket, never beyond the observed maximum.
      double frac = (rank - static_cast<double>(seen)) / static_cast<double>(buckets_[i]);
      double v = static_cast<double>(Lower(i)) + frac * static_cast<double>(Width(i));
      return std::min(v, static_cast<double>(max_)) / 1000.0;
    }
    seen += buckets_[i];
  }
  return MaxMicros();
}

}  // namespace rocktune
