// A settled database per variant and grid point: `filluniquerandom` of every key, then `waitforcompaction`, built
// once with the variant's own OPTIONS file (outside the caps) and kept under the work directory keyed by the file's
// hash, so a rerun reuses it. Each run works on a copy: SST and blob files are immutable, so they are hard-linked;
// the rest (MANIFEST, CURRENT, OPTIONS, WAL) is copied and the old LOG left behind, so the copy's LOG is the run's.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runDbBench } from '../engine-vs-db-bench/db-bench.mjs';
import type { GridPoint } from './grid.js';
import type { Variant } from './variants.js';

/** The flags every run of a point shares: its keys and sizes, the variant's file and its cache, statistics on. */
export function commonFlags(p: GridPoint, v: Variant, optionsFile: string, dbDir: string): string[] {
  return [
    `--db=${dbDir}`,
    `--options_file=${optionsFile}`,
    `--cache_size=${v.cacheBytes}`,
    `--num=${p.keys}`,
    `--key_size=${p.keySize}`,
    `--value_size=${p.valueSize}`,
    '--compression_ratio=0.5',
    '--statistics=1',
    '--histogram=1',
  ];
}

export function optionsFileFor(workDir: string, p: GridPoint, v: Variant): string {
  const hash = createHash('sha256').update(v.ini).digest('hex').slice(0, 12);
  const file = join(workDir, 'options', `${p.id}-${v.name}-${hash}.ini`);
  mkdirSync(join(workDir, 'options'), { recursive: true });
  writeFileSync(file, v.ini);
  return file;
}

/** The settled base of (point, variant), built when missing; returns its directory. */
export async function settledBase(workDir: string, p: GridPoint, v: Variant, log: (s: string) => void): Promise<string> {
  const optionsFile = optionsFileFor(workDir, p, v);
  // Keyed by what the base depends on (keys, sizes and the file), not by the caps: points that differ only in their
  // caps share one base.
  const hash = createHash('sha256').update(v.ini).digest('hex').slice(0, 12);
  const dir = join(workDir, 'bases', `k${p.keys}-k${p.keySize}-v${p.valueSize}-${v.name}-${hash}`);
  if (existsSync(join(dir, 'SETTLED'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  log(`db-bench-regime: building the settled base for ${p.id} ${v.name} (${p.keys} keys)\n`);
  const building = `${dir}.building`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(join(workDir, 'bases'), { recursive: true });
  const out = await runDbBench([
    ...commonFlags(p, v, optionsFile, building),
    '--benchmarks=filluniquerandom,waitforcompaction',
    '--histogram=0',
  ]);
  if (!/filluniquerandom\s*:/.test(out)) throw new Error(`the base build printed no filluniquerandom line: ${out.slice(-600)}`);
  renameSync(building, dir);
  writeFileSync(join(dir, 'SETTLED'), new Date().toISOString());
  return dir;
}

const IMMUTABLE = /\.(sst|blob)$/;
const LEFT_BEHIND = /^(LOG|LOG\.old\..*|LOCK|SETTLED)$/;

/** A private copy of `base` at `dest` (SSTs and blob files hard-linked, everything else copied). */
export function copyOfBase(base: string, dest: string): void {
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  for (const name of readdirSync(base)) {
    if (LEFT_BEHIND.test(name)) continue;
    if (IMMUTABLE.test(name)) linkSync(join(base, name), join(dest, name));
    else copyFileSync(join(base, name), join(dest, name));
  }
}
