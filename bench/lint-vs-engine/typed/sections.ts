// Section-level reading of an OPTIONS text for the second generator: where each section starts and ends,
// which profile section it is, and setting one option in the first section of a kind.
import type { ProfileSection } from '@rocktune/calculator';
import { entries, insertAfter, replaceValue, sectionIndex } from '../../../native/rocksdb-addon/test/lint-vs-engine/lines.js';

export interface SectionRange {
  /** Index of the header line in text.split('\n'). */
  header: number;
  /** One past the last line of the section. */
  end: number;
}

export function sectionRanges(lines: readonly string[]): SectionRange[] {
  const headers = lines.flatMap((l, i) => (/^\s*\[/.test(l) ? [i] : []));
  return headers.map((header, k) => ({ header, end: headers[k + 1] ?? lines.length }));
}

/** The profile section a header names: `[CFOptions "x"]` is CFOptions, `[TableOptions/BlockBasedTable "x"]` its table. */
export function profileSectionOfHeader(header: string): ProfileSection | undefined {
  const m = /^\s*\[(DBOptions|CFOptions|TableOptions\/(?:BlockBasedTable|PlainTable|CuckooTable))\b/.exec(header);
  return m?.[1] as ProfileSection | undefined;
}

/** `key=value` in the first section whose header starts with `[section`: its first entry replaced, else a new line. */
export function setOption(lines: readonly string[], section: ProfileSection, key: string, value: string): string[] {
  const at = sectionIndex(lines, `[${section}`);
  if (at === -1) return [...lines];
  const existing = entries(lines).find((e) => e.section === at && e.key === key);
  return existing ? replaceValue(lines, existing, value) : insertAfter(lines, at, `  ${key}=${value}`);
}

/** The value of `key` in the first section of `section`, if the text sets it. */
export function valueOf(lines: readonly string[], section: ProfileSection, key: string): string | undefined {
  const at = sectionIndex(lines, `[${section}`);
  return entries(lines).find((e) => e.section === at && e.key === key)?.value;
}
