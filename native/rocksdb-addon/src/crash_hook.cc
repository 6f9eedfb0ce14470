#include "crash_hook.h"

#include <csignal>
#include <cstdlib>

#include "common.h"

namespace rocktune {

namespace {
class CrashWorker final : public EngineWorker {
 public:
  CrashWorker(Napi::Env env, bool segv) : EngineWorker(env), segv_(segv) {}
  void Execute() override {
    if (segv_) std::raise(SIGSEGV);
    std::abort();
  }
  void OnOK() override { deferred_.Resolve(Env().Undefined()); }

 private:
  bool segv_;
};
}  // namespace

Napi::Value CrashForTest(const Napi::CallbackInfo& info) {
  std::string kind = info.Length() > 0 && info[0].IsString() ? info[0].As<Napi::String>().Utf8Value() : "abort";
  return (new CrashWorker(info.Env(), kind == "segv"))->QueueForPromise();
}

}  // namespace rocktune
