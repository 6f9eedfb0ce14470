// The OPTIONS files db_bench judges (issue 33): rocktune's tuned file for a preset, RocksDB's defaults (an empty file)
// and RocksDB's own tuning helpers as the engine writes them. Every variant syncs every MiB (the capped regime's
// condition: writeback that escapes blkio v1 would make the caps leak), and each carries the block cache db_bench
// must be given (`--cache_size` replaces the file's `block_cache`).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_TARGET, defaultNumber, findEntry, getEngineProfile, parseOptionsIni } from '@rocktune/calculator';
import { withSyncEvery } from '../../packages/cli/src/compare/disk-limit.js';
import { runRocktune } from '../lib/rocktune.js';
import type { GridPoint } from './grid.js';

export interface Variant {
  /** `tuned`, `tuned-<preset>`, `defaults`, `helpers`. */
  name: string;
  ini: string;
  /** db_bench `--cache_size`: the file's block_cache, else RocksDB's default capacity. */
  cacheBytes: number;
  writeBufferBytes: number;
}

const MiB = 1_048_576;
/** Debian's db_bench runs the same library the addon links: the default target's profile names its release. */
export const LINKED = getEngineProfile(DEFAULT_TARGET);

/** The flags that size rocktune's file for a grid point (the capped host: 2 threads, 1,000 open files). */
export function generateFlags(p: GridPoint, preset: string): string[] {
  return [
    ...['--threads', '2', '--open-files', '1000', '--dram', `${p.memoryBytes / MiB}MiB`],
    ...['--keys', String(p.keys), '--key-size', String(p.keySize), '--value-size', String(p.valueSize)],
    ...['--kv-separation', p.separated ? 'on' : 'off', '--workload', preset, '--target', LINKED.id],
  ];
}

/** A plain number the file sets in `section` (block_cache as a capacity, write_buffer_size), else undefined. */
function fileNumber(ini: string, section: string, key: string): number | undefined {
  const value = findEntry(parseOptionsIni(ini).document, section, key)?.rawValue;
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

function described(name: string, ini: string): Variant {
  const profile = LINKED;
  const synced = withSyncEvery(ini);
  return {
    name,
    ini: synced,
    cacheBytes: fileNumber(synced, 'TableOptions/BlockBasedTable', 'block_cache') ?? profile.defaults.blockCacheBytes,
    writeBufferBytes: fileNumber(synced, 'CFOptions', 'write_buffer_size') ?? defaultNumber(profile, 'write_buffer_size'),
  };
}

export async function tunedVariant(p: GridPoint, preset: string): Promise<Variant> {
  const ini = await runRocktune(['generate', ...generateFlags(p, preset)], true);
  return described(preset === 'general' ? 'tuned' : `tuned-${preset}`, ini);
}

export function defaultsVariant(): Variant {
  const empty = `[Version]\n  rocksdb_version=${LINKED.version}\n  options_file_version=1.1\n\n[DBOptions]\n\n[CFOptions "default"]\n\n[TableOptions/BlockBasedTable "default"]\n`;
  return described('defaults', empty);
}

let helperBinary: string | undefined;
function buildHelperTool(): string {
  if (helperBinary && existsSync(helperBinary)) return helperBinary;
  const flags = execFileSync('pkg-config', ['--cflags', '--libs', 'rocksdb'], { encoding: 'utf8' }).trim().split(/\s+/);
  const out = join(mkdtempSync(join(tmpdir(), 'rocktune-bench-helpers-')), 'helpers-options');
  const source = join(import.meta.dirname, 'helpers-options.cc');
  const r = spawnSync('g++', ['-std=c++17', '-O1', source, ...flags, '-o', out], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`g++ could not build ${source}: ${r.stderr}`);
  helperBinary = out;
  return out;
}

/**
 * `IncreaseParallelism(2)` + `OptimizeLevelStyleCompaction(budget)` with a quarter of the memory cap as the
 * memtable budget: the helper sizes 6 memtables of budget/4, so at most 3/8 of the memory sits in memtables.
 */
export function helpersVariant(p: GridPoint): Variant {
  const dir = mkdtempSync(join(tmpdir(), 'rocktune-bench-helpers-db-'));
  try {
    const r = spawnSync(buildHelperTool(), [join(dir, 'db'), '2', String(Math.floor(p.memoryBytes / 4))], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`helpers-options failed: ${r.stderr}`);
    const file = readdirSync(join(dir, 'db'))
      .filter((f) => f.startsWith('OPTIONS-'))
      .sort()
      .at(-1);
    if (!file) throw new Error('RocksDB wrote no OPTIONS file for the helpers');
    return described('helpers', readFileSync(join(dir, 'db', file), 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An OPTIONS file run as written (an A/B of a candidate rule against the tuned file), named `name`. */
export function fileVariant(name: string, path: string): Variant {
  return described(name, readFileSync(path, 'utf8'));
}
