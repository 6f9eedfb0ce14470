#!/usr/bin/env bash
# The test command (npm test): self-sufficient on a clean clone. Sets up what is missing, typechecks,
# runs every unit, engine and CLI test, then the browser e2e suite, and prints one closing summary line.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=npm-quiet.sh
source scripts/npm-quiet.sh
bash scripts/setup.sh

echo "test: typecheck" >&2
npm_quiet run typecheck --silent

report="$(mktemp -d)/vitest.json"
status=0
npx --no-install vitest run --reporter=default --reporter=json --outputFile.json="$report" || status=$?

if [ -f e2e/package.json ] && grep -q '"test"' e2e/package.json; then
  echo "test: e2e (Chromium)" >&2
  npm_quiet run test --silent -w @rocktune/e2e || status=$?
fi

if [ -f "$report" ]; then
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
  ' "$report" || true
else
  echo "test: vitest ended without writing its report (it crashed); see the output above" >&2
  status=1
fi
exit "$status"
