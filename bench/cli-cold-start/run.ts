// Compass figure "CLI cold start of `rocktune generate`" (target < 150 ms): spawns the BUILT CLI (as users run
// it) 30 times after 3 warm-ups and measures wall-clock time to exit; `node -e 0` and `rocktune --version`
// are the baselines (Node's own start, and the CLI without the calculator's work).
//
//   npm run build -w @rocktune/calculator -w rocktune && node --conditions rocktune-source --import tsx bench/cli-cold-start/run.ts
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { barChartSvg } from '../../packages/cli/src/compare/chart.js';
import { describeMachine, loadNow, waitForQuiet } from '../lib/machine.js';
import { ROOT, stats, writeResult } from '../lib/results.js';

const RUNS = 30;
const WARMUP = 3;
const TARGET_MS = 150;
const CLI = join(ROOT, 'packages/cli/dist/main.js');

function time(args: string[]): number {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr.split('\n')[0]}`);
  return ms;
}

async function main(): Promise<void> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: npm run build -w @rocktune/calculator -w rocktune`);
  const load = await waitForQuiet(1.0, Number(process.env.BENCH_MAX_WAIT ?? 300));
  const startedAt = new Date().toISOString();
  const cases: [string, string[]][] = [
    ['node -e 0', ['-e', '0']],
    ['rocktune --version', [CLI, '--version']],
    ['rocktune generate', [CLI, 'generate']],
    ['rocktune generate (guide example, json)', [CLI, 'generate', '--threads', '48', '--dram', '128GB', '--keys', '8e9', '--open-files', '80000', '--format', 'json']],
  ];
  const results: Record<string, ReturnType<typeof stats>> = {};
  for (const [label, args] of cases) {
    for (let i = 0; i < WARMUP; i += 1) time(args);
    const xs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) xs.push(time(args));
    results[label] = stats(xs);
    process.stderr.write(`bench: ${label}: median ${results[label]!.median.toFixed(1)} ms\n`);
  }
  load.after1m = loadNow();
  const gen = results['rocktune generate']!;
  const rows = Object.entries(results).map(([l, s]) => `| ${l} | ${s.min.toFixed(1)} | ${s.median.toFixed(1)} | ${s.p90.toFixed(1)} | ${s.max.toFixed(1)} |`);
  const md = `Wall-clock time from spawn to exit of the built CLI (\`packages/cli/dist/main.js\`), ${RUNS} runs after ${WARMUP} warm-ups, ms.
Target: \`rocktune generate\` < ${TARGET_MS} ms. **Median ${gen.median.toFixed(0)} ms, p90 ${gen.p90.toFixed(0)} ms: ${gen.p90 < TARGET_MS ? 'meets' : gen.median < TARGET_MS ? 'median meets, p90 does not meet' : 'does not meet'} the target.**

| command | min | median | p90 | max |
|---|---|---|---|---|
${rows.join('\n')}

\`rocktune generate\` minus \`node -e 0\` (median): ${(gen.median - results['node -e 0']!.median).toFixed(0)} ms is rocktune's own start-up (module loading, hardware detection, sizing, writing the file).
`;
  writeResult({
    name: 'cli-cold-start',
    title: 'CLI cold start of `rocktune generate`',
    command: 'npm run build -w @rocktune/calculator -w rocktune && node --conditions rocktune-source --import tsx bench/cli-cold-start/run.ts',
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: await describeMachine(ROOT),
    load,
    figures: { runs: RUNS, warmup: WARMUP, targetMs: TARGET_MS, results },
    markdown: md,
    svg: barChartSvg({
      title: 'CLI cold start, ms (target: generate < 150 ms)',
      subtitle: `${RUNS} runs each; bar = median, whisker = min..max`,
      series: [{ name: 'wall clock', unit: 'ms', color: '#f2c12e' }],
      groups: Object.entries(results).map(([l, s]) => ({
        label: l.replace('rocktune ', '').replace(' (guide example, json)', ' E1 json'),
        bars: [{ median: s.median, min: s.min, max: s.max, note: l.startsWith('rocktune generate') ? (s.median < TARGET_MS ? 'ok' : 'over') : '' }],
      })),
    }),
  });
}

main().catch((e: unknown) => {
  process.stderr.write(`bench: ${(e as Error).message}\n`);
  process.exit(1);
});
