// Entry point: registers the exports, nothing else. One file per concern holds the work.
#include <napi.h>

#include "batch_check.h"
#include "check_options.h"
#include "controller_decide.h"
#include "crash_hook.h"
#include "engine_info.h"
#include "load_test.h"
#include "run_test.h"
#include "string_options.h"
#include "tuner_test.h"

namespace {
Napi::Object Init(Napi::Env env, Napi::Object exports) {
  exports.Set("engineInfo", Napi::Function::New(env, rocktune::EngineInfo, "engineInfo"));
  exports.Set("checkOptions", Napi::Function::New(env, rocktune::CheckOptions, "checkOptions"));
  exports.Set("checkOptionsText", Napi::Function::New(env, rocktune::CheckOptionsText, "checkOptionsText"));
  exports.Set("optionsFromStrings", Napi::Function::New(env, rocktune::OptionsFromStrings, "optionsFromStrings"));
  exports.Set("optionsFromFileText", Napi::Function::New(env, rocktune::OptionsFromFileText, "optionsFromFileText"));
  exports.Set("loadTest", Napi::Function::New(env, rocktune::LoadTest, "loadTest"));
  exports.Set("runTest", Napi::Function::New(env, rocktune::RunTest, "runTest"));
  exports.Set("tunerTest", Napi::Function::New(env, rocktune::TunerTest, "tunerTest"));
  exports.Set("controllerDecide", Napi::Function::New(env, rocktune::ControllerDecide, "controllerDecide"));
  exports.Set("crashForTest", Napi::Function::New(env, rocktune::CrashForTest, "crashForTest"));
  return exports;
}
}  // namespace

NODE_API_MODULE(rocktune_rocksdb, Init)
