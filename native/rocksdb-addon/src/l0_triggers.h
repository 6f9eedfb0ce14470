// The L0 write triggers in force (level0_slowdown_writes_trigger, level0_stop_writes_trigger): what dynamic-l0 moves,
// and what its decisions and the tuner's samples report.
#pragma once
#include <napi.h>

#include <cstdint>

namespace rocktune {

struct L0Triggers {
  int64_t slowdown = 0;
  int64_t stop = 0;
};

// Sets them on `o` under the names lib/ reads: slowdownTrigger, stopTrigger.
inline void SetTriggers(Napi::Object o, const L0Triggers& t) {
  o.Set("slowdownTrigger", static_cast<double>(t.slowdown));
  o.Set("stopTrigger", static_cast<double>(t.stop));
}

}  // namespace rocktune
