import type { EntryLine, OptionsSection } from '../options-ini/index.js';
import { formatInteger, GIB, KIB, MIB, TIB } from '../units.js';
import type { Fix, LintSeverity, Report, Scope } from './types.js';

interface ReportExtras {
  fix?: Fix | undefined;
  severity?: LintSeverity | undefined;
}

// No object spread: on Node 20 it costs ~30 µs a report, minutes for the 2.8 M duplicate keys of 64 MiB (issue 36).
function withExtras(report: Report, extras: ReportExtras): Report {
  if (!extras.fix && !extras.severity) return report;
  const { messageId, message, path, line, column } = report;
  if (!extras.severity) return { messageId, message, path, line, column, fix: extras.fix as Fix };
  if (!extras.fix) return { messageId, message, path, line, column, severity: extras.severity };
  return { messageId, message, path, line, column, fix: extras.fix, severity: extras.severity };
}

/** A finding on an entry's key (unknown, duplicate, misplaced options). */
export function atKey(scope: Scope, entry: EntryLine, messageId: string, message: string, extras: ReportExtras = {}): Report {
  return withExtras({ messageId, message, path: `${scope.path}.${entry.key}`, line: entry.line, column: entry.keyColumn }, extras);
}

/** A finding on an entry's value (type, range, misread numbers). */
export function atValue(scope: Scope, entry: EntryLine, messageId: string, message: string, extras: ReportExtras = {}): Report {
  return withExtras({ messageId, message, path: `${scope.path}.${entry.key}`, line: entry.line, column: entry.valueColumn }, extras);
}

/** A finding on an option that may be absent: its entry when present, else the section header. */
export function atOption(scope: Scope, name: string, messageId: string, message: string, extras: ReportExtras = {}): Report {
  const entry = scope.first.get(name);
  if (entry) return atValue(scope, entry, messageId, message, extras);
  return withExtras({ ...atSection(scope.section, messageId, message), path: `${scope.path}.${name}` }, extras);
}

/** A finding on a section header. */
export function atSection(section: OptionsSection, messageId: string, message: string, path?: string): Report {
  const cf = section.arg === undefined ? '' : `.${section.arg}`;
  return { messageId, message, path: path ?? `${section.title}${cf}`, line: section.header.line, column: section.header.column };
}

/** `64 MiB` style for messages, exact bytes in brackets when not round. */
export function bytes(n: number): string {
  const units: Array<[string, number]> = [
    ['TiB', TIB],
    ['GiB', GIB],
    ['MiB', MIB],
    ['KiB', KIB],
  ];
  for (const [unit, size] of units) {
    if (n >= size) {
      const v = n / size;
      return Number.isInteger(v) ? `${v} ${unit}` : `${v.toFixed(2)} ${unit} (${formatInteger(n)} bytes)`;
    }
  }
  return `${n} bytes`;
}
