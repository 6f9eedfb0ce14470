// "You asked 1, RocksDB runs 4": compares every option of the requested file with the OPTIONS file
// RocksDB persisted after DB::Open (sanitized values), plus the values RocksDB applies but never persists
// (block_cache, blob_cache, rate limiter), which the engine reads back from the live DB instead.

import { type IniScan, sectionId } from './ini/scan.js';
import { cacheCapacity, parseStrictInt, sameValue } from './ini/values.js';

export interface LiveValues {
  rateLimiterBytesPerSec: number; // -1 = none
  columnFamilies: { name: string; blockCacheBytes: number; blobCacheBytes: number }[];
}

export interface OptionChange {
  section: string; // "CFOptions default"
  key: string;
  line: number; // the user's line
  requested: string;
  effective: string | null; // null: RocksDB ignored the key
  /** sanitized: the engine runs another value; ignored: loaded, not used; not-persisted: re-read from the live DB;
   *  sandboxed: a path the run redirected into its own directory; harness: a setting the test harness imposes. */
  kind: 'sanitized' | 'not-persisted' | 'ignored' | 'sandboxed' | 'harness';
  message: string;
}

/** What the test harness sets on every open (src/common.cc OpenDb): it creates a fresh DB with all the file's CFs. */
const HARNESS_SETTINGS: ReadonlyMap<string, string> = new Map([
  ['create_if_missing', 'the test harness creates a fresh database, so it opens with create_if_missing=true'],
  ['create_missing_column_families', "the test harness creates every column family of the file, so it opens with create_missing_column_families=true"],
]);

const NOT_PERSISTED = new Set(['block_cache', 'block_cache_compressed', 'blob_cache', 'rate_limiter_bytes_per_sec']);

function liveValue(key: string, section: string, arg: string, live: LiveValues): number | undefined {
  if (key === 'rate_limiter_bytes_per_sec') return live.rateLimiterBytesPerSec;
  const cf = live.columnFamilies.find((c) => c.name === arg);
  if (!cf) return undefined;
  if (key === 'block_cache' && section.startsWith('TableOptions/')) return cf.blockCacheBytes;
  if (key === 'blob_cache' && section === 'CFOptions') return cf.blobCacheBytes;
  return undefined;
}

export function diffOptions(
  requested: IniScan,
  persisted: IniScan,
  live: LiveValues,
  lineOf: (line: number) => number = (l) => l,
  engine = 'RocksDB',
): OptionChange[] {
  const persistedBySection = new Map<string, Map<string, string>>();
  for (const s of persisted.sections) {
    persistedBySection.set(sectionId(s), new Map(s.entries.map((e) => [e.key, e.value])));
  }
  const changes: OptionChange[] = [];
  for (const s of requested.sections) {
    if (s.title === 'Version') continue;
    const id = sectionId(s);
    const eff = persistedBySection.get(id) ?? new Map<string, string>();
    const seen = new Set<string>();
    for (const e of s.entries) {
      if (seen.has(e.key)) continue; // RocksDB used the first; the guard reports the duplicate
      seen.add(e.key);
      const line = lineOf(e.line);
      if (NOT_PERSISTED.has(e.key)) {
        const want = e.key === 'rate_limiter_bytes_per_sec' ? parseStrictInt(e.value) : cacheCapacity(e.value);
        const got = liveValue(e.key, s.title, s.arg, live);
        if (got === undefined) continue;
        const gotText = got < 0 ? 'none' : String(got);
        const base = `${e.key} is never written to OPTIONS-NNNNNN by ${engine}; the engine re-applies it from your file on every open`;
        if (want !== undefined && want === got) {
          changes.push({ section: id, key: e.key, line, requested: e.value, effective: gotText, kind: 'not-persisted', message: `${base} (in effect: ${gotText})` });
        } else {
          changes.push({ section: id, key: e.key, line, requested: e.value, effective: gotText, kind: 'sanitized', message: `you asked ${e.value}, ${engine} runs ${gotText} (${e.key} is not persisted; read from the live DB)` });
        }
        continue;
      }
      const got = eff.get(e.key);
      const harness = s.title === 'DBOptions' ? HARNESS_SETTINGS.get(e.key) : undefined;
      if (harness && got !== undefined && !sameValue(e.value, got)) {
        changes.push({ section: id, key: e.key, line, requested: e.value, effective: got, kind: 'harness', message: `${harness}; not ${engine} sanitizing (your application gets ${e.value})` });
      } else if (got === undefined) {
        changes.push({ section: id, key: e.key, line, requested: e.value, effective: null, kind: 'ignored', message: `${engine} accepted ${e.key} but does not use it (deprecated or ignored; absent from the persisted OPTIONS)` });
      } else if (!sameValue(e.value, got)) {
        changes.push({ section: id, key: e.key, line, requested: e.value, effective: got, kind: 'sanitized', message: `you asked ${e.value}, ${engine} runs ${got}` });
      }
    }
  }
  return changes;
}
