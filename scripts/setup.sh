#!/usr/bin/env bash
# Idempotent setup for a Debian 12 machine with Node 20: system packages, npm dependencies, build.
# Fast when everything is already in place, so the test command can call it on every run.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=npm-quiet.sh
source scripts/npm-quiet.sh

# librocksdb-dev: the engine addon links Debian's RocksDB; rocksdb-tools: db_bench for the peer benchmark;
# build-essential, python3, pkg-config: node-gyp; chromium: the e2e tests (no browser downloads here);
# clang-format: the C++ format check (scripts/check-cpp-format.sh).
SYSTEM_PACKAGES=(librocksdb-dev rocksdb-tools build-essential python3 pkg-config chromium clang-format)

missing=()
for pkg in "${SYSTEM_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "setup: installing system packages: ${missing[*]}" >&2
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# npm ci only when the lockfile changed since the last install (npm writes node_modules/.package-lock.json).
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: installing npm dependencies" >&2
  npm_quiet ci --no-audit --no-fund >&2
fi

echo "setup: building" >&2
npm_quiet run build --silent >&2
