// Half / double: every rule-derived numeric setting scaled (as the guide did in Figures 2, 3, 6 and 7), with the
// values RocksDB would reject or silently change clamped here, and every clamp reported.
import { clipRange } from '../engines/facts.js';
import { l0TriggersAsRun } from '../engines/l0-triggers.js';
import { getEngineProfile } from '../engines/resolve.js';
import type { EngineProfile } from '../engines/types.js';
import type { Recommendation } from '../recommend.js';
import type { OptionLike } from '../scale/index.js';
import { isUnlimitedValue } from '../sizing/limits.js';
import { formatBytes } from '../units.js';

/** Rule-derived numeric settings that half/double scale (the guide varied jobs, buffer number, file size, buffer size). */
export const VARIED_OPTIONS = [
  'max_background_jobs',
  'max_background_flushes',
  'max_background_compactions',
  'max_subcompactions',
  'write_buffer_size',
  'max_write_buffer_number',
  'level0_file_num_compaction_trigger',
  'level0_slowdown_writes_trigger',
  'level0_stop_writes_trigger',
  'target_file_size_base',
  'max_bytes_for_level_base',
  'blob_file_size',
  'vlogfile_max_size',
  'block_cache',
] as const;

/** Kept as they are: counts that define the LSM's structure, budgets, thresholds, and "unlimited" markers. */
export const NOT_VARIED_REASON: Record<string, string> = {
  max_bytes_for_level_multiplier: 'the guide designs the LSM around 8x; varying it changes the structure, not the size',
  num_levels: 'structure, not a size',
  max_open_files: 'the open-file budget is an input, not a rule result',
  min_blob_size: 'a threshold for which values go to blob files',
};

/** What changed against the tuned values: name, tuned value, variant value. */
export interface VariantChange {
  name: string;
  from: number;
  to: number;
}

export interface ScaledOptions {
  options: OptionLike[];
  changed: VariantChange[];
  /** Where a value was clamped so RocksDB neither rejects nor silently changes it. */
  clamps: string[];
}

/** The options a variant starts from: the recommendation's, as plain entries. */
export function plainOptions(rec: Recommendation): OptionLike[] {
  return rec.options.map((o) => ({ name: o.name, section: o.section, value: o.value }));
}

function finiteNumber(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/** Values that mean "unlimited" or "off" (in the target's terms) are never scaled. */
function isMarker(name: string, v: number, profile: EngineProfile): boolean {
  return v <= 0 || isUnlimitedValue(name, v, profile);
}

/** The options SanitizeOptions clips (the profile's clippedTo): below the least value RocksDB raises them. */
const CLIPPED = ['write_buffer_size', 'max_write_buffer_number'];

function clipFloor(name: string, profile: EngineProfile): { min: number; why: string } | undefined {
  if (!CLIPPED.includes(name)) return undefined;
  const { min } = clipRange(profile, name);
  return {
    min,
    why:
      name === 'write_buffer_size'
        ? `RocksDB raises values below ${formatBytes(min, 'binary')}`
        : `RocksDB raises values below ${min} to ${min}`,
  };
}

/** Options with `names` multiplied by `factor` (never below 1), clamped to what RocksDB runs unchanged. */
export function scaleVaried(rec: Recommendation, factor: number, names: readonly string[]): ScaledOptions {
  const options = plainOptions(rec);
  const profile = getEngineProfile(rec.target);
  const clamps: string[] = [];
  const byName = (n: string): OptionLike | undefined => options.find((o) => o.name === n);
  for (const name of names) {
    const o = byName(name);
    const v = finiteNumber(o?.value);
    if (!o || v === undefined || isMarker(name, v, profile)) continue;
    let next = Math.max(1, Math.round(v * factor));
    const floor = clipFloor(name, profile);
    if (floor && next < floor.min) {
      clamps.push(`${name}: ${v} x ${factor} = ${v * factor} raised to ${floor.min} (${floor.why})`);
      next = floor.min;
    }
    o.value = next;
  }
  clamps.push(...orderL0Triggers(byName));
  const changed: VariantChange[] = [];
  for (const o of options) {
    const before = finiteNumber(rec.options.find((r) => r.name === o.name)?.value);
    const after = finiteNumber(o.value);
    if (before !== undefined && after !== undefined && before !== after) changed.push({ name: o.name, from: before, to: after });
  }
  return { options, changed, clamps };
}

/** Writes the L0 triggers RocksDB would run (compaction trigger <= slowdown <= stop) and says which it raised. */
function orderL0Triggers(byName: (n: string) => OptionLike | undefined): string[] {
  const slow = byName('level0_slowdown_writes_trigger');
  const stop = byName('level0_stop_writes_trigger');
  const trigger = finiteNumber(byName('level0_file_num_compaction_trigger')?.value) ?? -Infinity;
  const slowdown = finiteNumber(slow?.value);
  if (!slow || slowdown === undefined) return [];
  const clamps: string[] = [];
  const stopValue = finiteNumber(stop?.value);
  const runs = l0TriggersAsRun(trigger, slowdown, stopValue ?? Infinity);
  if (runs.slowdown !== slowdown) {
    clamps.push(
      `level0_slowdown_writes_trigger: ${slowdown} raised to the compaction trigger ${runs.slowdown} (RocksDB needs trigger <= slowdown)`,
    );
    slow.value = runs.slowdown;
  }
  if (stop && stopValue !== undefined && runs.stop !== stopValue) {
    clamps.push(
      `level0_stop_writes_trigger: ${stopValue} raised to the slowdown trigger ${runs.slowdown} (RocksDB needs slowdown <= stop)`,
    );
    stop.value = runs.stop;
  }
  return clamps;
}

/** The settings `--vary` accepts for this recommendation. */
export function varyable(rec: Recommendation): string[] {
  const profile = getEngineProfile(rec.target);
  return VARIED_OPTIONS.filter((n) => {
    const v = finiteNumber(rec.options.find((o) => o.name === n)?.value);
    return v !== undefined && !isMarker(n, v, profile);
  });
}
