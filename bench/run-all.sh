#!/usr/bin/env bash
# Runs every compass figure in sequence (about 15 minutes on 2 cores, plus waits for a quiet host) and writes
# bench/results/. Each step waits up to BENCH_MAX_WAIT seconds (default 300) for a 1-min load average < 1.0.
set -euo pipefail
cd "$(dirname "$0")/.."
run() { node --conditions rocktune-source --import tsx "$@"; }
npm run build -w @rocktune/calculator -w rocktune >/dev/null
run bench/lint-throughput/run.ts
run bench/cli-cold-start/run.ts
run bench/web-bundle-size/run.ts
run bench/ingest-vs-disk/run.ts
run bench/compare/run.ts variants
run bench/compare/run.ts presets
run bench/compare/run.ts scale
