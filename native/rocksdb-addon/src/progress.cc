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

ProgressChannel::ProgressChannel(Napi::Env env, Napi::Value callback, const char* phase) : phase_(phase) {
  if (!callback.IsFunction()) return;
  tsfn_ = Napi::ThreadSafeFunction::New(env, callback.As<Napi::Function>(), "rocktune-progress", 0, 1);
  active_ = true;
}

void ProgressChannel::Post(const Sample& s) {
  if (!active_) return;
  auto* copy = new Sample(s);
  std::string phase = phase_;
  napi_status st = tsfn_.NonBlockingCall(copy, [phase](Napi::Env env, Napi::Function cb, Sample* data) {
    Napi::Object ev = Napi::Object::New(env);
    ev.Set("phase", phase);
    ev.Set("sample", SampleToJs(env, *data));
    delete data;
    cb.Call({ev});
  });
  if (st != napi_ok) delete copy;
}

void ProgressChannel::Release() {
  if (!active_) return;
  active_ = false;
  tsfn_.Release();
}

}  // namespace rocktune
