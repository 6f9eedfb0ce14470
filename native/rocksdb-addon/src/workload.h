// Pieces shared by the load (T2) and run (T5) workers: opening the test DB with statistics,
// db_bench-compatible keys, a value source, and turning a histogram into JS.
#pragma once
#include <napi.h>
#include <rocksdb/statistics.h>

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "common.h"
#include "histogram.h"

namespace rocktune {

struct OpenRequest {
  std::string options_path;
  std::string db_path;
  bool create = true;              // T2 creates the DB, T5 requires it
  std::string sandbox_root;        // see CheckSandbox
  uint64_t block_cache_bytes = 0;  // see ApplyBlockCache
  // Last say over the loaded options before the DB opens (the tuner test sets its rate limiter here); a non-empty
  // answer refuses the run as ENGINE_INVALID_ARGUMENT with that message.
  std::function<std::string(LoadedOptions*)> before_open;
};

// Loads the file, checks the sandbox and the memtable budget, enables statistics, opens the DB.
// On failure sets *code to one of codes::* and returns the message.
bool OpenTestDb(const OpenRequest& req, OpenDb* db, std::shared_ptr<rocksdb::Statistics>* stats, const char** code,
                std::string* message);

using Clock = std::chrono::steady_clock;

inline uint64_t NanosBetween(Clock::time_point a, Clock::time_point b) {
  return static_cast<uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(b - a).count());
}

// One reader thread's results; cache-line aligned so readers never share a line.
struct alignas(64) ReaderStats {
  LatencyHistogram hist;
  uint64_t found = 0;
  uint64_t found_bytes = 0;
  std::string error;
};

// Sums the readers' latencies and finds into *sum; returns "" or the first reader's error.
std::string SumReaders(const std::vector<ReaderStats>& each, ReaderStats* sum);

// db_bench's GenerateKeyFromInt for key_size >= 8: 8 bytes big-endian, then '0' padding.
void EncodeKey(uint64_t n, size_t key_size, char* out);

// A fixed pseudo-random buffer cut into values (like db_bench's RandomGenerator, ~50% compressible).
class ValueSource {
 public:
  ValueSource(size_t value_size, uint64_t seed);
  const char* Next();
  size_t size() const { return value_size_; }

 private:
  std::vector<char> data_;
  size_t value_size_;
  size_t pos_ = 0;
};

// One writer thread's timed Puts of db_bench keys and ValueSource values (T2, T5's writer and the tuner tests'
// writer). Built on the writing thread: the constructor prepares it (PrepareTimedThread).
class TimedWriter {
 public:
  TimedWriter(size_t key_size, size_t value_size, uint64_t value_seed, bool disable_wal);
  // Writes key `n` with the next value; records the latency in `hist` when the write succeeds.
  rocksdb::Status Put(const OpenDb& db, uint64_t n, LatencyHistogram* hist);

 private:
  ValueSource values_;
  std::vector<char> key_;
  rocksdb::WriteOptions wo_;
};

// Small fast PRNG (splitmix64) for key choice on hot paths.
struct SplitMix64 {
  uint64_t state;
  uint64_t Next() {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
};

// One reader thread's timed point reads of uniform random keys in [0, key_space) (T5's and the tuner tests' readers).
// Built on the reading thread: the constructor prepares it (PrepareTimedThread).
class RandomReads {
 public:
  RandomReads(uint64_t key_space, size_t key_size, uint64_t seed);
  // `n` reads: each one's latency into st->hist, what was found into st->found / found_bytes; false with st->error set
  // on a read error (NotFound is not an error).
  bool Read(const OpenDb& db, uint64_t n, ReaderStats* st);

 private:
  uint64_t key_space_;
  SplitMix64 rng_;
  std::vector<char> key_;
  rocksdb::ReadOptions ro_;
  rocksdb::PinnableSlice value_;
};

Napi::Object LatencyToJs(Napi::Env env, const LatencyHistogram& h);
// Readers' results: {threads, latency, found, foundBytes} (T5's readers, the tuner tests' read phase).
Napi::Object ReadsToJs(Napi::Env env, uint64_t threads, const ReaderStats& reads);

// Per-thread: perf counters off, as db_bench runs them (--perf_level default 1 = kDisable);
// RocksDB's own thread-local default is kEnableCount. Call at the start of every timed thread.
void PrepareTimedThread();

}  // namespace rocktune
