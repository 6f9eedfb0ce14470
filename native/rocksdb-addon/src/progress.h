// Progress from pool/sampler threads to JS through a Napi::ThreadSafeFunction: each event is {phase, sample}.
// Post() may be called from any thread; Release() from the main thread when the worker settles.
#pragma once
#include <napi.h>

#include <string>

#include "sampler.h"

namespace rocktune {

// One channel per worker, for any sample type T that ToJs turns into a JS object.
template <typename T, Napi::Object (*ToJs)(Napi::Env, const T&)>
class ProgressChannelOf {
 public:
  ProgressChannelOf(Napi::Env env, Napi::Value callback) {
    if (!callback.IsFunction()) return;
    tsfn_ = Napi::ThreadSafeFunction::New(env, callback.As<Napi::Function>(), "rocktune-progress", 0, 1);
    active_ = true;
  }

  void Post(const std::string& phase, const T& s) {
    if (!active_) return;
    auto* copy = new T(s);
    napi_status st = tsfn_.NonBlockingCall(copy, [phase](Napi::Env env, Napi::Function cb, T* data) {
      Napi::Object ev = Napi::Object::New(env);
      ev.Set("phase", phase);
      ev.Set("sample", ToJs(env, *data));
      delete data;
      cb.Call({ev});
    });
    if (st != napi_ok) delete copy;
  }

  void Release() {
    if (!active_) return;
    active_ = false;
    tsfn_.Release();
  }

 private:
  Napi::ThreadSafeFunction tsfn_;
  bool active_ = false;
};

Napi::Object SampleToJs(Napi::Env env, const Sample& s);

// The T2/T5 channel: the per-second Sample of sampler.h, under one fixed phase ("load" or "run").
class ProgressChannel : public ProgressChannelOf<Sample, SampleToJs> {
 public:
  ProgressChannel(Napi::Env env, Napi::Value callback, const char* phase)
      : ProgressChannelOf(env, callback), phase_(phase) {}
  void Post(const Sample& s) { ProgressChannelOf::Post(phase_, s); }

 private:
  std::string phase_;
};

}  // namespace rocktune
