// The scale model ("wind tunnel", rules.md X-scale): a short test on a few million keys never grows the deep levels of a
// database of billions of keys. Shrinking every size-related option by the same factor as the key count
// keeps the number of levels, the files per level and the memtable-to-data ratio of the full-size
// database, so the scaled run shows the full-size LSM's shape, write amplification, stalls and L0
// behaviour in seconds. Absolute latencies and cache hit rates do not transfer. Pure: no Node APIs.
import type { Recommendation } from '../recommend.js';
import { defaultProfile, numericDefault } from '../engines/facts.js';
import { fileSeparatesValues } from '../engines/separation.js';
import { lookupEntries } from '../memory/settings.js';
import { getEngineProfile } from '../engines/resolve.js';
import type { EngineProfile } from '../engines/types.js';
import { isUnlimitedValue } from '../sizing/limits.js';
import type { OptionValue, SectionName } from '../sizing/types.js';
import { SCALED_OPTIONS } from './scaled-options.js';

export { SCALED_OPTIONS } from './scaled-options.js';

/** One OPTIONS entry; RecommendedOption fits. */
export interface OptionLike {
  name: string;
  section: SectionName;
  value: OptionValue;
}

/** What the database holds: enough to predict the LSM shape. */
export interface ScaleWorkload {
  keys: number;
  keySize: number;
  /** Per-key pointer overhead in the LSM with key-value separation (blob index). */
  keyOverhead: number;
  valueSize: number;
  /** Values in blob / VLog files (true) or inline in the SSTs. */
  kvSeparation: boolean;
}

/** What the model did to one option. */
export interface ScaleAdjustment {
  name: string;
  section: SectionName;
  /** Full-size value (the RocksDB default when the file left it out). */
  fullValue: number;
  fromDefault: boolean;
  /** fullValue * factor, rounded. */
  exactValue: number;
  /** What the scaled file sets (exactValue unless a floor applied). */
  scaledValue: number;
  /** Why the scaled value is not exact; absent when it is. */
  clamp?: string;
}

export interface LsmLevelShape {
  level: number;
  bytes: number;
  files: number;
}

/** The leveled LSM a database of `keys` settles into with these options (static level sizes, as when level_compaction_dynamic_level_bytes is false). */
export interface LsmShape {
  keys: number;
  /** Bytes in the SSTs: keys * (K + P) with key-value separation, keys * (K + V) inline. */
  sstBytes: number;
  /** Levels below L0 that hold data. */
  levelsUsed: number;
  levels: LsmLevelShape[];
  totalSstFiles: number;
  /** Files L0 collects before a compaction (level0_file_num_compaction_trigger). */
  l0CompactionTrigger: number;
  /** write_buffer_size / the user data it stands for: how much of the DB one memtable holds. */
  memtableToData: number;
  /** Memtable flushes needed to ingest all keys once. */
  flushesToLoad: number;
  blobFiles: number;
  /** block_cache / user data. */
  cacheToData: number;
}

export interface ScaleModel {
  /** testKeys / fullKeys (1 when the test is as large as the database: nothing to scale). */
  factor: number;
  fullKeys: number;
  testKeys: number;
  /** The options with every size-related value scaled (defaults made explicit and scaled too). */
  options: OptionLike[];
  adjustments: ScaleAdjustment[];
  /** The full-size database with the unscaled options. */
  predictedFull: LsmShape;
  /** The scaled database (testKeys) with the scaled options: equal to predictedFull when the model is exact. */
  predictedScaled: LsmShape;
  /** Where the scaled run cannot match the full-size shape, in words. Empty when exact. */
  inexact: string[];
  /** Which measured figures carry over to the full-size database, and which do not. */
  transfers: string[];
  doesNotTransfer: string[];
}

export const TRANSFERS = [
  'write amplification (flush + compaction bytes per ingested byte): same levels, same files per level, same fan-out',
  'write stalls and slowdowns: same memtable-to-data ratio, same L0 triggers, pending-compaction limits scaled',
  'L0 behaviour: files in L0, flushes per compaction, compaction counts per level',
] as const;

export const DOES_NOT_TRANSFER = [
  'absolute latency and ops/s: per-call, per-file and per-thread costs do not shrink with the data',
  'cache hit rates: the whole scaled database fits in the OS page cache, the full-size one does not',
  'disk bandwidth limits: scaled flushes and compactions are too small to saturate the device',
  'open-file pressure: file counts are kept, so max_open_files is not scaled; per-file overhead weighs more on tiny files',
] as const;

function numeric(v: OptionValue | undefined): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v.trim())) return Number(v);
  return undefined;
}

/**
 * Shrinks every size-related option by `factor`, with the target's defaults for what the options leave out.
 * Counts (threads, triggers, buffer numbers, open files) stay.
 */
export function scaleOptions(
  options: readonly OptionLike[],
  factor: number,
  workload: ScaleWorkload,
  profile: EngineProfile = defaultProfile(),
): { options: OptionLike[]; adjustments: ScaleAdjustment[] } {
  if (!(factor > 0) || factor > 1) throw new RangeError(`scale factor must be in (0, 1], got ${factor}`);
  const byName = new Map(options.map((o) => [o.name, o.value] as const));
  const out = options.map((o) => ({ ...o }));
  const adjustments: ScaleAdjustment[] = [];
  for (const rule of SCALED_OPTIONS) {
    if (rule.when && !rule.when(byName)) continue;
    const given = numeric(byName.get(rule.name));
    if (byName.has(rule.name) && given === undefined) continue; // not a plain size (e.g. a cache spec string)
    const fullValue = given ?? rule.defaultBytes(profile);
    if (fullValue === 0 || isUnlimitedValue(rule.name, fullValue, profile)) continue; // 0 / unlimited: keep
    const exactValue = Math.max(1, Math.round(fullValue * factor));
    const floor = rule.floor(workload, profile);
    const scaledValue = Math.max(exactValue, Math.min(floor.bytes, fullValue));
    const adj: ScaleAdjustment = {
      name: rule.name,
      section: rule.section,
      fullValue,
      fromDefault: given === undefined,
      exactValue,
      scaledValue,
    };
    if (scaledValue !== exactValue)
      adj.clamp = `${rule.name}: the exact scaled value ${exactValue} is below the floor, ${scaledValue} used (${floor.why})`;
    adjustments.push(adj);
    const existing = out.find((o) => o.name === rule.name);
    if (existing) existing.value = scaledValue;
    else out.push({ name: rule.name, section: rule.section, value: scaledValue });
  }
  return { options: out, adjustments };
}

/** The target's default value file size: blob_file_size (RocksDB), vlogfile_max_size (TRocksDB), or none. */
function valueFileDefault(profile: EngineProfile): number | undefined {
  const name = ['blob_file_size', 'vlogfile_max_size'].find((n) => profile.get('CFOptions', n));
  return name === undefined ? undefined : numericDefault(profile, name);
}

/** Predicts the leveled LSM shape (the target's defaults for anything the options leave out). */
export function predictShape(options: readonly OptionLike[], w: ScaleWorkload, profile: EngineProfile = defaultProfile()): LsmShape {
  const given = (name: string): number | undefined => numeric(options.find((o) => o.name === name)?.value);
  const get = (name: string): number => given(name) ?? numericDefault(profile, name);
  const separated = w.kvSeparation && fileSeparatesValues(lookupEntries(options));
  const wbs = get('write_buffer_size');
  const target = get('target_file_size_base');
  const base = get('max_bytes_for_level_base');
  const multiplier = get('max_bytes_for_level_multiplier');
  const numLevels = get('num_levels');
  const cache = given('block_cache') ?? profile.defaults.blockCacheBytes;
  const valueFileSize = given('blob_file_size') ?? given('vlogfile_max_size') ?? valueFileDefault(profile);
  const record = separated ? w.keySize + w.keyOverhead : w.keySize + w.valueSize;
  const memRecord = w.keySize + w.valueSize + (separated ? w.keyOverhead : 0);
  const userBytes = w.keys * (w.keySize + w.valueSize);
  const sstBytes = w.keys * record;
  const levels: LsmLevelShape[] = [];
  let remaining = sstBytes;
  for (let level = 1; level < numLevels && remaining > 0; level += 1) {
    const last = level === numLevels - 1;
    const capacity = base * multiplier ** (level - 1);
    const bytes = last ? remaining : Math.min(capacity, remaining);
    levels.push({ level, bytes, files: Math.ceil(bytes / target) });
    remaining -= bytes;
  }
  return {
    keys: w.keys,
    sstBytes,
    levelsUsed: levels.length,
    levels,
    totalSstFiles: levels.reduce((s, l) => s + l.files, 0),
    l0CompactionTrigger: get('level0_file_num_compaction_trigger'),
    memtableToData: wbs / (w.keys * memRecord),
    flushesToLoad: Math.ceil((w.keys * memRecord) / wbs),
    blobFiles: separated && valueFileSize ? Math.ceil((w.keys * w.valueSize) / valueFileSize) : 0,
    cacheToData: userBytes > 0 ? cache / userBytes : 0,
  };
}

/** The scale model for any options list (a preset, or a half/double variant of it), with the target's defaults. */
export function scaleModelFor(
  options: readonly OptionLike[],
  full: ScaleWorkload,
  testKeys: number,
  profile: EngineProfile = defaultProfile(),
): ScaleModel {
  if (!Number.isSafeInteger(testKeys) || testKeys < 1) throw new RangeError(`test key count must be a positive integer, got ${testKeys}`);
  const factor = testKeys >= full.keys ? 1 : testKeys / full.keys;
  const test = { ...full, keys: testKeys };
  const predictedFull = predictShape(options, full, profile);
  const { options: scaled, adjustments } =
    factor === 1 ? { options: options.map((o) => ({ ...o })), adjustments: [] } : scaleOptions(options, factor, full, profile);
  const predictedScaled = predictShape(scaled, test, profile);
  const inexact: string[] = [];
  if (factor === 1) inexact.push(`the test (${testKeys} keys) is as large as the database (${full.keys} keys): nothing to scale`);
  for (const a of adjustments) if (a.clamp) inexact.push(a.clamp);
  if (predictedScaled.levelsUsed !== predictedFull.levelsUsed) {
    inexact.push(
      `levels: the full-size database uses ${predictedFull.levelsUsed} levels below L0, the scaled one ${predictedScaled.levelsUsed}`,
    );
  }
  const maxRel = Math.max(
    0,
    ...predictedFull.levels.map((l, i) => {
      const s = predictedScaled.levels[i]?.files ?? 0;
      return Math.abs(s - l.files) / Math.max(1, l.files);
    }),
  );
  if (maxRel > 0.05) inexact.push(`files per level differ by up to ${Math.round(maxRel * 100)}% (rounding or floors)`);
  const memRatio = predictedScaled.memtableToData / predictedFull.memtableToData;
  if (Math.abs(memRatio - 1) > 0.05)
    inexact.push(`memtable-to-data ratio is ${memRatio.toFixed(2)}x the full-size one: flushes and L0 files differ`);
  return {
    factor,
    fullKeys: full.keys,
    testKeys,
    options: scaled,
    adjustments,
    predictedFull,
    predictedScaled,
    inexact,
    transfers: [...TRANSFERS],
    doesNotTransfer: [...DOES_NOT_TRANSFER],
  };
}

/** The workload a recommendation was sized for. */
export function workloadOf(rec: Recommendation): ScaleWorkload {
  const i = rec.input;
  return {
    keys: i.totalKeys,
    keySize: i.keySize,
    keyOverhead: i.keyOverhead,
    valueSize: i.valueSize,
    kvSeparation: i.dialect === 'trocksdb' || i.kvSeparation,
  };
}

/** The scale model of a recommendation for a test of `testKeys` keys, with its target's defaults. */
export function scaleRecommendation(rec: Recommendation, testKeys: number): ScaleModel {
  return scaleModelFor(rec.options, workloadOf(rec), testKeys, getEngineProfile(rec.target));
}
