// The controllers' pure decision functions and the sine cap, exposed to JS for unit tests (synchronous, no DB).
#pragma once
#include <napi.h>

namespace rocktune {

// controllerDecide(kind, inputs): kind "auto-tuned-compactions" | "dynamic-l0" | "sine".
Napi::Value ControllerDecide(const Napi::CallbackInfo& info);

}  // namespace rocktune
