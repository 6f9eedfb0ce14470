// Progress from pool/sampler threads to JS through a Napi::ThreadSafeFunction.
// Post() may be called from any thread; Release() from the main thread when the worker settles.
#pragma once
#include <napi.h>

#include <string>

#include "sampler.h"

namespace rocktune {

Napi::Object SampleToJs(Napi::Env env, const Sample& s);

class ProgressChannel {
 public:
  ProgressChannel(Napi::Env env, Napi::Value callback, const char* phase);
  void Post(const Sample& s);
  void Release();

 private:
  Napi::ThreadSafeFunction tsfn_;
  bool active_ = false;
  std::string phase_;
};

}  // namespace rocktune
