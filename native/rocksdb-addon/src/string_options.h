// optionsFromStrings(dbString, cfString) and optionsFromFileText(text): what the linked engine builds from RocksDB's
// option strings (GetDBOptionsFromString / GetColumnFamilyOptionsFromString) and from an OPTIONS file, with the same
// ConfigOptions as the file loader, serialized by the engine's own GetStringFrom*Options so the two compare as text.
#pragma once
#include <napi.h>

namespace rocktune {

Napi::Value OptionsFromStrings(const Napi::CallbackInfo& info);
Napi::Value OptionsFromFileText(const Napi::CallbackInfo& info);

}  // namespace rocktune
