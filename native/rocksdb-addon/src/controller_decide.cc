#include "controller_decide.h"

#include <deque>
#include <utility>

#include "common.h"
#include "controller_compaction.h"
#include "controller_l0.h"
#include "test_params.h"
#include "tuner_test.h"

namespace rocktune {

Napi::Value ControllerDecide(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  const std::string kind = info.Length() > 0 && info[0].IsString() ? info[0].As<Napi::String>().Utf8Value() : "";
  if (info.Length() < 2 || !info[1].IsObject()) throw Napi::TypeError::New(env, "Expected (kind, inputs)");
  Napi::Object in = info[1].As<Napi::Object>();
  Napi::Object out = Napi::Object::New(env);
  if (kind == "auto-tuned-compactions") {
    CompactionTunerConfig cfg = ReadCompactionConfig(ObjectParam(in, "config"));
    out.Set("action",
            CompactionActionName(DecideCompaction(ParamNumber(in, "flushPct"), ParamNumber(in, "totalPct"), cfg)));
  } else if (kind == "dynamic-l0") {
    L0TunerConfig cfg = ReadL0Config(ObjectParam(in, "config"));
    std::deque<std::pair<uint64_t, uint64_t>> ticks;
    Napi::Value tv = in.Get("ticks");
    if (!tv.IsArray()) throw Napi::TypeError::New(env, "Expected ticks: [reads, writes][]");
    Napi::Array ta = tv.As<Napi::Array>();
    for (uint32_t i = 0; i < ta.Length(); ++i) {
      Napi::Array pair = ta.Get(i).As<Napi::Array>();
      ticks.emplace_back(static_cast<uint64_t>(pair.Get(0u).As<Napi::Number>().Int64Value()),
                         static_cast<uint64_t>(pair.Get(1u).As<Napi::Number>().Int64Value()));
    }
    const WindowShares s = ComputeShares(ticks, cfg);
    const Workload wl = Classify(s, cfg);
    Napi::Object cur = ObjectParam(in, "current"), base = ObjectParam(in, "base");
    L0Triggers c{static_cast<int64_t>(ParamUint(cur, "slowdown")), static_cast<int64_t>(ParamUint(cur, "stop"))};
    L0Triggers b{static_cast<int64_t>(ParamUint(base, "slowdown")), static_cast<int64_t>(ParamUint(base, "stop"))};
    const L0Triggers n = NextTriggers(c, b, wl, cfg);
    out.Set("readShare", s.weighted);
    out.Set("workload", WorkloadName(wl));
    out.Set("slowdown", static_cast<double>(n.slowdown));
    out.Set("stop", static_cast<double>(n.stop));
  } else if (kind == "sine") {
    out.Set("rate", SineRate(ParamNumber(in, "a"), ParamNumber(in, "b"), ParamNumber(in, "c"), ParamNumber(in, "d"),
                             ParamNumber(in, "t")));
  } else {
    throw Napi::TypeError::New(env, "kind must be auto-tuned-compactions, dynamic-l0 or sine");
  }
  return out;
}

}  // namespace rocktune
