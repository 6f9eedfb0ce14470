// Compass figure "lint throughput": lintOptionsText (every rule, in-process, as the CLI and the web page call it)
// on the committed fixture OPTIONS files and on a generated 10,000-line file; lines/s and ms per file, plus the
// built CLI end to end on the 10k-line file.
//
//   node --conditions rocktune-source --import tsx bench/lint-throughput/run.ts
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lintOptionsText, recommend, toOptionsFile } from '@rocktune/calculator';
import { barChartSvg } from '../../packages/cli/src/compare/chart.js';
import { describeMachine, loadNow, waitForQuiet } from '../lib/machine.js';
import { ROOT, stats, writeResult } from '../lib/results.js';

const ITER = 20;

/** A 10,000-line file: the generated file plus many column families (each a CF and a table section). */
function bigFile(): string {
  const r = recommend({ cpuThreads: 2, dramBytes: '24GB' });
  if (!r.ok) throw new Error(r.code);
  const base = toOptionsFile(r.recommendation, { rocktuneVersion: 'bench', annotate: true });
  const cf = base.slice(base.indexOf('[CFOptions'));
  let text = base;
  let i = 0;
  while (text.split('\n').length < 10_000) text += `\n${cf.replace(/"default"/g, `"cf${(i += 1)}"`)}`;
  return text.split('\n').slice(0, 10_000).join('\n');
}

function measure(text: string): { ms: ReturnType<typeof stats>; lines: number; findings: number } {
  lintOptionsText(text); // warm-up
  const xs: number[] = [];
  let findings = 0;
  for (let i = 0; i < ITER; i += 1) {
    const t0 = performance.now();
    findings = lintOptionsText(text).findings.length;
    xs.push(performance.now() - t0);
  }
  return { ms: stats(xs), lines: text.split('\n').length, findings };
}

async function main(): Promise<void> {
  const load = await waitForQuiet(1.0, Number(process.env.BENCH_MAX_WAIT ?? 300));
  const startedAt = new Date().toISOString();
  const dir = join(ROOT, 'fixtures/options-files');
  const inputs: [string, string][] = readdirSync(dir)
    .filter((f) => f.endsWith('.OPTIONS'))
    .map((f) => [f, readFileSync(join(dir, f), 'utf8')]);
  inputs.push(['generated-10k-lines.OPTIONS', bigFile()]);
  const results: Record<string, ReturnType<typeof measure>> = {};
  for (const [name, text] of inputs) {
    results[name] = measure(text);
    process.stderr.write(`bench: ${name}: ${results[name]!.lines} lines, median ${results[name]!.ms.median.toFixed(2)} ms\n`);
  }
  // the built CLI, end to end (process start + read + lint + print)
  let cli: ReturnType<typeof stats> | undefined;
  const built = join(ROOT, 'packages/cli/dist/main.cjs');
  if (existsSync(built)) {
    const tmp = mkdtempSync(join(tmpdir(), 'rocktune-lint-bench-'));
    const file = join(tmp, 'big.OPTIONS');
    writeFileSync(file, inputs.at(-1)![1]);
    const xs: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const t0 = performance.now();
      const r = spawnSync(process.execPath, [built, 'lint', file, '--format', 'json'], { encoding: 'utf8' });
      if (r.status === null) throw new Error('lint crashed');
      if (i > 0) xs.push(performance.now() - t0);
    }
    rmSync(tmp, { recursive: true, force: true });
    cli = stats(xs);
  }
  load.after1m = loadNow();
  const big = results['generated-10k-lines.OPTIONS']!;
  const rows = Object.entries(results).map(
    ([n, r]) =>
      `| ${n} | ${r.lines} | ${r.findings} | ${r.ms.min.toFixed(2)} | ${r.ms.median.toFixed(2)} | ${r.ms.max.toFixed(2)} | ${Math.round(r.lines / (r.ms.median / 1000)).toLocaleString('en-US')} |`,
  );
  const md = `\`lintOptionsText\` with every registered rule, in-process, ${ITER} iterations after a warm-up (ms).

| file | lines | findings | min | median | max | lines/s (median) |
|---|---|---|---|---|---|---|
${rows.join('\n')}

${cli ? `Built CLI end to end, \`rocktune lint big.OPTIONS --format json\` on the 10,000-line file (5 runs after 1 warm-up): min ${cli.min.toFixed(0)} / median ${cli.median.toFixed(0)} / max ${cli.max.toFixed(0)} ms.` : 'Built CLI not found (npm run build): end-to-end timing skipped.'}

10,000 lines lint in ${big.ms.median.toFixed(0)} ms (median), about ${Math.round(big.lines / (big.ms.median / 1000)).toLocaleString('en-US')} lines/s.
`;
  writeResult({
    name: 'lint-throughput',
    title: 'Lint throughput',
    command: 'node --conditions rocktune-source --import tsx bench/lint-throughput/run.ts',
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: await describeMachine(ROOT),
    load,
    figures: { iterations: ITER, results, cliEndToEndMs: cli },
    markdown: md,
    svg: barChartSvg({
      title: 'lint throughput, thousand lines per second (median)',
      subtitle: `lintOptionsText, every rule, ${ITER} iterations; whisker from the slowest and fastest iteration`,
      series: [{ name: 'throughput', unit: 'k lines/s', color: '#2f6db5' }],
      groups: Object.entries(results).map(([n, r]) => ({
        label: n.replace('.OPTIONS', '').replace('generated-', ''),
        bars: [{ median: r.lines / r.ms.median, min: r.lines / r.ms.max, max: r.lines / r.ms.min }],
      })),
    }),
  });
}

main().catch((e: unknown) => {
  process.stderr.write(`bench: ${(e as Error).message}\n`);
  process.exit(1);
});
