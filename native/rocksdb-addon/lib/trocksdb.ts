// The `trocksdb` dialect: TRocksDB (6.4.6-based) VLog options mapped to RocksDB 7.8.3 integrated BlobDB
// (rules.md X-blobdb). Every TRocksDB option is either mapped (listed in `mapped`) or
// reported in `unmapped` with the reason; none is dropped silently. Line numbers of the user's file are kept.

import { scanIni, stripComment } from './ini/scan.js';
import { parseStrictDouble, parseStrictInt } from './ini/values.js';

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
  /** Text handed to RocksDB. */
  text: string;
  /** For each line of `text` (0-based index), the user's 1-based line. */
  lineMap: number[];
  mapped: MappedOption[];
  unmapped: UnmappedOption[];
}

const NO_EQUIVALENT: Record<string, string> = {
  fraction_remapped_during_active_recycling:
    'no separate BlobDB knob; active recycling is approximated by blob_garbage_collection_force_threshold',
  fragmentation_active_recycling_klaxon: 'TRocksDB-only (and unused by TRocksDB itself)',
  active_recycling_sst_minct: 'TRocksDB-only active-recycling setting',
  active_recycling_sst_maxct: 'TRocksDB-only active-recycling setting',
  active_recycling_vlogfile_freed_min: 'TRocksDB-only active-recycling setting',
  active_recycling_size_trigger: 'TRocksDB-only active-recycling setting',
  compaction_picker_age_importance: 'no BlobDB equivalent; compaction_pri is only loosely similar',
  compaction_score_limit_L0: 'no equivalent; use the L0 triggers or the pending-compaction-bytes limits',
  allow_trivial_move: 'no CF-level equivalent in 7.8.3 (only compaction_options_universal.allow_trivial_move)',
  vlog_direct_IO: 'no blob-specific switch; only DB-wide use_direct_reads / use_direct_io_for_flush_and_compaction',
};

const MAPPED_KEYS = new Set([
  'vlogring_activation_level',
  'min_indirect_val_size',
  'vlogfile_max_size',
  'ring_compression_style',
  'fraction_remapped_during_compaction',
  'fragmentation_active_recycling_trigger',
]);

export const TROCKSDB_ONLY_KEYS: ReadonlySet<string> = new Set([...MAPPED_KEYS, ...Object.keys(NO_EQUIVALENT)]);

function firstItem(list: string): { first: string; rest: number } {
  const items = list.split(':').map((x) => x.trim()).filter((x) => x !== '');
  return { first: items[0] ?? '', rest: Math.max(0, items.length - 1) };
}

function percentToFraction(v: string): string | undefined {
  const n = parseStrictInt(v) ?? parseStrictDouble(v);
  return n === undefined ? undefined : String(Math.min(100, Math.max(0, n)) / 100);
}

/** Map one `key=value` of a CF section. Returns replacement statements, or undefined when unmapped. */
function mapOne(key: string, value: string, vlogOn: boolean): { to: string[]; note?: string } | undefined {
  const { first, rest } = firstItem(value);
  const extra = rest > 0 ? `; BlobDB has one blob "ring" per column family, ${rest} more ring value(s) ignored` : '';
  if (!vlogOn) return undefined;
  switch (key) {
    case 'vlogring_activation_level':
      return { to: ['enable_blob_files=true', `blob_file_starting_level=${first}`], note: extra || undefined };
    case 'min_indirect_val_size':
      return { to: [`min_blob_size=${first}`], note: extra || undefined };
    case 'vlogfile_max_size':
      return { to: [`blob_file_size=${first}`], note: extra || undefined };
    case 'ring_compression_style':
      return { to: [`blob_compression_type=${first}`], note: extra || undefined };
    case 'fraction_remapped_during_compaction': {
      const f = percentToFraction(first);
      if (f === undefined) return undefined;
      return {
        to: ['enable_blob_garbage_collection=true', `blob_garbage_collection_age_cutoff=${f}`],
        note: `TRocksDB always remaps; BlobDB GC is turned on with age cutoff ${first}%/100${extra}`,
      };
    }
    case 'fragmentation_active_recycling_trigger': {
      const f = percentToFraction(first);
      if (f === undefined) return undefined;
      return { to: [`blob_garbage_collection_force_threshold=${f}`], note: `loose match (leveled compaction only)${extra}` };
    }
    default:
      return undefined;
  }
}

export function applyDialect(text: string, dialect: 'rocksdb' | 'trocksdb'): DialectText {
  const raw = text.split(/\r?\n/);
  const identity: DialectText = { text, lineMap: raw.map((_, i) => i + 1), mapped: [], unmapped: [] };
  if (dialect === 'rocksdb') return identity;

  const scan = scanIni(text);
  const vlogOn = scan.sections.some((s) =>
    s.entries.some((e) => e.key === 'vlogring_activation_level' && firstItem(e.value).first !== ''),
  );
  const out: string[] = [];
  const lineMap: number[] = [];
  const mapped: MappedOption[] = [];
  const unmapped: UnmappedOption[] = [];
  let section = '';
  let userBlobKeys = new Set<string>();
  const sectionKeys = new Map<number, Set<string>>(); // section start line -> keys the user set
  for (const s of scan.sections) sectionKeys.set(s.line, new Set(s.entries.map((e) => e.key)));

  raw.forEach((line, i) => {
    const n = i + 1;
    const t = stripComment(line).trim();
    if (t.startsWith('[') && t.endsWith(']')) {
      section = t.slice(1, -1).split('"')[0]?.trim() ?? '';
      userBlobKeys = sectionKeys.get(n) ?? new Set();
    }
    const eq = t.indexOf('=');
    const key = eq > 0 ? t.slice(0, eq).trim() : '';
    const value = eq > 0 ? t.slice(eq + 1).trim() : '';
    if (section === 'Version' && key === 'rocksdb_version') {
      out.push('  rocksdb_version=7.8.3');
      lineMap.push(n);
      mapped.push({ line: n, from: `${key}=${value}`, to: ['rocksdb_version=7.8.3'], note: 'TRocksDB files carry a 6.4.x (or invalid) version' });
      return;
    }
    if (section === 'CFOptions' && TROCKSDB_ONLY_KEYS.has(key)) {
      const m = mapOne(key, value, vlogOn);
      if (m) {
        const kept = m.to.filter((stmt) => !userBlobKeys.has(stmt.slice(0, stmt.indexOf('='))));
        for (const stmt of kept) {
          out.push(`  ${stmt}`);
          lineMap.push(n);
        }
        const overridden = m.to.length - kept.length;
        const note = [m.note, overridden ? 'an explicit BlobDB option in the file takes precedence' : undefined]
          .filter(Boolean)
          .join('; ');
        mapped.push({ line: n, from: `${key}=${value}`, to: kept, ...(note ? { note } : {}) });
      } else {
        const reason = !vlogOn && MAPPED_KEYS.has(key)
          ? 'VLog is off (no vlogring_activation_level), so there is nothing to map it to'
          : NO_EQUIVALENT[key] ?? 'no RocksDB 7.8.3 equivalent';
        unmapped.push({ line: n, key, value, reason });
        out.push(`# rocktune: ${key} not mapped`);
        lineMap.push(n);
      }
      return;
    }
    out.push(line);
    lineMap.push(n);
  });
  return { text: out.join('\n'), lineMap, mapped, unmapped };
}

/** Comment out `key` everywhere (used when RocksDB 7.8.3 does not know a 6.4.6 option). */
export function dropUnknownKey(d: DialectText, key: string, reason: string): DialectText {
  const lines = d.text.split('\n');
  const unmapped = [...d.unmapped];
  const next = lines.map((line, i) => {
    const t = stripComment(line).trim();
    const eq = t.indexOf('=');
    if (eq > 0 && t.slice(0, eq).trim() === key) {
      unmapped.push({ line: d.lineMap[i] ?? i + 1, key, value: t.slice(eq + 1).trim(), reason });
      return `# rocktune: ${key} unknown to RocksDB 7.8.3`;
    }
    return line;
  });
  return { ...d, text: next.join('\n'), unmapped };
}
