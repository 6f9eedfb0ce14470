// Before anything runs: the variants built (and scaled), and the host checked for their memory and disk.
import { readFileSync, statfsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { totalmem } from 'node:os';
import {
  DISK_HEADROOM,
  formatGib,
  UNLIMITED_WRITER_GUESS,
  getEngineProfile,
  lookupEntries,
  memorySettingsFrom,
  memtablesAndCacheBytes,
  scaleModelFor,
  buildVariants,
  FILE_VARIANT_PREFIX,
  memorySettingsFromText,
  variantOptionsFile,
  VariantError,
  type Variant,
  workloadOf,
  type OptionLike,
  type PresetId,
  type Recommendation,
  type ScaleModel,
} from '@rocktune/calculator';
import { UsageError } from '../cli-kit/errors.js';
import { VERSION } from '../version.js';
import type { RunSettings } from './runner.js';

export const safeName = (n: string): string => n.replace(/[^A-Za-z0-9._-]/g, '_');

/** Memtables at their peak + block cache, as the engine's guard counts them (the linked engine's defaults for the rest). */
export function plannedMemory(options: readonly OptionLike[]): number {
  return memtablesAndCacheBytes(memorySettingsFrom(lookupEntries(options)));
}

export interface Planned {
  variant: Variant;
  options: OptionLike[];
  scale?: ScaleModel;
  ini: string;
  /** Memtables at their peak + block cache (from the file itself for a file:PATH variant). */
  memoryBytes: number;
}

/** `--variants file:PATH`: the OPTIONS file as written, named after the file (an A/B of one hand-made change). */
export function fileVariant(item: string, cwd: string, rocksdbVersion: string): Planned {
  const path = resolve(cwd, item.slice(FILE_VARIANT_PREFIX.length));
  let ini: string;
  try {
    ini = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`--variants ${item}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  const name = basename(path).replace(/\.(ini|options)$/i, '');
  const variant: Variant = {
    name,
    kind: 'file',
    description: `the OPTIONS file ${path} as written`,
    rocksdbVersion,
    options: [],
    changed: [],
    clamps: [],
  };
  return { variant, options: [], ini, memoryBytes: memtablesAndCacheBytes(memorySettingsFromText(ini)) };
}

/**
 * Builds, scales and renders every variant; throws UsageError before anything runs. `presetRec` is the
 * recommendation `generate -w PRESET` makes from the same flags (the tuned input is already decided for its
 * own preset: key-value separation and compression factor differ by preset).
 */
export function planVariants(
  rec: Recommendation,
  names: string[],
  vary: string[],
  scale: boolean,
  loadKeys: number,
  presetRec: (id: PresetId) => Recommendation,
  cwd = process.cwd(),
): Planned[] {
  const files = names.filter((n) => n.startsWith(FILE_VARIANT_PREFIX)).map((n) => fileVariant(n, cwd, rec.rocksdbVersion));
  let variants: Variant[];
  try {
    variants = buildVariants(rec, {
      names: names.filter((n) => !n.startsWith(FILE_VARIANT_PREFIX)),
      vary,
      presetRec: (id: PresetId) => {
        try {
          return presetRec(id);
        } catch (error) {
          throw new VariantError(`--variants: the ${id} preset cannot be computed for these inputs: ${(error as Error).message}`);
        }
      },
    });
  } catch (error) {
    if (error instanceof VariantError) throw new UsageError(error.message);
    throw error;
  }
  const built = variants.map((variant): Planned => {
    if (!scale)
      return {
        variant,
        options: variant.options,
        ini: variantOptionsFile(variant, variant.options, VERSION),
        memoryBytes: plannedMemory(variant.options),
      };
    const model = scaleModelFor(variant.options, workloadOf(rec), loadKeys, getEngineProfile(rec.target));
    const note = [`scale model: size options x ${model.factor.toPrecision(3)} (${loadKeys} test keys for ${rec.input.totalKeys})`];
    return {
      variant,
      options: model.options,
      scale: model,
      ini: variantOptionsFile(variant, model.options, VERSION, note),
      memoryBytes: plannedMemory(model.options),
    };
  });
  const all = [...built, ...files];
  const taken = new Set<string>();
  for (const p of all) {
    if (taken.has(p.variant.name)) throw new UsageError(`--variants: two variants are named '${p.variant.name}'; rename the file`);
    taken.add(p.variant.name);
  }
  return all;
}

export function checkResources(planned: Planned[], s: RunSettings, tmpRoot: string, scale: boolean, memoryLimit?: number): void {
  const mem = memoryLimit ?? totalmem();
  for (const p of planned) {
    const need = p.memoryBytes;
    if (need > mem * 0.9) {
      throw new UsageError(
        `variant '${p.variant.name}' needs ${formatGib(need)} for memtables and block cache, more than ${memoryLimit ? `--memory-limit ${formatGib(mem)}` : `this host's ${formatGib(mem)}`}` +
          (scale ? '; lower --keys' : '; add --scale auto to shrink every size option with the test key count, or lower --keys'),
      );
    }
  }
  const plannedBytes =
    (s.loadKeys * (s.keySize + s.valueSize) + (s.writerRateBytesPerSec || UNLIMITED_WRITER_GUESS) * s.durationSec) * DISK_HEADROOM;
  let free: number;
  try {
    const st = statfsSync(tmpRoot);
    free = Number(st.bavail) * Number(st.bsize);
  } catch (error) {
    throw new UsageError(
      `temporary directory ${tmpRoot} is not usable (${(error as NodeJS.ErrnoException).code ?? String(error)}); set TMPDIR`,
    );
  }
  if (free < plannedBytes) {
    throw new UsageError(
      `too little disk: one run plans ${formatGib(plannedBytes / DISK_HEADROOM)} of data (--load-keys ${s.loadKeys} x ${s.keySize + s.valueSize} B + the T5 writer) and needs about ${formatGib(plannedBytes)} free in ${tmpRoot}; only ${formatGib(free)} is available. Lower --load-keys or set TMPDIR`,
    );
  }
}
