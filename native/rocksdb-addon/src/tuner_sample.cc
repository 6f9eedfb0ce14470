#include "tuner_sample.h"

namespace rocktune {

Napi::Object TunerSampleToJs(Napi::Env env, const TunerSample& s) {
  Napi::Object o = Napi::Object::New(env);
  o.Set("tSec", s.t_sec);
  o.Set("phase", s.phase);
  o.Set("capBytesPerSec", s.cap_bytes_per_sec);
  o.Set("writes", static_cast<double>(s.writes));
  o.Set("writeBytes", static_cast<double>(s.write_bytes));
  o.Set("reads", static_cast<double>(s.reads));
  o.Set("stallMicros", s.stall_micros);
  o.Set("l0Files", static_cast<double>(s.l0_files));
  o.Set("pendingCompactionBytes", static_cast<double>(s.pending_compaction_bytes));
  o.Set("flushBytes", static_cast<double>(s.flush_bytes));
  o.Set("compactBytes", static_cast<double>(s.compact_bytes));
  o.Set("compactionsDisabled", s.compactions_disabled);
  SetTriggers(o, s.triggers);
  return o;
}

}  // namespace rocktune
