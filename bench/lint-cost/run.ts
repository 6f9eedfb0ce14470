// Issues 21 and 36: lint's cost grows linearly with its input, under a memory ceiling, for every input shape under the
// 64 MiB input limit: comment lines, one duplicated key, one long list line, and 1,000 to 200,000 column families.
// The built CLI (`rocktune lint --format json`, output to /dev/null): wall time and peak RSS (GNU time), with the load
// average before and after each run.
//
//   npm run build -w rocktune && node --conditions rocktune-source --import tsx bench/lint-cost/run.ts
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeMachine, loadNow, waitForQuiet } from '../lib/machine.js';
import { ROOT, writeResult } from '../lib/results.js';
import { MIB, shapes } from './inputs.js';

/** The most memory lint may take on any input under the input limit (README, Limits). */
const CEILING_MIB = 2048;

interface Row {
  input: string;
  bytes: number;
  count: number;
  unit: string;
  seconds: number;
  peakRssBytes: number;
  exit: number | null;
  load1mBefore: number;
  load1mAfter: number;
}

function lint(file: string): { seconds: number; peakRssBytes: number; exit: number | null } {
  const cli = join(ROOT, 'packages/cli/dist/main.cjs');
  const r = spawnSync('/usr/bin/time', ['-f', '%e %M', process.execPath, cli, 'lint', '--no-config', '--format', 'json', file], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const [seconds, kb] = (r.stderr.trim().split('\n').at(-1) ?? '').split(' ').map(Number);
  return { seconds: seconds ?? NaN, peakRssBytes: (kb ?? NaN) * 1024, exit: r.status };
}

function tableRow(r: Row): string {
  const perUnit = r.count > 0 ? ((r.seconds * 1e6) / r.count).toFixed(2) : '';
  const cells = [
    r.input,
    (r.bytes / MIB).toFixed(1),
    `${r.count.toLocaleString('en-US')} ${r.unit}`,
    r.seconds.toFixed(1),
    (r.peakRssBytes / MIB).toFixed(0),
    perUnit,
    String(r.exit),
    `${r.load1mBefore.toFixed(1)} / ${r.load1mAfter.toFixed(1)}`,
  ];
  return `| ${cells.join(' | ')} |`;
}

async function main(): Promise<void> {
  const load = await waitForQuiet(1.0, Number(process.env.BENCH_MAX_WAIT ?? 300));
  const startedAt = new Date().toISOString();
  const dir = mkdtempSync(join(tmpdir(), 'rocktune-lint-cost-'));
  const rows: Row[] = [];
  try {
    for (const shape of shapes()) {
      const file = join(dir, 'input.ini');
      const { bytes, count } = shape.write(file);
      const load1mBefore = loadavg()[0] ?? 0;
      const r = lint(file);
      rows.push({ input: shape.input, bytes, count, unit: shape.unit, ...r, load1mBefore, load1mAfter: loadavg()[0] ?? 0 });
      process.stderr.write(`bench: ${shape.input}: ${r.seconds} s, peak RSS ${(r.peakRssBytes / MIB).toFixed(0)} MiB, exit ${r.exit}\n`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  load.after1m = loadNow();
  const peak = Math.max(...rows.map((r) => r.peakRssBytes));
  writeResult({
    name: 'lint-cost',
    title: 'Lint cost by input shape and size: time and peak memory (issues 21, 36)',
    command: 'npm run build -w rocktune && node --conditions rocktune-source --import tsx bench/lint-cost/run.ts',
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: await describeMachine(tmpdir()),
    load,
    figures: { rows, ceilingMiB: CEILING_MIB, peakRssMiB: peak / MIB },
    markdown: `The built CLI, \`rocktune lint --no-config --format json FILE > /dev/null\`, once per input; wall time and peak RSS from GNU time.
Inputs stop just under 64 MiB (the input limit). Each rule lists at most 10,000 findings per file (the counts include the rest);
exit 1 is lint's verdict (findings), not a failure of the run.

| input | MiB | size | seconds | peak RSS (MiB) | µs per unit | exit | load 1 min before / after |
|---|---|---|---|---|---|---|---|
${rows.map(tableRow).join('\n')}

Peak RSS over every input: ${(peak / MIB).toFixed(0)} MiB, under the ${CEILING_MIB} MiB ceiling the README states.
The host is shared (other sessions build and test on its 2 cores): the load column says how busy it was during each run;
read the µs per unit within a shape (1, 10, 64 MiB) for linearity, not as absolute speed.`,
  });
}

await main();
