#!/usr/bin/env bash
# The addon's C++ against native/rocksdb-addon/.clang-format (Google style, 120 columns): prints each difference
# and fails on one. Fix with: clang-format -i native/rocksdb-addon/src/*.{cc,h}
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v clang-format >/dev/null; then
  echo "check-cpp-format: clang-format is not installed (Debian package clang-format; scripts/setup.sh installs it)" >&2
  exit 1
fi
clang-format --dry-run --Werror native/rocksdb-addon/src/*.cc native/rocksdb-addon/src/*.h
