// The variants `rocktune compare` runs: the preset (tuned), RocksDB defaults, every rule-derived numeric
// setting halved / doubled (as the guide did in Figures 2, 3, 6 and 7), one setting at a time, and the
// other presets. Values RocksDB would reject or silently change are clamped here, and every clamp is reported.
import {
  buildOptionsDocument,
  clipRange,
  PRESET_DIRECTIVE,
  CONTROLLER_DIRECTIVE,
  formatBytes,
  getEngineProfile,
  isUnlimitedValue,
  PRESET_IDS,
  writeOptionsIni,
  type EngineProfile,
  type OptionLike,
  type PresetId,
  type Recommendation,
  type SectionName,
} from '@rocktune/calculator';

export const BASE_VARIANTS = ['tuned', 'defaults', 'half', 'double'] as const;
export const DEFAULT_VARIANTS: readonly string[] = BASE_VARIANTS;

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

const COUNT_MIN: Record<string, number> = {
  max_background_jobs: 1,
  max_background_flushes: 1,
  max_background_compactions: 1,
  max_subcompactions: 1,
  level0_file_num_compaction_trigger: 1,
};

export type VariantKind = 'tuned' | 'defaults' | 'half' | 'double' | 'vary-half' | 'vary-double' | 'preset';

export interface Variant {
  name: string;
  kind: VariantKind;
  description: string;
  /** The recommendation the variant derives from (absent for defaults). */
  rec?: Recommendation;
  /** The `rocksdb_version` its file declares: the tuned file's target for every variant. */
  rocksdbVersion: string;
  /** Explicit options (empty for defaults). */
  options: OptionLike[];
  /** What changed against the tuned values: name, tuned value, variant value. */
  changed: { name: string; from: number; to: number }[];
  /** Where a value was clamped so RocksDB neither rejects nor silently changes it. */
  clamps: string[];
}

export class VariantError extends Error {
  override name = 'VariantError';
}

/** Splits `--variants a,b` (repeatable) and expands `presets` to every other preset. */
export function parseVariantNames(raw: string[] | undefined, workload: PresetId): string[] {
  const items = (raw && raw.length > 0 ? raw : [DEFAULT_VARIANTS.join(',')]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);
  const allowed = [...BASE_VARIANTS, ...PRESET_IDS, 'presets'];
  const out: string[] = [];
  for (const item of items) {
    if (!allowed.includes(item)) throw new VariantError(`--variants: unknown variant '${item}'; allowed: ${allowed.join(', ')}`);
    const expanded = item === 'presets' ? PRESET_IDS.filter((p) => p !== workload) : item === workload ? ['tuned'] : [item];
    for (const e of expanded) if (!out.includes(e)) out.push(e);
  }
  if (!out.includes('tuned')) out.unshift('tuned'); // the baseline every verdict is against
  return out;
}

function finiteNumber(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/** Values that mean "unlimited" or "off" (in the target's terms) are never scaled. */
function isMarker(name: string, v: number, profile: EngineProfile): boolean {
  return v <= 0 || isUnlimitedValue(name, v, profile);
}

/** The smallest value RocksDB runs unchanged, and what it does below it (the target's SanitizeOptions clips two options). */
function leastUnchanged(name: string, profile: EngineProfile): { min: number; why: string } {
  if (name === 'max_write_buffer_number' || name === 'write_buffer_size') {
    const { min } = clipRange(profile, name);
    return { min, why: name === 'write_buffer_size' ? `RocksDB raises values below ${formatBytes(min, 'binary')}` : `RocksDB raises values below ${min} to ${min}` };
  }
  return { min: COUNT_MIN[name] ?? 1, why: 'at least 1' };
}

/** Options with `names` multiplied by `factor`, clamped to what RocksDB runs unchanged. */
export function scaleVaried(rec: Recommendation, factor: number, names: readonly string[]): { options: OptionLike[]; changed: Variant['changed']; clamps: string[] } {
  const options: OptionLike[] = rec.options.map((o) => ({ name: o.name, section: o.section, value: o.value }));
  const profile = getEngineProfile(rec.target);
  const clamps: string[] = [];
  const byName = (n: string): OptionLike | undefined => options.find((o) => o.name === n);
  for (const name of names) {
    const o = byName(name);
    const v = finiteNumber(o?.value);
    if (!o || v === undefined || isMarker(name, v, profile)) continue;
    let next = Math.max(1, Math.round(v * factor));
    const { min, why } = leastUnchanged(name, profile);
    if (next < min) {
      clamps.push(`${name}: ${v} x ${factor} = ${v * factor} raised to ${min} (${why})`);
      next = min;
    }
    o.value = next;
  }
  // RocksDB needs compaction trigger <= slowdown <= stop and silently raises the lower ones.
  const trig = byName('level0_file_num_compaction_trigger');
  const slow = byName('level0_slowdown_writes_trigger');
  const stop = byName('level0_stop_writes_trigger');
  if (trig && slow && finiteNumber(slow.value)! < finiteNumber(trig.value)!) {
    clamps.push(`level0_slowdown_writes_trigger: ${String(slow.value)} raised to the compaction trigger ${String(trig.value)} (RocksDB needs trigger <= slowdown)`);
    slow.value = trig.value;
  }
  if (slow && stop && finiteNumber(stop.value)! < finiteNumber(slow.value)!) {
    clamps.push(`level0_stop_writes_trigger: ${String(stop.value)} raised to the slowdown trigger ${String(slow.value)} (RocksDB needs slowdown <= stop)`);
    stop.value = slow.value;
  }
  const changed: Variant['changed'] = [];
  for (const o of options) {
    const before = finiteNumber(rec.options.find((r) => r.name === o.name)?.value);
    const after = finiteNumber(o.value);
    if (before !== undefined && after !== undefined && before !== after) changed.push({ name: o.name, from: before, to: after });
  }
  return { options, changed, clamps };
}

/** The settings `--vary` accepts for this recommendation. */
export function varyable(rec: Recommendation): string[] {
  const profile = getEngineProfile(rec.target);
  return VARIED_OPTIONS.filter((n) => {
    const v = finiteNumber(rec.options.find((o) => o.name === n)?.value);
    return v !== undefined && !isMarker(n, v, profile);
  });
}

export interface VariantRequest {
  names: string[];
  vary: string[];
  /** The recommendation of another preset for the same inputs. */
  presetRec: (id: PresetId) => Recommendation;
}

/** `--vary NAME` (x0.5 and x2) or `NAME:xF` (divided and multiplied by F, e.g. the guide's Figure 6 used x4). */
export function parseVary(item: string): { name: string; factor: number } {
  const m = /^([a-z0-9_]+)(?::x(\d+(?:\.\d+)?))?$/.exec(item);
  const factor = m?.[2] !== undefined ? Number(m[2]) : 2;
  if (!m || !(factor > 1)) throw new VariantError(`--vary: '${item}' is not allowed; expected OPTION or OPTION:xF with F > 1, e.g. write_buffer_size or target_file_size_base:x4`);
  return { name: m[1] as string, factor };
}

export function buildVariants(rec: Recommendation, req: VariantRequest): Variant[] {
  const allowedVary = varyable(rec);
  const varied = req.vary.map(parseVary);
  for (const { name: v } of varied) {
    if (!allowedVary.includes(v)) {
      const why = NOT_VARIED_REASON[v] ? ` (${NOT_VARIED_REASON[v]})` : rec.options.some((o) => o.name === v) ? ' (not a rule-derived number in this preset)' : ' (not in the tuned file)';
      throw new VariantError(`--vary: '${v}' cannot be varied${why}; allowed: ${allowedVary.join(', ')}`);
    }
  }
  const out: Variant[] = [];
  const base = { rocksdbVersion: rec.rocksdbVersion };
  const tuned: Variant = { ...base, name: 'tuned', kind: 'tuned', description: `the ${rec.preset.id} preset as generated`, rec, options: rec.options.map((o) => ({ name: o.name, section: o.section, value: o.value })), changed: [], clamps: [] };
  for (const name of req.names) {
    if (name === 'tuned') out.push(tuned);
    else if (name === 'defaults') out.push({ ...base, name, kind: 'defaults', description: `${rec.target}'s defaults (an empty OPTIONS file)`, options: [], changed: [], clamps: [] });
    else if (name === 'half' || name === 'double') {
      const s = scaleVaried(rec, name === 'half' ? 0.5 : 2, VARIED_OPTIONS);
      out.push({ ...base, name, kind: name, description: `every rule-derived number of ${rec.preset.id} ${name === 'half' ? 'halved' : 'doubled'}`, rec, ...s });
    } else {
      const p = req.presetRec(name as PresetId);
      const controller = p.preset.runtimeController
        ? `; its run-time controller does not run in T2/T5 (the engine starts controllers only in validate --workload sine|phases), so this measures the static OPTIONS part`
        : '';
      out.push({ ...base, name, kind: 'preset', description: `the ${name} preset for the same inputs${controller}`, rec: p, options: p.options.map((o) => ({ name: o.name, section: o.section, value: o.value })), changed: [], clamps: [] });
    }
  }
  for (const { name: v, factor: f } of varied) {
    const steps = f === 2 ? ([['half', 0.5, 'halved'], ['double', 2, 'doubled']] as const) : ([[`x${1 / f}`, 1 / f, `x${1 / f}`], [`x${f}`, f, `x${f}`]] as const);
    for (const [i, [label, factor, verb]] of steps.entries()) {
      const s = scaleVaried(rec, factor, [v]);
      if (s.changed.length === 0) s.clamps.push(`${v}: ${label} equals the tuned value after clamping`);
      out.push({ ...base, name: `${v}:${label}`, kind: i === 0 ? 'vary-half' : 'vary-double', description: `${v} ${verb}, everything else tuned`, rec, ...s });
    }
  }
  return out;
}

const SECTIONS: SectionName[] = ['DBOptions', 'CFOptions', 'TableOptions/BlockBasedTable'];

/** The variant as an OPTIONS file; keeps the preset directive so run-time controllers start as for the preset. */
export function variantIni(v: Variant, options: readonly OptionLike[], rocktuneVersion: string, note: string[] = []): string {
  // Options the engine cannot read from a file (TRocksDB's block_cache) stay out of it, as generate writes them.
  const notInFile = new Map((v.rec?.options ?? []).filter((o) => o.notInFile !== undefined).map((o) => [o.name, o.notInFile as string]));
  const header = [
    `rocktune ${rocktuneVersion} compare variant '${v.name}': ${v.description}`,
    ...note,
    ...options.filter((o) => notInFile.has(o.name)).map((o) => `${o.name}=${String(o.value)} is not set in this file: ${notInFile.get(o.name)}`),
  ];
  if (v.rec) {
    header.push(`${PRESET_DIRECTIVE} ${v.rec.preset.id}`);
    if (v.rec.preset.runtimeController) header.push(`${CONTROLLER_DIRECTIVE} ${v.rec.preset.runtimeController}`);
  }
  return writeOptionsIni(
    buildOptionsDocument({
      headerComments: header,
      sections: [
        { title: 'Version', entries: [{ key: 'rocksdb_version', value: v.rocksdbVersion }, { key: 'options_file_version', value: '1.1' }] },
        ...SECTIONS.map((section) => ({
          title: section,
          ...(section === 'DBOptions' ? {} : { arg: 'default' }),
          entries: options.filter((o) => o.section === section && !notInFile.has(o.name)).map((o) => ({ key: o.name, value: Array.isArray(o.value) ? o.value : String(o.value) })),
        })),
      ],
    }),
  );
}

/** The dialect the engine reads a variant in (defaults are always plain RocksDB). */
export function variantDialect(v: Variant): 'rocksdb' | 'trocksdb' {
  return v.rec?.input.dialect ?? 'rocksdb';
}
