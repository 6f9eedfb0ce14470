// Builds the CLI users run: dist/rocktune.cjs, the whole CLI in one CommonJS file (each command's code evaluated
// only when that command runs: src/commands/index.ts), and dist/main.cjs, the bin, which runs it with its compiled
// code cached (src/launcher.ts). CommonJS because Node 20 caches compiled code for scripts (node:vm), not for
// ES modules; one file because loading one module instead of a few hundred halves start-up
// (bench/results/cli-cold-start.md). tsc still emits dist/ for the types.
import { chmodSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const src = (path) => new URL(`../src/${path}`, import.meta.url).pathname;
const dist = (path) => new URL(`../dist/${path}`, import.meta.url).pathname;
// The sources find their package through import.meta.url (src/paths.ts): in CommonJS, the output file's own URL.
const bundleUrl = { 'import.meta.url': '__rocktune_bundle_url' };
const bundleUrlBanner = 'const __rocktune_bundle_url = require("node:url").pathToFileURL(__filename).href;';
/** @type {import('esbuild').BuildOptions} */
const common = { bundle: true, platform: 'node', target: 'node20', logLevel: 'warning', allowOverwrite: true };

await build({
  ...common,
  entryPoints: [src('cli-entry.ts')],
  outfile: dist('rocktune.cjs'),
  format: 'cjs',
  // Bundle the calculator from its sources, so a stale calculator build can never leak in (and so a git install of
  // the repository, for the pre-commit hook and the GitHub Action, builds without the workspaces: package.json).
  alias: { '@rocktune/calculator': new URL('../../calculator/src/index.ts', import.meta.url).pathname },
  // The engine is optional and loads a native module: resolved at run time, never bundled.
  external: ['@rocktune/rocksdb-addon'],
  define: bundleUrl,
  banner: { js: `"use strict"; ${bundleUrlBanner}` },
  // Without comments the output is ASCII (esbuild escapes the rest), which the launcher reads as latin1.
  minifyWhitespace: true,
});
const nonAscii = readFileSync(dist('rocktune.cjs')).findIndex((byte) => byte > 0x7f);
if (nonAscii >= 0) throw new Error(`dist/rocktune.cjs is not ASCII (byte ${nonAscii}); the launcher reads it as latin1`);

await build({
  ...common,
  entryPoints: [src('launcher.ts')],
  outfile: dist('main.cjs'),
  format: 'cjs',
  define: bundleUrl,
  banner: { js: `#!/usr/bin/env node\n"use strict"; ${bundleUrlBanner}` },
});
chmodSync(dist('main.cjs'), 0o755);
