// Only for running a TRocksDB file on upstream RocksDB (`--engine rocksdb`): TRocksDB's VLog options mapped to
// integrated BlobDB (docs/rules.md X-blobdb). On TRocksDB itself the file runs as written. Which keys need mapping
// comes from the profiles: every key of the file that TRocksDB's profile knows and upstream's does not is mapped
// (listed in `mapped`) or commented out and listed in `unmapped` with the reason; none is dropped silently.
// Line numbers of the user's file are kept (lineMap).
import {
  type EntryLine,
  type OptionsSection,
  defaultTargetFor,
  getEngineProfile,
  isTrocksdbOnlyKey,
  parseOptionsIni,
  parseScalar,
  profileSectionOf,
  sectionEntries,
  splitList,
} from '@rocktune/calculator';

import { engineProfile } from './profile.js';

export interface MappedOption {
  line: number;
  from: string; // "vlogring_activation_level=0"
  to: string[]; // ["enable_blob_files=true", "blob_file_starting_level=0"]
  note?: string;
}

export interface UnmappedOption {
  line: number;
  key: string;
  value: string;
  reason: string;
}

export interface DialectText {
  /** Text handed to the engine. */
  text: string;
  /** For each line of `text` (0-based index), the user's 1-based line. */
  lineMap: number[];
  mapped: MappedOption[];
  unmapped: UnmappedOption[];
}

const TROCKSDB = getEngineProfile(defaultTargetFor('trocksdb'));
const UPSTREAM = engineProfile('rocksdb');

/** The first ring's value, and how many more rings the list names (BlobDB has one blob "ring" per column family). */
function firstRing(value: string): { first: string; extra: string | undefined } {
  const items = splitList(value).filter((x) => x !== '');
  const rest = Math.max(0, items.length - 1);
  return {
    first: items[0] ?? '',
    extra: rest > 0 ? `BlobDB has one blob "ring" per column family, ${rest} more ring value(s) ignored` : undefined,
  };
}

function percentToFraction(v: string): string | undefined {
  const n = parseScalar(v, 'double');
  return n?.ok && n.ignored === '' ? String(Math.min(100, Math.max(0, Number(n.value))) / 100) : undefined;
}

/** The VLog -> BlobDB statements for one key, or undefined when BlobDB has no equivalent. */
function blobStatements(key: string, value: string): { to: string[]; note?: string | undefined } | undefined {
  const { first, extra } = firstRing(value);
  switch (key) {
    case 'vlogring_activation_level':
      return { to: ['enable_blob_files=true', `blob_file_starting_level=${first}`], note: extra };
    case 'min_indirect_val_size':
      return { to: [`min_blob_size=${first}`], note: extra };
    case 'vlogfile_max_size':
      return { to: [`blob_file_size=${first}`], note: extra };
    case 'ring_compression_style':
      return { to: [`blob_compression_type=${first}`], note: extra };
    case 'fraction_remapped_during_compaction': {
      const f = percentToFraction(first);
      if (f === undefined) return undefined;
      const note = `TRocksDB always remaps; BlobDB GC is turned on with age cutoff ${first}%/100`;
      return {
        to: ['enable_blob_garbage_collection=true', `blob_garbage_collection_age_cutoff=${f}`],
        note: [note, extra].filter(Boolean).join('; '),
      };
    }
    case 'fragmentation_active_recycling_trigger': {
      const f = percentToFraction(first);
      if (f === undefined) return undefined;
      return {
        to: [`blob_garbage_collection_force_threshold=${f}`],
        note: ['loose match (leveled compaction only)', extra].filter(Boolean).join('; '),
      };
    }
    default:
      return undefined;
  }
}

function whyUnmapped(key: string, vlogOn: boolean): string {
  if (!isTrocksdbOnlyKey(key)) return `a RocksDB ${TROCKSDB.version} option that RocksDB ${UPSTREAM.version} no longer reads`;
  if (!vlogOn && blobStatements(key, '0') !== undefined)
    return 'VLog is off (no vlogring_activation_level), so there is nothing to map it to';
  return `a TRocksDB-only option with no integrated-BlobDB equivalent in RocksDB ${UPSTREAM.version}`;
}

type LineAction = { kind: 'version'; entry: EntryLine } | { kind: 'entry'; entry: EntryLine; section: OptionsSection };

export function mapToBlobDb(text: string): DialectText {
  const { document } = parseOptionsIni(text);
  const actions = new Map<number, LineAction>();
  for (const s of document.sections) {
    const ps = profileSectionOf(s);
    for (const entry of sectionEntries(s)) {
      if (s.kind === 'Version' && entry.key === 'rocksdb_version') actions.set(entry.line, { kind: 'version', entry });
      else if (ps && TROCKSDB.get(ps, entry.key) && !UPSTREAM.get(ps, entry.key))
        actions.set(entry.line, { kind: 'entry', entry, section: s });
    }
  }
  const vlogOn = [...actions.values()].some(
    (a) => a.kind === 'entry' && a.entry.key === 'vlogring_activation_level' && firstRing(a.entry.value).first !== '',
  );
  const out: string[] = [];
  const lineMap: number[] = [];
  const mapped: MappedOption[] = [];
  const unmapped: UnmappedOption[] = [];
  const emit = (line: string, from: number): void => {
    out.push(line);
    lineMap.push(from);
  };
  text.split(/\r?\n/).forEach((raw, i) => {
    const n = i + 1;
    const action = actions.get(n);
    if (!action) return emit(raw, n);
    if (action.kind === 'version') {
      const to = `rocksdb_version=${UPSTREAM.version}`;
      emit(`  ${to}`, n);
      mapped.push({
        line: n,
        from: `rocksdb_version=${action.entry.value}`,
        to: [to],
        note: `TRocksDB files carry RocksDB ${TROCKSDB.version}'s version (or an invalid one)`,
      });
      return;
    }
    const { entry, section } = action;
    const m = vlogOn && section.kind === 'CFOptions' ? blobStatements(entry.key, entry.value) : undefined;
    if (!m) {
      unmapped.push({ line: n, key: entry.key, value: entry.value, reason: whyUnmapped(entry.key, vlogOn) });
      return emit(`# rocktune: ${entry.key} not mapped`, n);
    }
    const own = new Set(sectionEntries(section).map((e) => e.key));
    const kept = m.to.filter((stmt) => !own.has(stmt.slice(0, stmt.indexOf('='))));
    for (const stmt of kept) emit(`  ${stmt}`, n);
    const note = [m.note, kept.length < m.to.length ? 'an explicit BlobDB option in the file takes precedence' : undefined]
      .filter(Boolean)
      .join('; ');
    mapped.push({ line: n, from: `${entry.key}=${entry.value}`, to: kept, ...(note ? { note } : {}) });
  });
  return { text: out.join('\n'), lineMap, mapped, unmapped };
}

/** The text as written, for every run that needs no mapping. */
export function asWritten(text: string): DialectText {
  return { text, lineMap: text.split(/\r?\n/).map((_, i) => i + 1), mapped: [], unmapped: [] };
}
