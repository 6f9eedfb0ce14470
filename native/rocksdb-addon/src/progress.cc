#include "progress.h"

namespace rocktune {

Napi::Object SampleToJs(Napi::Env env, const Sample& s) {
  Napi::Object o = Napi::Object::New(env);
  o.Set("tSec", s.t_sec);
  o.Set("writes", static_cast<double>(s.writes));
  o.Set("reads", static_cast<double>(s.reads));
  o.Set("writeOpsPerSec", s.write_ops_per_sec);
  o.Set("readOpsPerSec", s.read_ops_per_sec);
  o.Set("stallMicros", s.stall_micros);
  o.Set("l0Files", static_cast<double>(s.l0_files));
  o.Set("pendingCompactionBytes", static_cast<double>(s.pending_compaction_bytes));
  return o;
}

}  // namespace rocktune
