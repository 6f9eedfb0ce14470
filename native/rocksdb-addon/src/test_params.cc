#include "test_params.h"

namespace rocktune {

void ReadTestDbParams(const Napi::Object& o, TestDbParams* p) {
  p->options_path = ParamString(o, "optionsPath");
  p->db_path = ParamString(o, "dbPath");
  p->key_size = ParamUint(o, "keySize");
  p->value_size = ParamUint(o, "valueSize");
  p->sandbox_root = ParamString(o, "sandboxRoot");
  p->block_cache_bytes = ParamUint(o, "blockCacheBytes");
  if (p->key_size < 8) ThrowRange(o.Env(), "keySize must be >= 8");
}

void ReadOwnParams(const Napi::Object& o, LoadParams* p) {
  p->keys = ParamUint(o, "keys");
  p->disable_wal = ParamBool(o, "disableWal");
  p->random_order = ParamString(o, "order") == "random";
}

void ReadOwnParams(const Napi::Object& o, RunParams* p) {
  p->keys = PositiveUint(o, "keys");
  p->readers = PositiveUint(o, "readers");
  p->duration_sec = PositiveNumber(o, "durationSec");
  p->writer_rate_bytes_per_sec = ParamUint(o, "writerRateBytesPerSec");
  p->writer_random = ParamString(o, "writerKeys") == "random";
}

CompactionTunerConfig ReadCompactionConfig(const Napi::Object& c) {
  CompactionTunerConfig cfg;
  cfg.disable_total_pct = ParamNumber(c, "disableTotalPct");
  cfg.disable_flush_pct = ParamNumber(c, "disableFlushPct");
  cfg.enable_total_pct = ParamNumber(c, "enableTotalPct");
  cfg.enable_flush_pct = ParamNumber(c, "enableFlushPct");
  cfg.interval_ms = ParamNumber(c, "intervalMs");
  cfg.disabled_rate_factor = ParamNumber(c, "disabledRateFactor");
  auto pct = [&](double v, const char* n) {
    if (!(v >= 0 && v <= 100)) ThrowRange(c.Env(), std::string(n) + " must be within 0-100");
  };
  pct(cfg.disable_total_pct, "disableTotalPct");
  pct(cfg.disable_flush_pct, "disableFlushPct");
  pct(cfg.enable_total_pct, "enableTotalPct");
  pct(cfg.enable_flush_pct, "enableFlushPct");
  if (cfg.enable_total_pct > cfg.disable_total_pct)
    ThrowRange(c.Env(), "enableTotalPct must not be above disableTotalPct");
  if (cfg.enable_flush_pct > cfg.disable_flush_pct)
    ThrowRange(c.Env(), "enableFlushPct must not be above disableFlushPct");
  if (!(cfg.disabled_rate_factor >= 1 && cfg.disabled_rate_factor <= 1000))
    ThrowRange(c.Env(), "disabledRateFactor must be within 1-1000");
  if (cfg.interval_ms < 200)
    ThrowRange(c.Env(), "intervalMs must be >= 200 (two 100 ms refill periods of the rate limiter)");
  return cfg;
}

L0TunerConfig ReadL0Config(const Napi::Object& c) {
  L0TunerConfig cfg;
  cfg.mimd = ParamString(c, "algorithm") == "mimd";
  cfg.additive_increase = ParamNumber(c, "additiveIncrease");
  cfg.multiplicative_increase = ParamNumber(c, "multiplicativeIncrease");
  cfg.decrease_divisor = ParamNumber(c, "decreaseDivisor");
  cfg.interval_ms = ParamNumber(c, "intervalMs");
  cfg.short_ticks = ParamUint(c, "shortTicks");
  cfg.mid_ticks = ParamUint(c, "midTicks");
  cfg.long_ticks = ParamUint(c, "longTicks");
  cfg.short_weight = ParamNumber(c, "shortWeight");
  cfg.mid_weight = ParamNumber(c, "midWeight");
  cfg.long_weight = ParamNumber(c, "longWeight");
  cfg.read_threshold = ParamNumber(c, "readThreshold");
  cfg.max_slowdown_trigger = static_cast<int64_t>(ParamUint(c, "maxSlowdownTrigger"));
  if (cfg.interval_ms < 100) ThrowRange(c.Env(), "intervalMs must be >= 100");
  if (cfg.short_ticks == 0 || cfg.mid_ticks == 0 || cfg.long_ticks == 0)
    ThrowRange(c.Env(), "window lengths must be >= 1 tick");
  if (cfg.decrease_divisor <= 1 || cfg.multiplicative_increase <= 1 || cfg.additive_increase <= 0) {
    ThrowRange(c.Env(), "increase/decrease factors must grow and shrink the triggers");
  }
  return cfg;
}

void ReadOwnParams(const Napi::Object& o, TunerParams* out) {
  Napi::Env env = o.Env();
  TunerParams& p = *out;
  p.key_space = PositiveUint(o, "keySpace");
  p.duration_sec = PositiveNumber(o, "durationSec");
  p.disable_wal = ParamBool(o, "disableWal");
  p.workload = ParamString(o, "workload");
  p.read_sec = ParamNumber(o, "readSec");
  p.read_threads = ParamUint(o, "readThreads");
  p.controller = ParamString(o, "controller");
  p.rate_limiter_bytes_per_sec = ParamUint(o, "rateLimiterBytesPerSec");
  if (p.read_sec < 0) ThrowRange(env, "readSec must be >= 0");
  if (p.read_sec > 0 && p.read_threads == 0) ThrowRange(env, "readThreads must be > 0");
  if (p.workload == "sine") {
    Napi::Object s = ObjectParam(o, "sine");
    p.sine_a = ParamNumber(s, "a");
    p.sine_b = ParamNumber(s, "b");
    p.sine_c = ParamNumber(s, "c");
    p.sine_d = ParamNumber(s, "d");
    p.sine_interval_ms = ParamNumber(s, "intervalMs");
    p.after_sec = ParamNumber(s, "afterSec");
    p.after_rate_bytes_per_sec = ParamUint(s, "afterRateBytesPerSec");
    if (!(p.sine_a > 0) || !(p.sine_b > 0) || !(p.sine_d > 0)) ThrowRange(env, "sine a, b and d must be > 0");
    if (p.sine_d - p.sine_a < 0) ThrowRange(env, "sine d must be >= a, or the rate cap a*sin(b*t+c)+d goes negative");
    if (p.sine_interval_ms < 100) ThrowRange(env, "sine intervalMs must be >= 100");
    if (p.after_sec < 0) ThrowRange(env, "sine afterSec must be >= 0");
  } else if (p.workload == "phases") {
    Napi::Value v = o.Get("phases");
    if (!v.IsArray() || v.As<Napi::Array>().Length() == 0) ThrowRange(env, "phases must be a non-empty array");
    Napi::Array arr = v.As<Napi::Array>();
    for (uint32_t i = 0; i < arr.Length(); ++i) {
      Napi::Value e = arr.Get(i);
      if (!e.IsObject()) ThrowRange(env, "each phase must be an object");
      Napi::Object ph = e.As<Napi::Object>();
      PhaseSpec spec;
      spec.duration_sec = ParamNumber(ph, "durationSec");
      spec.write_rate_bytes_per_sec = ParamUint(ph, "writeRateBytesPerSec");
      spec.writer = ParamBool(ph, "writer");
      spec.readers = ParamUint(ph, "readers");
      if (!(spec.duration_sec > 0)) ThrowRange(env, "phase durationSec must be > 0");
      if (spec.readers > 1024) ThrowRange(env, "phase readers must be <= 1024");
      p.phases.push_back(spec);
    }
  } else {
    ThrowRange(env, "workload must be \"sine\" or \"phases\"");
  }
  if (p.controller == "auto-tuned-compactions") {
    p.compaction = ReadCompactionConfig(ObjectParam(o, "compaction"));
  } else if (p.controller == "dynamic-l0") {
    p.l0 = ReadL0Config(ObjectParam(o, "l0"));
  } else if (p.controller != "none") {
    ThrowRange(env, "controller must be none, auto-tuned-compactions or dynamic-l0");
  }
}

}  // namespace rocktune
