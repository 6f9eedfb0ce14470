import type { EngineProfile } from '../engines/types.js';
import { scanOptionString, type StringPair, type StringSyntaxError } from './option-string-scan.js';
import { TABLE_KEY } from './options-string.js';

/** An ini line that came from the string: where its key and value were written there. */
export interface SourceSpot {
  readonly pair: StringPair;
  /** Column of the value in the ini line. */
  readonly iniValueColumn: number;
}

/** Options the string sets twice: every pair but the last of a key is dropped by RocksDB. */
export interface Overridden {
  readonly pair: StringPair;
  readonly winner: StringPair;
}

export interface StringAsIni {
  readonly ini: string;
  /** Per ini line (index = line - 1): the pair it came from; undefined for section headers. */
  readonly spots: readonly (SourceSpot | undefined)[];
  readonly overridden: readonly Overridden[];
  readonly errors: readonly StringSyntaxError[];
}

const isComment = (line: string): boolean => line.trim() === '' || line.trim().startsWith('#');

/** Whether a file is option strings rather than an OPTIONS file: no [section], and `k=v;...` lines. */
export function looksLikeOptionString(text: string): boolean {
  const lines = text.split(/\r?\n/);
  if (lines.some((l) => l.trim().startsWith('['))) return false;
  return lines.some((l) => !isComment(l) && l.includes('=') && l.includes(';'));
}

/** The pairs RocksDB keeps (the last of each key) in the order they were first written, and those it drops. */
function lastWins(pairs: readonly StringPair[]): { kept: StringPair[]; overridden: Overridden[] } {
  const last = new Map<string, StringPair>();
  for (const p of pairs) last.set(p.key, p);
  const kept = [...last.values()];
  const overridden = pairs.filter((p) => last.get(p.key) !== p).map((pair) => ({ pair, winner: last.get(pair.key) as StringPair }));
  return { kept, overridden };
}

/** A nested block_based_table_factory value's own pairs, positioned where they are in the text. */
function tablePairs(table: StringPair): { pairs: readonly StringPair[]; error?: StringSyntaxError } {
  const scanned = scanOptionString(table.value, table.line);
  const shift = (column: number) => column + table.valueColumn - 1;
  const pairs = scanned.pairs.map((p) => ({ ...p, keyColumn: shift(p.keyColumn), valueColumn: shift(p.valueColumn) }));
  return { pairs, ...(scanned.error ? { error: { ...scanned.error, column: shift(scanned.error.column) } } : {}) };
}

/** The value as an ini line carries it: `#` escaped (it starts a comment there), `{...}` kept for a struct. */
function iniValue(pair: StringPair): string {
  const text = pair.braced && pair.value.includes('=') ? `{${pair.value}}` : pair.value;
  return text.replace(/#/g, '\\#');
}

/**
 * Option strings as the OPTIONS file that sets the same options, for lint: a key `profile` knows as a DBOptions
 * option goes to [DBOptions], the table options nested under block_based_table_factory to the table section,
 * everything else to [CFOptions "default"] (an unknown key is then judged there).
 */
export function optionStringAsIni(text: string, profile: EngineProfile): StringAsIni {
  const scanned = text.split(/\r?\n/).map((line, i) => (isComment(line) ? { pairs: [] } : scanOptionString(line, i + 1)));
  const errors = scanned.flatMap((s) => (s.error ? [s.error] : []));
  const top = lastWins(scanned.flatMap((s) => s.pairs));
  const table = top.kept.find((p) => p.key === TABLE_KEY);
  const nested = table ? tablePairs(table) : { pairs: [] };
  const inTable = lastWins(nested.pairs);
  const isDb = (p: StringPair) => profile.sectionsOf(p.key).includes('DBOptions');
  const sections: Array<[string, StringPair[]]> = [
    ['[DBOptions]', top.kept.filter(isDb)],
    ['[CFOptions "default"]', top.kept.filter((p) => !isDb(p) && p !== table)],
    ['[TableOptions/BlockBasedTable "default"]', inTable.kept],
  ];
  const lines: string[] = [];
  const spots: (SourceSpot | undefined)[] = [];
  for (const [header, pairs] of sections) {
    if (pairs.length === 0 && header.startsWith('[Table')) continue;
    lines.push(header);
    spots.push(undefined);
    for (const pair of pairs) {
      const value = iniValue(pair);
      lines.push(`${pair.key}=${value}`);
      spots.push({
        pair: value.startsWith('{') ? { ...pair, valueColumn: pair.valueColumn - 1 } : pair,
        iniValueColumn: pair.key.length + 2,
      });
    }
  }
  return {
    ini: `${lines.join('\n')}\n`,
    spots,
    overridden: [...top.overridden, ...inTable.overridden],
    errors: [...errors, ...(nested.error ? [nested.error] : [])],
  };
}
