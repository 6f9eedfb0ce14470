#include "periodic_thread.h"

#include <utility>

namespace rocktune {

void PeriodicThread::Start(std::chrono::steady_clock::duration interval, std::function<void()> step) {
  thread_ = std::thread([this, interval, step = std::move(step)] {
    auto next = std::chrono::steady_clock::now();
    std::unique_lock<std::mutex> lock(mu_);
    for (;;) {
      next += interval;
      if (cv_.wait_until(lock, next, [this] { return stop_; })) return;
      lock.unlock();
      step();
      lock.lock();
    }
  });
}

void PeriodicThread::Stop() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    stop_ = true;
  }
  cv_.notify_all();
  if (thread_.joinable()) thread_.join();
}

}  // namespace rocktune
