// A background thread that runs a step at a fixed rate (every `interval` from Start, not `interval` after the last step
// ended) until Stop, which wakes it at once and joins it. The per-second Sampler and both run-time controllers run on
// one.
#pragma once
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace rocktune {

class PeriodicThread {
 public:
  PeriodicThread() = default;
  PeriodicThread(const PeriodicThread&) = delete;
  PeriodicThread& operator=(const PeriodicThread&) = delete;
  ~PeriodicThread() { Stop(); }

  // `step` runs on the new thread, never after Stop returns.
  void Start(std::chrono::steady_clock::duration interval, std::function<void()> step);
  void Stop();

 private:
  std::thread thread_;
  std::mutex mu_;
  std::condition_variable cv_;
  bool stop_ = false;
};

// A period given in milliseconds (the controllers' intervalMs) as a steady_clock duration.
inline std::chrono::steady_clock::duration Millis(double ms) {
  return std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double, std::milli>(ms));
}

}  // namespace rocktune
