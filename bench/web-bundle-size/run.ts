// Compass figure "web bundle size": builds the calculator page (vite) and reports every file of
// packages/web/dist raw, gzip -9 and brotli (max quality), as a browser would download them.
//
//   node --conditions rocktune-source --import tsx bench/web-bundle-size/run.ts [--no-build]
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { barChartSvg } from '../../packages/cli/src/compare/chart.js';
import { describeMachine, loadNow, waitForQuiet } from '../lib/machine.js';
import { ROOT, writeResult } from '../lib/results.js';

const DIST = join(ROOT, 'packages/web/dist');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

async function main(): Promise<void> {
  const load = await waitForQuiet(1.0, Number(process.env.BENCH_MAX_WAIT ?? 300));
  const startedAt = new Date().toISOString();
  let buildMs: number | undefined;
  if (!process.argv.includes('--no-build')) {
    const t0 = performance.now();
    const r = spawnSync('npm', ['run', 'build', '-w', '@rocktune/web'], { cwd: ROOT, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`web build failed: ${(r.stderr || r.stdout).split('\n').slice(-5).join('\n')}`);
    buildMs = performance.now() - t0;
  }
  const files = walk(DIST).map((p) => {
    const buf = readFileSync(p);
    return {
      file: relative(DIST, p),
      raw: buf.length,
      gzip: gzipSync(buf, { level: 9 }).length,
      brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
  const total = files.reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip, brotli: t.brotli + f.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
  load.after1m = loadNow();
  const kb = (n: number): string => (n / 1000).toFixed(1);
  const md = `\`packages/web/dist\` after \`npm run build -w @rocktune/web\`${buildMs ? ` (build took ${(buildMs / 1000).toFixed(1)} s)` : ''}; kB = 1000 bytes.

| file | raw kB | gzip -9 kB | brotli q11 kB |
|---|---|---|---|
${files.map((f) => `| ${f.file} | ${kb(f.raw)} | ${kb(f.gzip)} | ${kb(f.brotli)} |`).join('\n')}
| **total** | **${kb(total.raw)}** | **${kb(total.gzip)}** | **${kb(total.brotli)}** |

The page is one HTML file, one script and one stylesheet, plus assets/rocktune-profiles.js, every engine version beyond the linked one and TRocksDB, which the page loads after its first paint (the 150 kB budget in e2e/specs/bundle-size.spec.ts counts the first screen only); the calculator (sizing rules, catalog, lint) ships inside the script.
`;
  writeResult({
    name: 'web-bundle-size',
    title: 'Web bundle size (the calculator page)',
    command: 'node --conditions rocktune-source --import tsx bench/web-bundle-size/run.ts',
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: await describeMachine(ROOT),
    load,
    figures: { files, total, buildMs },
    markdown: md,
    svg: barChartSvg({
      title: 'web bundle size, kB',
      subtitle: 'packages/web/dist, every file summed',
      series: [{ name: 'size', unit: 'kB', color: '#f2c12e' }],
      groups: [
        { label: 'raw', bars: [{ median: total.raw / 1000, min: total.raw / 1000, max: total.raw / 1000 }] },
        { label: 'gzip -9', bars: [{ median: total.gzip / 1000, min: total.gzip / 1000, max: total.gzip / 1000 }] },
        { label: 'brotli', bars: [{ median: total.brotli / 1000, min: total.brotli / 1000, max: total.brotli / 1000 }] },
      ],
    }),
  });
}

main().catch((e: unknown) => {
  process.stderr.write(`bench: ${(e as Error).message}\n`);
  process.exit(1);
});
