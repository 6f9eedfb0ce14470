// Does the engine run what the file states? Compares every stated option (the entry RocksDB reads: the
// first of each key, terminated lines only) with the OPTIONS file RocksDB persisted after DB::Open and,
// for what it never persists (block_cache, rate_limiter_bytes_per_sec), with the live values.
import {
  type EngineProfile,
  type EntryLine,
  type OptionsSection,
  type ProfileOption,
  parseOptionsIni,
  profileSectionOf,
} from '@rocktune/calculator';
import type { BatchVerdict } from '../../lib/batch-check.js';

export interface StatedChange {
  line: number;
  key: string;
  stated: string;
  runs: string;
}

const UNIT: Record<string, bigint> = { k: 10n, m: 20n, g: 30n, t: 40n };

/**
 * Where a number ends as written: the end, or a separator the engine stops at that changes nothing the author wrote
 * (a blank, a note after ';', ',', '#' or '//', a brace). Not a comma before digits: `1,5` is a digit group cut short.
 */
const WRITTEN_END = /^(?:$|[\s\u00a0;#{}]|,(?!\s*\d)|\/\/)/;

/** An integer as written (digits, one unit letter, then the end or a separator: `2,` is 2); undefined for anything else. */
function integer(text: string): bigint | undefined {
  const m = /^(-?\d+)([kmgtKMGT])?(.*)$/s.exec(text.trim());
  if (!m || !WRITTEN_END.test(m[3] as string)) return undefined;
  return BigInt(m[1] as string) << (UNIT[(m[2] ?? '').toLowerCase()] ?? 0n);
}

function sameScalar(stated: string, runs: string, type: string): boolean {
  if (stated === runs) return true;
  if (type === 'bool') return (['true', '1'].includes(stated) && runs === 'true') || (['false', '0'].includes(stated) && runs === 'false');
  if (type === 'double')
    return Number(stated) === Number(runs) || Math.abs(Number(stated) - Number(runs)) <= 1e-6 * Math.abs(Number(stated));
  const a = integer(stated);
  const b = integer(runs);
  if (a !== undefined && b !== undefined) return BigInt.asUintN(64, a) === BigInt.asUintN(64, b);
  return false;
}

/** `{a=1;b=2;}` or `a=1;b=2` as a map (the engine's split is linted elsewhere; here the file is clean). */
function fields(text: string): Map<string, string> {
  const inner = text.trim().replace(/^\{/, '').replace(/\}$/, '');
  const out = new Map<string, string>();
  for (const part of inner.split(';')) {
    const eq = part.indexOf('=');
    // A stray brace the loader skips (`{a=1};b=2;}` runs a=1, b=2) is not part of the field's value.
    const bare = (t: string) => t.replace(/^[\s{}]+|[\s{}]+$/g, '');
    if (eq > 0) out.set(bare(part.slice(0, eq)), bare(part.slice(eq + 1)));
  }
  return out;
}

function sameValue(option: ProfileOption, stated: string, runs: string): boolean {
  if (option.type === 'struct') {
    if (!stated.includes('=')) return true; // compression_opts' legacy a:b:c form is persisted as fields
    const persisted = fields(runs);
    return [...fields(stated)].every(([k, v]) => {
      const got = persisted.get(k);
      return got !== undefined && (got === v || sameScalar(v, got, option.fields?.[k]?.type ?? 'string'));
    });
  }
  if (option.type === 'object') {
    // Persisted names are canonical (uint64add -> UInt64AddOperator, skip_list -> SkipListFactory): what matters
    // is whether an object was built.
    const nothing = (v: string) =>
      v === '' || v === 'nullptr' || v === option.default || (option.default === 'SkipListFactory' && v === 'skip_list');
    return nothing(stated) === nothing(runs) || stated === runs;
  }
  if (option.type === 'list') {
    const a = stated.split(':').map((s) => s.trim());
    const b = runs.split(':').map((s) => s.trim());
    return a.length === b.length && a.every((x, i) => sameScalar(x, b[i] as string, option.item ?? 'string'));
  }
  return sameScalar(stated, runs, option.type);
}

function sectionKey(s: OptionsSection): string {
  return `${s.title}\u0000${s.arg ?? ''}`;
}

function cacheCapacity(value: string): bigint | undefined {
  return integer(value.includes('=') ? (fields(value).get('capacity') ?? '') : value);
}

/** Every stated value the engine does not run, with what it runs instead. */
export function statedChanges(text: string, verdict: BatchVerdict, profile: EngineProfile): StatedChange[] {
  // The engine never reads an unterminated last line: judge only what it reads.
  const read = text.endsWith('\n') ? text : text.slice(0, text.lastIndexOf('\n') + 1);
  const stated = parseOptionsIni(read).document;
  const persisted = new Map(parseOptionsIni(verdict.persistedText).document.sections.map((s) => [sectionKey(s), s]));
  const changes: StatedChange[] = [];
  for (const section of stated.sections) {
    const profileSection = profileSectionOf(section);
    if (!profileSection) continue;
    const runsIn = new Map<string, string>();
    for (const line of persisted.get(sectionKey(section))?.lines ?? [])
      if (line.kind === 'entry' && !runsIn.has(line.key)) runsIn.set(line.key, line.value);
    const seen = new Map<string, string>();
    for (const line of section.lines) {
      if (line.kind !== 'entry') continue;
      const option = profile.get(profileSection, line.key);
      if (!option) continue; // unknown keys are the loader's verdict, not a change
      const first = seen.get(line.key);
      if (first !== undefined) {
        // A later duplicate: the first value runs.
        if (!sameValue(option, line.value, first)) changes.push({ line: line.line, key: line.key, stated: line.value, runs: first });
        continue;
      }
      seen.set(line.key, line.value);
      let runs: string | undefined;
      // The live values cross the addon as exact decimals: compared as integers, not doubles (2^63-1 is not 2^63).
      if (line.key === 'rate_limiter_bytes_per_sec') {
        const live = BigInt(verdict.rateLimiterBytesPerSecExact);
        if (integer(line.value) === live) continue;
        runs = live < 0n ? 'none' : String(live);
      } else if (line.key === 'block_cache' && section.kind === 'TableOptions') {
        const live = BigInt(verdict.columnFamilies.find((c) => c.name === (section.arg ?? ''))?.blockCacheBytesExact ?? '-1');
        if (cacheCapacity(line.value) === live) continue;
        runs = live < 0n ? 'none' : String(live);
      } else {
        runs = runsIn.get(line.key);
        // Not written back by this engine (compression_opts on 6.4.6): what it runs cannot be read here.
        if (runs === undefined && option.persisted === false) continue;
        if (runs === undefined) {
          changes.push({ line: line.line, key: line.key, stated: line.value, runs: '(not used: absent from the persisted OPTIONS)' });
          continue;
        }
        if (sameValue(option, line.value, runs)) continue;
      }
      changes.push({ line: line.line, key: line.key, stated: line.value, runs });
    }
  }
  return changes;
}

/**
 * The lines of each object option the engine stored as another text than stated (bloomfilter:4:true written back as
 * bloomfilter:4:false). statedChanges counts an object as changed only when one is built or not, since persisted
 * names are canonical; this closer reading only justifies an error that says the value changes, it flags nothing.
 */
export function objectsStoredOtherwise(text: string, persistedText: string, profile: EngineProfile): Set<number> {
  const lines = new Set<number>();
  const entries = (s: OptionsSection) => s.lines.filter((l): l is EntryLine => l.kind === 'entry');
  const stored = parseOptionsIni(persistedText).document;
  for (const section of parseOptionsIni(text).document.sections) {
    const kind = profileSectionOf(section);
    const back = stored.sections.find((s) => sectionKey(s) === sectionKey(section));
    for (const entry of entries(section)) {
      const storedEntry = back ? entries(back).find((e) => e.key === entry.key) : undefined;
      if (kind && profile.get(kind, entry.key)?.type === 'object' && storedEntry && storedEntry.value !== entry.value)
        lines.add(entry.line);
    }
  }
  return lines;
}
