// The variants `rocktune compare` runs: the preset (tuned), RocksDB defaults, every rule-derived numeric
// setting halved / doubled, one setting at a time (`--vary`), and the other presets.
import type { PresetId } from '../input/schema.js';
import type { Recommendation } from '../recommend.js';
import type { OptionLike } from '../scale/index.js';
import { parseVary, VariantError } from './names.js';
import { NOT_VARIED_REASON, plainOptions, scaleVaried, VARIED_OPTIONS, varyable, type ScaledOptions } from './scale.js';

export type VariantKind = 'tuned' | 'defaults' | 'half' | 'double' | 'vary-half' | 'vary-double' | 'preset' | 'file';

export interface Variant extends ScaledOptions {
  name: string;
  kind: VariantKind;
  description: string;
  /** The recommendation the variant derives from (absent for defaults). */
  rec?: Recommendation;
  /** The `rocksdb_version` its file declares: the tuned file's target for every variant. */
  rocksdbVersion: string;
  /** Explicit options (empty for defaults). */
  options: OptionLike[];
}

export interface VariantRequest {
  names: string[];
  vary: string[];
  /** The recommendation of another preset for the same inputs. */
  presetRec: (id: PresetId) => Recommendation;
}

function checkVary(rec: Recommendation, names: readonly string[]): void {
  const allowedVary = varyable(rec);
  for (const v of names) {
    if (allowedVary.includes(v)) continue;
    const why = NOT_VARIED_REASON[v]
      ? ` (${NOT_VARIED_REASON[v]})`
      : rec.options.some((o) => o.name === v)
        ? ' (not a rule-derived number in this preset)'
        : ' (not in the tuned file)';
    throw new VariantError(`--vary: '${v}' cannot be varied${why}; allowed: ${allowedVary.join(', ')}`);
  }
}

function namedVariant(rec: Recommendation, name: string, req: VariantRequest): Variant {
  const base = { rocksdbVersion: rec.rocksdbVersion, changed: [], clamps: [] };
  if (name === 'tuned')
    return { ...base, name, kind: 'tuned', description: `the ${rec.preset.id} preset as generated`, rec, options: plainOptions(rec) };
  if (name === 'defaults')
    return { ...base, name, kind: 'defaults', description: `${rec.target}'s defaults (an empty OPTIONS file)`, options: [] };
  if (name === 'half' || name === 'double') {
    const s = scaleVaried(rec, name === 'half' ? 0.5 : 2, VARIED_OPTIONS);
    return {
      ...base,
      name,
      kind: name,
      description: `every rule-derived number of ${rec.preset.id} ${name === 'half' ? 'halved' : 'doubled'}`,
      rec,
      ...s,
    };
  }
  const p = req.presetRec(name as PresetId);
  const controller = p.preset.runtimeController
    ? `; its run-time controller does not run in T2/T5 (the engine starts controllers only in validate --workload sine|phases), so this measures the static OPTIONS part`
    : '';
  return {
    ...base,
    name,
    kind: 'preset',
    description: `the ${name} preset for the same inputs${controller}`,
    rec: p,
    options: plainOptions(p),
  };
}

/** `--vary NAME[:xF]`: the setting divided and multiplied by F, everything else tuned. */
function variedVariants(rec: Recommendation, v: string, f: number): Variant[] {
  const steps: [string, number, string][] =
    f === 2
      ? [
          ['half', 0.5, 'halved'],
          ['double', 2, 'doubled'],
        ]
      : [
          [`x${1 / f}`, 1 / f, `x${1 / f}`],
          [`x${f}`, f, `x${f}`],
        ];
  return steps.map(([label, factor, verb], i): Variant => {
    const s = scaleVaried(rec, factor, [v]);
    if (s.changed.length === 0) s.clamps.push(`${v}: ${label} equals the tuned value after clamping`);
    return {
      rocksdbVersion: rec.rocksdbVersion,
      name: `${v}:${label}`,
      kind: i === 0 ? 'vary-half' : 'vary-double',
      description: `${v} ${verb}, everything else tuned`,
      rec,
      ...s,
    };
  });
}

export function buildVariants(rec: Recommendation, req: VariantRequest): Variant[] {
  const varied = req.vary.map(parseVary);
  checkVary(
    rec,
    varied.map((v) => v.name),
  );
  return [
    ...req.names.map((name) => namedVariant(rec, name, req)),
    ...varied.flatMap(({ name, factor }) => variedVariants(rec, name, factor)),
  ];
}

/** The dialect the engine reads a variant in (defaults are always plain RocksDB). */
export function variantDialect(v: Variant): 'rocksdb' | 'trocksdb' {
  return v.rec?.input.dialect ?? 'rocksdb';
}
