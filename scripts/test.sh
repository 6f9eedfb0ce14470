#!/usr/bin/env bash
# The test command (npm test): self-sufficient on a clean clone. Sets up what is missing, then runs, two at a time on
# a 2-core host: the typecheck and code lint (eslint, prettier, clang-format for the addon's C++) beside every unit,
# engine and CLI test; then packs the published packages; then the packaging tests (install and run from the
# tarballs, the pre-commit hook, the GitHub Action) beside the browser e2e suite. Ends with one summary line of every
# test and the time each phase took. Big sweeps run a seeded sample (the seed is printed); ROCKTUNE_TEST_FULL=1
# (npm run test:full) runs them whole.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=npm-quiet.sh
source scripts/npm-quiet.sh

work="$(mktemp -d)"
# timed NAME COMMAND...: runs COMMAND and notes how long it took as NAME (shown at the end); its status is COMMAND's.
timed() {
  local name=$1 start=$SECONDS status=0
  shift
  "$@" || status=$?
  echo "$name $((SECONDS - start)) s" >>"$work/phases"
  return "$status"
}
status=0

timed setup bash scripts/setup.sh

# One seed for every sampled sweep of this run (test/support/sample.ts); ROCKTUNE_TEST_SEED=N repeats a run's samples.
export ROCKTUNE_TEST_SEED="${ROCKTUNE_TEST_SEED:-$(node -p 'require("node:crypto").randomInt(1, 2 ** 31)')}"

# The static checks read only sources, so they run beside the tests; their output is shown when the tests end.
echo "test: typecheck, beside code lint (eslint), TypeScript/JavaScript format (prettier --check; npm run format fixes it) and C++ format (clang-format), beside the unit tests" >&2
timed typecheck npm_quiet run typecheck --silent >"$work/typecheck.log" 2>&1 &
typecheck=$!
lint() { npm_quiet run lint:code --silent && npm_quiet run format:check --silent && bash scripts/check-cpp-format.sh; }
timed lint lint >"$work/lint.log" 2>&1 &
lint=$!

timed unit npx --no-install vitest run --reporter=default --reporter=json --outputFile.json="$work/unit.json" || status=1

checks_failed=""
wait "$typecheck" || checks_failed+="typecheck failed "
wait "$lint" || checks_failed+="lint or format failed"
cat "$work/typecheck.log" "$work/lint.log" >&2
if [ -n "$checks_failed" ]; then
  echo "test: $checks_failed" >&2
  status=1
fi

# npm pack's prepack scripts rewrite dist/ in place, which every other test reads: the packing runs on its own, and the
# packaging tests install what it made (ROCKTUNE_PACKED).
echo "test: packing (npm pack of rocktune, @rocktune/calculator, @rocktune/rocksdb-addon)" >&2
export ROCKTUNE_PACKED="$work/packed"
mkdir -p "$ROCKTUNE_PACKED"
timed pack npx --no-install tsx test/packaging/pack.ts "$ROCKTUNE_PACKED" || status=1

# The packaging tests mostly wait on npm and the compiler: they run beside the e2e suite, their output shown after it.
echo "test: packaging (install into an empty prefix, pre-commit, the GitHub Action), beside e2e (Chromium)" >&2
timed packaging npx --no-install vitest run --config test/packaging/vitest.config.ts --reporter=default --reporter=json \
  --outputFile.json="$work/packaging.json" >"$work/packaging.log" 2>&1 &
packaging=$!
timed e2e npm_quiet run test --silent -w @rocktune/e2e -- --reporter=default --reporter=json --outputFile.json="$work/e2e.json" ||
  status=1
wait "$packaging" || status=1
echo "test: packaging" >&2
cat "$work/packaging.log" >&2

reports=("$work/unit.json" "$work/packaging.json" "$work/e2e.json")
if node -e '
  const fs = require("fs");
  const missing = process.argv.slice(1).filter((f) => !fs.existsSync(f));
  if (missing.length > 0) process.exit(1);
  const rs = process.argv.slice(1).map((f) => JSON.parse(fs.readFileSync(f, "utf8")));
  const sum = (k) => rs.reduce((n, r) => n + r[k], 0);
  console.log(`${sum("numPassedTests")} passed, ${sum("numFailedTests")} failed, ${sum("numPendingTests") + sum("numTodoTests")} skipped`);
' "${reports[@]}"; then :; else
  echo "test: vitest ended without writing its report (it crashed); see the output above" >&2
  status=1
fi
echo "test: took $SECONDS s ($(paste -sd, "$work/phases" | sed 's/,/, /g'))" >&2
exit "$status"
