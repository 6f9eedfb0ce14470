#!/usr/bin/env bash
# Quick start, step 1: installs everything rocktune needs (system packages included), builds it,
# and runs the main job: a tuned OPTIONS file for this host's detected hardware.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo >&2
echo "bootstrap: rocktune generate --annotate  (this host, the guide's reference workload)" >&2
node packages/cli/dist/main.cjs generate --annotate
