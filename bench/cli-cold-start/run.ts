// Start-up of the built CLI (`packages/cli/dist/main.cjs`, as users run it) against Node's own (`node -e 0`), the target
// being `rocktune generate` and `rocktune lint FILE` within 1.5x of `node -e 0`. Paired whole-process runs: each round
// runs every case once, in a rotated order, so load changes hit all cases alike; the figure is the median over rounds
// of (case / node -e 0) in the same round. Instruction counts (callgrind, one run per case) are the load-free check.
//
//   npm run build -w @rocktune/calculator -w rocktune && node --conditions rocktune-source --import tsx bench/cli-cold-start/run.ts
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { barChartSvg } from '../../packages/cli/src/compare/chart.js';
import { describeMachine, loadNow, waitForQuiet } from '../lib/machine.js';
import { ROOT, stats, writeResult } from '../lib/results.js';
import { instructions, valgrindAvailable } from './instructions.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const WARMUP = 3;
const TARGET_RATIO = 1.5;
const CLI = join(ROOT, 'packages/cli/dist/main.cjs');
const LINT_FILE_NAME = 'fixtures/options-files/handwritten-crlf-1.OPTIONS'; // has findings: lint exits 1
const LINT_FILE = join(ROOT, LINT_FILE_NAME);
const BASELINE = 'node -e 0';
const CASES: Array<[string, string[]]> = [
  [BASELINE, ['-e', '0']],
  ['rocktune --version', [CLI, '--version']],
  ['rocktune generate --threads 48 --dram 128GB --keys 8e9', [CLI, 'generate', '--threads', '48', '--dram', '128GB', '--keys', '8e9']],
  ['rocktune lint FILE', [CLI, 'lint', LINT_FILE]],
];
const TARGETS = [CASES[2]![0], CASES[3]![0]];

function time(args: string[]): number {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr.split('\n')[0]}`);
  return ms;
}

const fmt = (x: number, digits = 2) => x.toFixed(digits);

async function main(): Promise<void> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: npm run build -w @rocktune/calculator -w rocktune`);
  const load = await waitForQuiet(1.0, Number(process.env.BENCH_MAX_WAIT ?? 300));
  const startedAt = new Date().toISOString();
  for (const [, args] of CASES) for (let i = 0; i < WARMUP; i += 1) time(args); // also fills the compile cache
  const ms: Record<string, number[]> = Object.fromEntries(CASES.map(([label]) => [label, []]));
  const ratios: Record<string, number[]> = Object.fromEntries(CASES.map(([label]) => [label, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = CASES.map((_, i) => CASES[(i + round) % CASES.length]!);
    const took = Object.fromEntries(order.map(([label, args]) => [label, time(args)]));
    for (const [label] of CASES) {
      ms[label]!.push(took[label]!);
      ratios[label]!.push(took[label]! / took[BASELINE]!);
    }
  }
  const loadAfter = loadNow();
  const ir = valgrindAvailable() ? Object.fromEntries(CASES.map(([label, args]) => [label, instructions(args)])) : undefined;
  load.after1m = loadAfter;
  const wall = Object.fromEntries(CASES.map(([label]) => [label, { ms: stats(ms[label]!), ratio: stats(ratios[label]!) }]));
  const irRatio = (label: string) => (ir ? ir[label]! / ir[BASELINE]! : undefined);
  const meets = TARGETS.every((t) => wall[t]!.ratio.median <= TARGET_RATIO);
  const rows = CASES.map(([label]) => {
    const w = wall[label]!;
    const irCell = ir ? `${fmt(ir[label]! / 1e6, 0)} M (${fmt(irRatio(label)!)}x)` : 'n/a';
    return `| ${label} | ${fmt(w.ms.median, 1)} | ${fmt(w.ms.p90, 1)} | ${fmt(w.ratio.median)}x | ${fmt(w.ratio.p90)}x | ${irCell} |`;
  });
  const md = `Whole-process runs of the built CLI (\`packages/cli/dist/main.cjs\`, its compile cache warm) against \`node -e 0\`:
${ROUNDS} paired rounds after ${WARMUP} warm-ups, each round running every case once in a rotated order; the ratio is
case / \`node -e 0\` within a round. Target: generate and lint within ${TARGET_RATIO}x of \`node -e 0\`.
**${meets ? 'Meets' : 'Does not meet'} the target by the median paired wall-clock ratio** (load average ${fmt(load.before1m)} before,
${fmt(loadAfter)} after: other work on the host slows both sides of a pair).

| command | median ms | p90 ms | median ratio | p90 ratio | instructions (callgrind, ratio) |
|---|---|---|---|---|---|
${rows.join('\n')}

Instructions are counted by \`valgrind --tool=callgrind\` over the whole process (every thread), one run per case after
the timed rounds: unlike wall-clock time they do not depend on the host's load. ${ir ? `generate ${fmt(irRatio(TARGETS[0]!)!)}x, lint ${fmt(irRatio(TARGETS[1]!)!)}x of \`node -e 0\`.` : 'valgrind is not installed here.'}
`;
  writeResult({
    name: 'cli-cold-start',
    title: 'CLI start-up against `node -e 0`',
    command:
      'npm run build -w @rocktune/calculator -w rocktune && node --conditions rocktune-source --import tsx bench/cli-cold-start/run.ts',
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: await describeMachine(ROOT),
    load,
    figures: { rounds: ROUNDS, warmup: WARMUP, targetRatio: TARGET_RATIO, lintFile: LINT_FILE_NAME, wall, instructions: ir ?? null },
    markdown: md,
    svg: barChartSvg({
      title: `CLI start-up / node -e 0 (target: generate and lint <= ${TARGET_RATIO}x)`,
      subtitle: `${ROUNDS} paired rounds; bar = median ratio, whisker = min..max`,
      series: [{ name: 'paired ratio', unit: 'x', color: '#f2c12e' }],
      groups: CASES.map(([label]) => ({
        label: label.replace('rocktune ', '').replace(' --threads 48 --dram 128GB --keys 8e9', ''),
        bars: [
          {
            median: wall[label]!.ratio.median,
            min: wall[label]!.ratio.min,
            max: wall[label]!.ratio.max,
            note: TARGETS.includes(label) ? (wall[label]!.ratio.median <= TARGET_RATIO ? 'ok' : 'over') : '',
          },
        ],
      })),
    }),
  });
}

main().catch((e: unknown) => {
  process.stderr.write(`bench: ${(e as Error).message}\n`);
  process.exit(1);
});
