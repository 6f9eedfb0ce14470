#!/usr/bin/env bash
# The test command (npm test): self-sufficient on a clean clone. Sets up what is missing, typechecks, lints the
# code (eslint; clang-format for the addon's C++), runs every unit, engine and CLI test, then the packaging tests
# (pack, install, run from the install; the pre-commit hook and the GitHub Action), then the browser e2e suite, and
# prints one closing summary line. Big sweeps run a seeded sample (the seed is printed); ROCKTUNE_TEST_FULL=1
# (npm run test:full) runs them whole.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=npm-quiet.sh
source scripts/npm-quiet.sh
bash scripts/setup.sh

# The typecheck (tsc, one core) beside the linters (one core): each writes to its own log, shown when it ends.
logs="$(mktemp -d)"
echo "test: typecheck, beside code lint (eslint), TypeScript/JavaScript format (prettier --check; npm run format fixes it) and C++ format (clang-format)" >&2
npm_quiet run typecheck --silent >"$logs/typecheck" 2>&1 &
typecheck=$!
lint_ok=0
{ npm_quiet run lint:code --silent && npm_quiet run format:check --silent && bash scripts/check-cpp-format.sh; } >"$logs/lint" 2>&1 || lint_ok=$?
typecheck_ok=0
wait "$typecheck" || typecheck_ok=$?
cat "$logs/typecheck" "$logs/lint" >&2
if [ "$typecheck_ok" -ne 0 ] || [ "$lint_ok" -ne 0 ]; then
  echo "test: $([ "$typecheck_ok" -ne 0 ] && echo "typecheck failed ")$([ "$lint_ok" -ne 0 ] && echo "lint or format failed")" >&2
  exit 1
fi

# One seed for every sampled sweep of this run (test/support/sample.ts); ROCKTUNE_TEST_SEED=N repeats a run's samples.
export ROCKTUNE_TEST_SEED="${ROCKTUNE_TEST_SEED:-$(node -p 'require("node:crypto").randomInt(1, 2 ** 31)')}"

reports="$(mktemp -d)"
status=0
npx --no-install vitest run --reporter=default --reporter=json --outputFile.json="$reports/unit.json" || status=$?

echo "test: packaging (npm pack, install into an empty prefix, pre-commit, the GitHub Action)" >&2
npx --no-install vitest run --config test/packaging/vitest.config.ts --reporter=default --reporter=json \
  --outputFile.json="$reports/packaging.json" || status=$?

if [ -f e2e/package.json ] && grep -q '"test"' e2e/package.json; then
  echo "test: e2e (Chromium)" >&2
  npm_quiet run test --silent -w @rocktune/e2e || status=$?
fi

if [ -f "$reports/unit.json" ] && [ -f "$reports/packaging.json" ]; then
  node -e '
    const rs = process.argv.slice(1).map((f) => JSON.parse(require("fs").readFileSync(f, "utf8")));
    const sum = (k) => rs.reduce((n, r) => n + r[k], 0);
    console.log(`${sum("numPassedTests")} passed, ${sum("numFailedTests")} failed, ${sum("numPendingTests") + sum("numTodoTests")} skipped`);
  ' "$reports/unit.json" "$reports/packaging.json" || true
else
  echo "test: vitest ended without writing its report (it crashed); see the output above" >&2
  status=1
fi
exit "$status"
