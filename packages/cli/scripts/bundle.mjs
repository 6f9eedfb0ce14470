// Bundles the CLI into one file, dist/main.js (the bin). Loading one module instead of a few hundred
// roughly halves start-up (bench/results/cli-cold-start.md). tsc still emits dist/ for the types.
import { chmodSync } from 'node:fs';
import { build } from 'esbuild';

const outfile = new URL('../dist/main.js', import.meta.url).pathname;
await build({
  entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Bundle the calculator from its sources, so a stale calculator build can never leak in.
  conditions: ['rocktune-source'],
  // The engine is optional and loads a native module: resolved at run time, never bundled.
  external: ['@rocktune/rocksdb-addon'],
  logLevel: 'warning',
  allowOverwrite: true,
});
chmodSync(outfile, 0o755);
