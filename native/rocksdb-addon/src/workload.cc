#include "workload.h"

#include <rocksdb/perf_level.h>

#include <cstring>

#include "error_codes.h"

namespace rocktune {

bool OpenTestDb(const OpenRequest& req, OpenDb* db, std::shared_ptr<rocksdb::Statistics>* stats, const char** code,
                std::string* message) {
  LoadedOptions opts;
  rocksdb::Status s = LoadOptionsFile(req.options_path, &opts);
  if (s.ok()) s = CheckSandbox(opts, req.sandbox_root, req.db_path);
  if (!s.ok()) {
    *code = codes::kOptionsRejected;
    *message = s.ToString();
    return false;
  }
  ApplyBlockCache(&opts, req.block_cache_bytes);
  if (req.before_open) {
    *message = req.before_open(&opts);
    if (!message->empty()) {
      *code = codes::kInvalidArgument;
      return false;
    }
  }
  *stats = rocksdb::CreateDBStatistics();
  opts.db.statistics = *stats;
  if (!req.create) opts.db.create_if_missing = false;
  s = req.create ? db->Open(opts, req.db_path) : db->OpenExisting(opts, req.db_path);
  if (!s.ok()) {
    *code = IsNoSpace(s.ToString()) ? codes::kDiskSpace
            : IsOptionsProblem(s)   ? codes::kOptionsRejected
                                    : codes::kOpenFailed;
    *message = IsNoSpace(s.ToString()) ? "no space left on device: " + s.ToString() : s.ToString();
    return false;
  }
  return true;
}

std::string SumReaders(const std::vector<ReaderStats>& each, ReaderStats* sum) {
  for (const ReaderStats& r : each) {
    if (!r.error.empty()) return r.error;
    sum->hist.Merge(r.hist);
    sum->found += r.found;
    sum->found_bytes += r.found_bytes;
  }
  return "";
}

void EncodeKey(uint64_t n, size_t key_size, char* out) {
  for (int i = 0; i < 8; ++i) out[i] = static_cast<char>((n >> (56 - 8 * i)) & 0xff);
  if (key_size > 8) std::memset(out + 8, '0', key_size - 8);
}

ValueSource::ValueSource(size_t value_size, uint64_t seed) : value_size_(value_size) {
  size_t total = std::max<size_t>(1 << 20, value_size * 2);
  data_.resize(total);
  SplitMix64 rng{seed};
  // 100-byte pieces: 50 random printable bytes, repeated once => compresses to about half.
  for (size_t off = 0; off < total; off += 100) {
    char piece[50];
    for (char& c : piece) c = static_cast<char>(' ' + rng.Next() % 95);
    for (size_t i = 0; i < 100 && off + i < total; ++i) data_[off + i] = piece[i % 50];
  }
}

const char* ValueSource::Next() {
  if (pos_ + value_size_ > data_.size()) pos_ = 0;
  const char* p = data_.data() + pos_;
  pos_ += value_size_;
  return p;
}

Napi::Object LatencyToJs(Napi::Env env, const LatencyHistogram& h) {
  Napi::Object o = Napi::Object::New(env);
  o.Set("count", static_cast<double>(h.Count()));
  o.Set("meanMicros", h.MeanMicros());
  o.Set("p50Micros", h.PercentileMicros(50));
  o.Set("p99Micros", h.PercentileMicros(99));
  o.Set("p999Micros", h.PercentileMicros(99.9));
  o.Set("maxMicros", h.MaxMicros());
  return o;
}

Napi::Object ReadsToJs(Napi::Env env, uint64_t threads, const ReaderStats& reads) {
  Napi::Object o = Napi::Object::New(env);
  o.Set("threads", static_cast<double>(threads));
  o.Set("latency", LatencyToJs(env, reads.hist));
  o.Set("found", static_cast<double>(reads.found));
  o.Set("foundBytes", static_cast<double>(reads.found_bytes));
  return o;
}

}  // namespace rocktune

namespace rocktune {
void PrepareTimedThread() { rocksdb::SetPerfLevel(rocksdb::PerfLevel::kDisable); }
TimedWriter::TimedWriter(size_t key_size, size_t value_size, uint64_t value_seed, bool disable_wal)
    : values_(value_size, value_seed), key_(key_size) {
  wo_.disableWAL = disable_wal;
  PrepareTimedThread();
}

rocksdb::Status TimedWriter::Put(const OpenDb& db, uint64_t n, LatencyHistogram* hist) {
  EncodeKey(n, key_.size(), key_.data());
  const auto t0 = Clock::now();
  rocksdb::Status s = db.db()->Put(wo_, db.default_cf(), rocksdb::Slice(key_.data(), key_.size()),
                                   rocksdb::Slice(values_.Next(), values_.size()));
  if (s.ok()) hist->Add(NanosBetween(t0, Clock::now()));
  return s;
}

RandomReads::RandomReads(uint64_t key_space, size_t key_size, uint64_t seed)
    : key_space_(key_space), rng_{seed}, key_(key_size) {
  PrepareTimedThread();
}

bool RandomReads::Read(const OpenDb& db, uint64_t n, ReaderStats* st) {
  for (uint64_t i = 0; i < n; ++i) {
    EncodeKey(rng_.Next() % key_space_, key_.size(), key_.data());
    const auto t0 = Clock::now();
    rocksdb::Status s = db.db()->Get(ro_, db.default_cf(), rocksdb::Slice(key_.data(), key_.size()), &value_);
    const auto t1 = Clock::now();
    if (s.ok()) {
      ++st->found;
      st->found_bytes += key_.size() + value_.size();
    } else if (!s.IsNotFound()) {
      st->error = "Get failed: " + s.ToString();
      return false;
    }
    value_.Reset();
    st->hist.Add(NanosBetween(t0, t1));
  }
  return true;
}

}  // namespace rocktune
