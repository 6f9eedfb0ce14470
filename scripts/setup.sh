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
# --prefer-offline: the lockfile has no tarball addresses, so npm looks each package up; one it already has in its
# cache is taken from there instead of asking the registry again (a fresh machine fetches everything).
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: installing npm dependencies" >&2
  npm_quiet ci --no-audit --no-fund --prefer-offline >&2
fi

# The build only when an input changed since the last one finished (or an output is missing): the stamp is taken
# before the build starts, so an edit made while it runs is built next time.
stamp=node_modules/.cache/rocktune/build.stamp
outputs=(packages/calculator/dist/index.js packages/cli/dist/main.cjs packages/cli/dist/rocktune.cjs packages/web/dist/index.html
  native/rocksdb-addon/dist/index.js native/rocksdb-addon/build/Release/rocktune_rocksdb.node)
changed_since_build() {
  [ -f "$stamp" ] || return 0
  for out in "${outputs[@]}"; do [ -f "$out" ] || return 0; done
  [ -n "$(find packages native package.json package-lock.json tsconfig.base.json \( -path '*/node_modules' -o -path '*/dist' \
    -o -path '*/build' -o -path '*/build-*' -o -path '*/test' -o -path packages/cli/web -o -name '*.tsbuildinfo' \) -prune \
    -o -type f -newer "$stamp" -print -quit)" ]
}
if changed_since_build; then
  echo "setup: building" >&2
  mkdir -p "$(dirname "$stamp")"
  touch "$stamp.next"
  npm_quiet run build --silent >&2
  mv "$stamp.next" "$stamp"
else
  echo "setup: the build is up to date (nothing in packages/ or native/ changed since it ran)" >&2
fi
