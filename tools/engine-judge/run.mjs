#!/usr/bin/env node
// The engine judges from the command line (docs/lint.md, "The engines as judges"):
//   node tools/engine-judge/run.mjs [--versions 5.18.4,11.1.2,...] write [OUT_DIR]
//     every case of cases.txt on every version: OUT_DIR/<version>/<case>.ini as the engine wrote it, plus
//     OUT_DIR/<version>/verdicts.json (what was skipped and why, and the engine's verdict on its own files)
//   node tools/engine-judge/run.mjs [--versions ...] [--timeout-ms N] judge FILE...
//     one JSON line per file and version on stdout
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { DEFAULT_VERSIONS, ensureJar, missingToolchain } from './jars.mjs';
import { judgeFiles, writeCases } from './judge.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const DEFAULT_OUT = join(ROOT, 'fixtures', 'options-files', 'engine-written');

function usage(message) {
  process.stderr.write(`${message}\nusage: run.mjs [--versions V,V] [--timeout-ms N] write [OUT_DIR] | judge FILE...\n`);
  process.exit(2);
}

function parse(argv) {
  const opts = { versions: DEFAULT_VERSIONS, timeoutMs: 60_000, rest: [] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--versions') opts.versions = (argv[++i] ?? usage('--versions needs a list')).split(',').filter(Boolean);
    else if (argv[i] === '--timeout-ms') opts.timeoutMs = Number(argv[++i]);
    else opts.rest.push(argv[i]);
  }
  return opts;
}

/** Versions whose jar Maven gives us; a refusal is reported once and the version left out. */
function available(versions) {
  return versions.filter((v) => {
    const jar = ensureJar(v);
    if (!jar.jar) process.stderr.write(`engine-judge: rocksdbjni ${v} not available: ${jar.refused}\n`);
    return Boolean(jar.jar);
  });
}

async function write(versions, outDir) {
  for (const version of versions) {
    const dir = join(outDir, version);
    rmSync(dir, { recursive: true, force: true });
    let cases;
    try {
      cases = await writeCases(version, dir);
    } catch (e) {
      rmSync(dir, { recursive: true, force: true });
      process.stderr.write(`engine-judge: ${e.message}\n`);
      continue;
    }
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.ini'))
      .sort()
      .map((f) => join(dir, f));
    const verdicts = await judgeFiles(version, files);
    // The persisted OPTIONS text is left out (undefined is not written): the engine rewriting its own file.
    const relativeFile = (v) => ({ ...v, persisted: undefined, file: relative(dir, v.file) });
    writeFileSync(
      join(dir, 'verdicts.json'),
      JSON.stringify(
        { version, cases: cases.map(({ version: _, engine: __, ...c }) => c), verdicts: verdicts.map(relativeFile) },
        null,
        1,
      ) + '\n',
    );
    process.stderr.write(`engine-judge: ${version}: ${files.length} files written, ${cases.length - files.length} cases skipped\n`);
  }
}

async function main() {
  const opts = parse(process.argv.slice(2));
  const [mode, ...args] = opts.rest;
  if (mode !== 'write' && mode !== 'judge') usage('give a mode: write or judge');
  const missing = missingToolchain();
  if (missing) {
    process.stderr.write(`engine-judge: ${missing}\n`);
    process.exit(1);
  }
  const versions = available(opts.versions);
  if (mode === 'write') {
    const out = resolve(args[0] ?? DEFAULT_OUT);
    mkdirSync(out, { recursive: true });
    await write(versions, out);
    return;
  }
  if (args.length === 0) usage('judge needs files');
  for (const version of versions) {
    await judgeFiles(
      version,
      args.map((f) => resolve(f)),
      { timeoutMs: opts.timeoutMs, onVerdict: (v) => process.stdout.write(JSON.stringify(v) + '\n') },
    );
  }
}

await main();
