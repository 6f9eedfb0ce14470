// Issue 21 item 6: lint's cost grows linearly with its input, under a memory ceiling. The built CLI
// (`rocktune lint --format json`, output to /dev/null) on 1, 10 and 50 MB of comment lines and of one duplicated key,
// and on 1.5 M unknown keys: wall time and peak RSS (GNU time), with the load average before and after each run.
//
//   npm run build -w @rocktune/cli && node --conditions rocktune-source --import tsx bench/lint-cost/run.ts
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultProfile } from '@rocktune/calculator';
import { describeMachine, loadNow, waitForQuiet } from '../lib/machine.js';
import { ROOT, writeResult } from '../lib/results.js';

const MB = 2 ** 20;
const HEAD = `[Version]\n  rocksdb_version=${defaultProfile().version}\n  options_file_version=1.1\n[DBOptions]\n`;
const TAIL = '[CFOptions "default"]\n';

/** Writes HEAD, then `line(i)` until `bytes` (or `count` lines), then TAIL; returns the file's size. */
function writeInput(path: string, line: (i: number) => string, limit: { bytes?: number; count?: number }): number {
  const fd = openSync(path, 'w');
  let size = writeSync(fd, HEAD);
  let chunk = '';
  for (let i = 0; (limit.count === undefined || i < limit.count) && (limit.bytes === undefined || size + chunk.length < limit.bytes); i++) {
    chunk += line(i);
    if (chunk.length > MB) {
      size += writeSync(fd, chunk);
      chunk = '';
    }
  }
  size += writeSync(fd, chunk) + writeSync(fd, TAIL);
  closeSync(fd);
  return size;
}

interface Row {
  input: string;
  bytes: number;
  lines: number;
  seconds: number;
  peakRssBytes: number;
  exit: number | null;
  load1mBefore: number;
  load1mAfter: number;
}

function lint(file: string): { seconds: number; peakRssBytes: number; exit: number | null } {
  const r = spawnSync(
    '/usr/bin/time',
    ['-f', '%e %M', process.execPath, join(ROOT, 'packages/cli/dist/main.cjs'), 'lint', '--no-config', '--format', 'json', file],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const [seconds, kb] = (r.stderr.trim().split('\n').at(-1) ?? '').split(' ').map(Number);
  return { seconds: seconds ?? NaN, peakRssBytes: (kb ?? NaN) * 1024, exit: r.status };
}

async function main(): Promise<void> {
  const load = await waitForQuiet(1.0, Number(process.env.BENCH_MAX_WAIT ?? 300));
  const startedAt = new Date().toISOString();
  const dir = mkdtempSync(join(tmpdir(), 'rocktune-lint-cost-'));
  const comment = `# ${'c'.repeat(60)}\n`;
  const duplicate = '  max_background_jobs=4\n';
  const inputs: [string, (i: number) => string, { bytes?: number; count?: number }, number][] = [
    ...[1, 10, 50].map(
      (mb) =>
        [`${mb} MB of comment lines`, () => comment, { bytes: mb * MB }, comment.length] as [
          string,
          () => string,
          { bytes: number },
          number,
        ],
    ),
    ...[1, 10, 50].map(
      (mb) =>
        [`${mb} MB of one duplicated key`, () => duplicate, { bytes: mb * MB }, duplicate.length] as [
          string,
          () => string,
          { bytes: number },
          number,
        ],
    ),
    ['1.5 M unknown keys', (i: number) => `  unknown_key_${i}=1\n`, { count: 1_500_000 }, 0],
  ];
  const rows: Row[] = [];
  try {
    for (const [input, line, limit] of inputs) {
      const file = join(dir, 'input.ini');
      const bytes = writeInput(file, line, limit);
      const load1mBefore = loadavg()[0] ?? 0;
      const r = lint(file);
      const lines = limit.count ?? Math.round((bytes - HEAD.length - TAIL.length) / line(0).length);
      rows.push({ input, bytes, lines, ...r, load1mBefore, load1mAfter: loadavg()[0] ?? 0 });
      process.stderr.write(`bench: ${input}: ${r.seconds} s, peak RSS ${(r.peakRssBytes / MB).toFixed(0)} MiB, exit ${r.exit}\n`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  load.after1m = loadNow();
  const table = rows.map(
    (r) =>
      `| ${r.input} | ${(r.bytes / MB).toFixed(1)} | ${r.lines.toLocaleString('en-US')} | ${r.seconds.toFixed(1)} | ${(r.peakRssBytes / MB).toFixed(0)} | ${((r.seconds * 1e6) / r.lines).toFixed(1)} | ${r.load1mBefore.toFixed(1)} / ${r.load1mAfter.toFixed(1)} |`,
  );
  writeResult({
    name: 'lint-cost',
    title: 'Lint cost by input size: time and peak memory (issue 21)',
    command: 'npm run build -w @rocktune/cli && node --conditions rocktune-source --import tsx bench/lint-cost/run.ts',
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: await describeMachine(tmpdir()),
    load,
    figures: { rows },
    markdown: `The built CLI, \`rocktune lint --no-config --format json FILE > /dev/null\`, once per input; wall time and peak RSS from GNU time.
Inputs are capped at 64 MiB (the input limit); each rule lists at most 10,000 findings per file, and did-you-mean stops after 1,000 unknown keys.

| input | MiB | lines | seconds | peak RSS (MiB) | µs per line | load 1 min before / after |
|---|---|---|---|---|---|---|
${table.join('\n')}

The host is shared (eight sessions on 2 cores): the load column says how busy it was during each run; compare µs per line within a run.`,
  });
}

await main();
