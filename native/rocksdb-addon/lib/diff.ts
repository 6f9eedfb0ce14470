// "You asked 1, RocksDB runs 4": compares every option of the requested file with the OPTIONS file the engine
// persisted after DB::Open. The options the engine never persists come from its profile (`persisted: false`); of
// those, the ones the engine applies (caches, rate limiter) are read back from the live DB instead.
import { type OptionsSection, type ProfileSection, parseOptionsIni, profileSectionOf, sectionEntries } from '@rocktune/calculator';

import type { EngineId } from './addon-path.js';
import { engineLabel, engineProfile } from './profile.js';
import { bytesOf, sameValue } from './same-value.js';

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
  [
    'create_missing_column_families',
    'the test harness creates every column family of the file, so it opens with create_missing_column_families=true',
  ],
]);

/** The never-persisted values the engine reads back from the live DB (src/check_options.cc). */
function liveValue(
  section: ProfileSection,
  key: string,
  cf: string,
  live: LiveValues,
): { asked: (v: string) => number | undefined; got: number } | undefined {
  if (section === 'DBOptions' && key === 'rate_limiter_bytes_per_sec') return { asked: bytesOf, got: live.rateLimiterBytesPerSec };
  const family = live.columnFamilies.find((c) => c.name === cf);
  if (!family) return undefined;
  if (section === 'TableOptions/BlockBasedTable' && key === 'block_cache') return { asked: bytesOf, got: family.blockCacheBytes };
  if (section === 'CFOptions' && key === 'blob_cache') return { asked: bytesOf, got: family.blobCacheBytes };
  return undefined;
}

const sectionId = (s: OptionsSection): string => (s.arg === undefined ? s.title : `${s.title} ${s.arg}`);

export function diffOptions(
  requestedText: string,
  persistedText: string,
  live: LiveValues,
  engine: EngineId,
  lineOf: (line: number) => number = (l) => l,
): OptionChange[] {
  const profile = engineProfile(engine);
  const who = engineLabel(engine);
  const persisted = new Map<string, Map<string, string>>();
  for (const s of parseOptionsIni(persistedText).document.sections)
    persisted.set(sectionId(s), new Map(sectionEntries(s).map((e) => [e.key, e.value])));
  const changes: OptionChange[] = [];
  for (const s of parseOptionsIni(requestedText).document.sections) {
    if (s.kind === 'Version') continue;
    const id = sectionId(s);
    const ps = profileSectionOf(s);
    const eff = persisted.get(id) ?? new Map<string, string>();
    const seen = new Set<string>();
    for (const e of sectionEntries(s)) {
      if (seen.has(e.key)) continue; // RocksDB used the first; lint reports the duplicate
      seen.add(e.key);
      const line = lineOf(e.line);
      const option = ps ? profile.get(ps, e.key) : undefined;
      const at = { section: id, key: e.key, line, requested: e.value };
      if (option?.persisted === false && option.deprecated === undefined) {
        const back = ps ? liveValue(ps, e.key, s.arg ?? '', live) : undefined;
        if (!back) continue; // applied but neither persisted nor readable from the live DB
        const gotText = back.got < 0 ? 'none' : String(back.got);
        if (back.asked(e.value) === back.got) {
          changes.push({
            ...at,
            effective: gotText,
            kind: 'not-persisted',
            message: `${e.key} is never written to OPTIONS-NNNNNN by ${who}; the engine re-applies it from your file on every open (in effect: ${gotText})`,
          });
        } else {
          changes.push({
            ...at,
            effective: gotText,
            kind: 'sanitized',
            message: `you asked ${e.value}, ${who} runs ${gotText} (${e.key} is not persisted; read from the live DB)`,
          });
        }
        continue;
      }
      const got = eff.get(e.key);
      const harness = s.kind === 'DBOptions' ? HARNESS_SETTINGS.get(e.key) : undefined;
      if (harness && got !== undefined && !sameValue(e.value, got, option)) {
        changes.push({
          ...at,
          effective: got,
          kind: 'harness',
          message: `${harness}; not ${who} sanitizing (your application gets ${e.value})`,
        });
      } else if (got === undefined) {
        changes.push({
          ...at,
          effective: null,
          kind: 'ignored',
          message: `${who} accepted ${e.key} but does not use it (deprecated or ignored; absent from the persisted OPTIONS)`,
        });
      } else if (!sameValue(e.value, got, option)) {
        changes.push({ ...at, effective: got, kind: 'sanitized', message: `you asked ${e.value}, ${who} runs ${got}` });
      }
    }
  }
  return changes;
}
