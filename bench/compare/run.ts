// Compass figure "presets vs defaults / half / double" (and two companions): runs `rocktune compare` on this
// host's calibrated workload (docs/evidence.md, "The 2-core db_bench calibration": 2M keys of 20/800 B, T5 20 s with
// 2 readers + a 10 MiB/s writer, 3 interleaved rounds) and writes bench/results/compare-<figure>.{json,md,svg}
// plus the compare output (compare.json, chart, the variants' OPTIONS files) in bench/results/compare-<figure>/.
//
//   node --conditions rocktune-source --import tsx bench/compare/run.ts [variants|presets|scale|oom-variants|oom-inline|oom-presets]
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describeMachine, loadNow, waitForQuiet } from '../lib/machine.js';
import { REGIME_RUN, REGIME_SIZING } from '../lib/regime.js';
import { RESULTS, writeResult } from '../lib/results.js';
import { runRocktune } from '../lib/rocktune.js';

/** A flag list written as one line (no value here contains a space), so each figure's command reads as typed. */
const flags = (line: string): string[] => line.split(' ');

// 1,000 open files as in the calibration: with this host's default budget (8/15 of ulimit -n = 10,666) a 2M-key DB gets
// 316 KB write buffers and 300 KB blob files, and T2 alone runs for minutes (see docs/evidence.md).
const HOST = flags('--threads 2 --open-files 1000');
// Out of memory (issue 12): 2M keys with the engine capped at 640 MiB.
const OOM = [...HOST, ...flags('--keys 2e6 --load-keys 2e6 --memory-limit 640MiB')];
// The capped regime (issue 19, bench/lib/regime.ts: memory 512 MiB, disk writes 40 MB/s and reads 50 MB/s, random
// load) with `keys` keys.
const regimeWith = (keys: string): string[] => [
  ...REGIME_SIZING,
  ...flags(`--keys ${keys} --load-keys ${keys} --rounds ${Number(process.env.REGIME_ROUNDS ?? 3)}`),
  ...REGIME_RUN,
];
/** What a figure's own flags follow: this host, out of memory, the capped regime (1.5M or 3M keys), or nothing. */
const BASES: Record<string, string[]> = { host: HOST, oom: OOM, regime: regimeWith('1.5e6'), 'regime-3m': regimeWith('3e6'), none: [] };

interface Figure {
  title: string;
  /** A key of BASES. */
  base: string;
  flags: string;
  /** The paragraph that says what the figure shows. */
  about: string;
}
const FIGURES = JSON.parse(readFileSync(join(import.meta.dirname, 'figures.json'), 'utf8')) as Record<string, Figure>;

async function main(): Promise<void> {
  const figure = process.argv[2] ?? 'variants';
  const spec = FIGURES[figure];
  if (!spec) throw new Error(`unknown figure '${figure}'; allowed: ${Object.keys(FIGURES).join(', ')}`);
  const name = `compare-${figure}`;
  const outDir = join(RESULTS, name);
  rmSync(outDir, { recursive: true, force: true });
  const load = await waitForQuiet(1.0, Number(process.env.BENCH_MAX_WAIT ?? 300));
  const startedAt = new Date().toISOString();
  const base = BASES[spec.base];
  if (!base) throw new Error(`figures.json: ${figure} has no base '${spec.base}'; allowed: ${Object.keys(BASES).join(', ')}`);
  const argv = ['compare', ...base, ...flags(spec.flags), '--progress', '--png', '--out', outDir];
  const stdout = await runRocktune(argv);
  load.after1m = loadNow();
  const json = JSON.parse(readFileSync(join(outDir, 'compare.json'), 'utf8')) as { variants: unknown[]; settings: unknown };
  writeResult({
    name,
    title: spec.title,
    command: `node --conditions rocktune-source --import tsx bench/compare/run.ts ${figure}   # = rocktune ${argv.join(' ').replace(outDir, `bench/results/${name}`)}`,
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: await describeMachine(process.env.TMPDIR ?? '/tmp'),
    load,
    figures: { compareJson: `${name}/compare.json`, settings: json.settings },
    markdown: `${spec.about}\n\nFull data: [${name}/compare.json](${name}/compare.json); the variants' OPTIONS files are in [${name}/variants/](${name}/variants/).\n\n\`\`\`\n${stdout.trim()}\n\`\`\`\n`,
    svg: readFileSync(join(outDir, 'compare.svg'), 'utf8'),
  });
}

main().catch((e: unknown) => {
  process.stderr.write(`bench: ${(e as Error).message}\n`);
  process.exit(1);
});
