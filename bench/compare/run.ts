// Compass figure "presets vs defaults / half / double" (and two companions): runs `rocktune compare` on this
// host's calibrated workload (docs/evidence.md, "The 2-core db_bench calibration": 2M keys of 20/800 B, T5 20 s with
// 2 readers + a 10 MiB/s writer, 3 interleaved rounds) and writes bench/results/compare-<figure>.{json,md,svg}
// plus the compare output (compare.json, chart, the variants' OPTIONS files) in bench/results/compare-<figure>/.
//
//   node --conditions rocktune-source --import tsx bench/compare/run.ts [variants|presets|scale|oom-variants|oom-inline|oom-presets]
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Io } from '../../packages/cli/src/cli-kit/io.js';
import { runCli } from '../../packages/cli/src/run.js';
import { describeMachine, loadNow, waitForQuiet } from '../lib/machine.js';
import { REGIME_RUN, REGIME_SIZING } from '../lib/regime.js';
import { RESULTS, ROOT, writeResult } from '../lib/results.js';

/** A flag list written as one line (no value here contains a space), so each figure's command reads as typed. */
const flags = (line: string): string[] => line.split(' ');

// 1,000 open files as in the calibration: with this host's default budget (8/15 of ulimit -n = 10,666) a 2M-key DB gets
// 316 KB write buffers and 300 KB blob files, and T2 alone runs for minutes (see docs/evidence.md).
const HOST = flags('--threads 2 --open-files 1000');
// Out of memory (issue 12): 2M keys with the engine capped at 640 MiB.
const OOM = [...HOST, ...flags('--keys 2e6 --load-keys 2e6 --memory-limit 640MiB')];
// The capped regime (issue 19, bench/lib/regime.ts: memory 512 MiB, disk writes 40 MB/s and reads 50 MB/s, random
// load) with 1.5M keys.
const regimeWith = (keys: string): string[] => [
  ...REGIME_SIZING,
  ...flags(`--keys ${keys} --load-keys ${keys} --rounds ${Number(process.env.REGIME_ROUNDS ?? 3)}`),
  ...REGIME_RUN,
];
const REGIME = regimeWith('1.5e6');
const FIGURES: Record<string, { title: string; args: string[]; about: string }> = {
  variants: {
    title: "general preset vs RocksDB defaults, half and double (the guide's Figures 2, 3, 6, 7 method)",
    args: [...HOST, ...flags('--keys 1e6 --load-keys 1e6 --duration 20 --rounds 3 --variants tuned,defaults,half,double')],
    about:
      "The database is the test (1M keys; T2 of the tuned file runs about 10x longer than defaults, so 2M keys did not fit the time budget): no scaling. half/double scale every rule-derived number, as the guide did for jobs, buffer number, file size and buffer size. Sized with 1,000 open files, the calibration's budget.",
  },
  presets: {
    title: 'every preset vs RocksDB defaults (500k keys, 10 s, 1 round)',
    args: [...HOST, ...flags('--keys 5e5 --load-keys 5e5 --duration 10 --rounds 1 --variants tuned,defaults,presets')],
    about:
      'A much shorter workload than the calibrated one, one round, so that all six presets fit the time budget: a first look, not a ranking (the calibration measured 8-48% spread at 500k keys; no run-to-run range here, so only the fixed noise floors separate ties).',
  },
  'oom-variants': {
    title: 'out of memory: general preset vs RocksDB defaults, half and double with the engine capped at 640 MiB (the DB is 2.6x that)',
    args: [...OOM, ...flags('--duration 15 --rounds 2 --variants tuned,defaults,half,double')],
    about:
      'The database does not fit in the memory the engine may use: every engine process runs in a memory cgroup capped at 640 MiB, page cache included (the method used is in the output), while T2 loads 2M keys of 20/800 B (1.64 GB). The tuned file is sized for 640 MiB of DRAM (--dram defaults to the limit). 2 rounds and a 15 s T5 to fit the time budget on a shared host.',
  },
  'oom-inline': {
    title: 'out of memory, values inline: general preset with --kv-separation false vs defaults, half and double, engine capped at 640 MiB',
    args: [...OOM, ...flags('--duration 15 --rounds 2 --variants tuned,defaults,half,double --kv-separation false')],
    about:
      "As oom-variants, with the values inline (no blob files) in every rocktune variant: checks whether separation is what made tuned lose out of memory. Files sized by key + value (rocktune's inline rules).",
  },
  'oom-presets': {
    title: 'out of memory: every preset vs RocksDB defaults with the engine capped at 640 MiB (1 round)',
    args: [...OOM, ...flags('--duration 10 --rounds 1 --variants tuned,defaults,presets')],
    about:
      'As oom-variants, every preset once against defaults: a first look, not a ranking (one round: no measured range, only the fixed noise floors separate ties).',
  },
  regime: {
    title:
      'the capped regime: general preset vs RocksDB defaults, half and double (memory 512 MiB, disk writes 40 MB/s and reads 50 MB/s, random load)',
    args: [...REGIME, ...flags('--kv-separation off --variants tuned,defaults,half,double')],
    about:
      'The tuned file carries the rules this regime fixed (docs/rules.md X-l0-small-host, X-inline-file-floor, X-small-db-compression, X-small-db-filter, X-inline-small-cache, X-small-db-wal-compression), found by one-option A/B runs (compare-regime-ab/). Memory and disk are the limits, not the shared CPU (docs/evidence.md, "The capped regime"): the engine runs in a memory cgroup of 512 MiB and a blkio group throttled to 40 MB/s of writes and 50 MB/s of reads; T2 puts 1.5M uniform random keys (overwrites, so compactions run), T5 reads with 2 readers beside a 2 MiB/s overwriting writer. Every variant syncs every 1 MiB; pages are evicted before each phase; a run counts only when it reached 90% of its cap. Values inline. The spread of each variant over its 3 interleaved rounds is the A/A spread.',
  },
  'regime-presets': {
    title: 'the capped regime: every preset vs RocksDB defaults (values inline)',
    args: [...REGIME, ...flags('--kv-separation off --variants tuned,defaults,presets')],
    about: 'As regime, every preset against defaults.',
  },
  'regime-separated': {
    title: 'the capped regime, values separated: general preset vs RocksDB defaults and half',
    args: [...REGIME, ...flags('--kv-separation on --variants tuned,defaults,half')],
    about:
      "As regime, with rocktune's key-value separation (blob files) in the rocktune variants, forced on: with 800 B values `auto` keeps them inline. No double: its memtables and block cache (0.53 GiB) do not fit the 512 MiB cap, and compare refuses it.",
  },
  'regime-3m': {
    title: 'the capped regime with 3M keys: general preset vs RocksDB defaults, half and double (values inline)',
    args: [...regimeWith('3e6'), ...flags('--kv-separation off --variants tuned,defaults,half,double')],
    about:
      'As regime with twice the database (3M keys of 20/800 B, 2.5 GB raw, 4.8x the memory cap): whether what 1.5M keys showed holds when the last level passes the 256 MiB level base early in the load.',
  },
  'regime-trocksdb': {
    title: 'the capped regime on TRocksDB 6.4.6 (values in VLogs): general preset vs TRocksDB defaults and half',
    args: [...REGIME, ...flags('--dialect trocksdb --engine trocksdb --block-cache 115165576 --variants tuned,defaults,half')],
    about:
      "As regime, on KIOXIA's engine (built from the user's checkout: `npm run engine:trocksdb`), whose values always live in VLog files. TRocksDB cannot read block_cache from an OPTIONS file, so every variant, defaults included, gets the tuned file's block cache (115.2 MB at 1.5M keys) set in code with --block-cache, as an application would: the comparison is of every other option. No double: its memtables and block cache (0.53 GiB) do not fit the 512 MiB cap, and compare refuses it.",
  },
  scale: {
    title: 'scale model: a 200M-key database as a 1M-key wind-tunnel run (factor 0.005)',
    args: flags('--threads 2 --keys 2e8 --open-files 2000 --load-keys 1e6 --duration 10 --rounds 1 --variants tuned,defaults --scale auto'),
    about:
      "A 2,000-file budget gives the guide's per-file sizes at 200M keys (8 MB SSTs, 168 MB write buffers); x0.005 keeps every level and file count. One round: this figure is about the shape (levels, files per level), not the speed.",
  },
};

async function main(): Promise<void> {
  const figure = process.argv[2] ?? 'variants';
  const spec = FIGURES[figure];
  if (!spec) throw new Error(`unknown figure '${figure}'; allowed: ${Object.keys(FIGURES).join(', ')}`);
  const name = `compare-${figure}`;
  const outDir = join(RESULTS, name);
  rmSync(outDir, { recursive: true, force: true });
  const load = await waitForQuiet(1.0, Number(process.env.BENCH_MAX_WAIT ?? 300));
  const startedAt = new Date().toISOString();
  let stdout = '';
  const io: Io = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void process.stderr.write(t),
    stderrIsTTY: false,
    env: process.env,
    cwd: ROOT,
  };
  const argv = ['compare', ...spec.args, '--progress', '--png', '--out', outDir];
  const code = await runCli(argv, io);
  if (code !== 0) throw new Error(`rocktune compare exited ${code}`);
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
