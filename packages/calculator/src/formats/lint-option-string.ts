import { judgeOf } from '../engines/judge.js';
import { severityOf } from '../lint/config.js';
import { lintOptionsText, type LintOptions, type LintResult } from '../lint/lint.js';
import { RULES } from '../lint/registry.js';
import type { Finding, LintSeverity } from '../lint/types.js';
import { parseOptionsIni } from '../options-ini/parse.js';
import { optionStringAsIni, type SourceSpot } from './option-string-ini.js';
import type { StringPair } from './option-string-scan.js';

/** File-only rules: a string has no [Version], no line ends, no sections of its own. */
const FILE_ONLY_RULES = new Set(['missing-version', 'missing-final-newline', 'missing-db-options', 'default-cf-first']);

const DEFAULT_SEVERITY = new Map(RULES.map((r) => [r.meta.id, r.meta.severity]));

const written = (pair: StringPair): string => (pair.braced ? `{${pair.value}}` : pair.value);

/** A finding on the ini, placed where its key or value is in the string; a fix edits the ini, so it is dropped. */
function placed(finding: Finding, spot: SourceSpot | undefined): Finding {
  const { fix: _fix, ...rest } = finding;
  if (!spot) return { ...rest, line: 1, column: 1 };
  const inValue = finding.column >= spot.iniValueColumn;
  const column = inValue ? spot.pair.valueColumn + (finding.column - spot.iniValueColumn) : spot.pair.keyColumn;
  return { ...rest, line: spot.pair.line, column };
}

/**
 * Lints RocksDB option strings (`k=v;...` per line, `#` comment lines) with the OPTIONS file's rules and engine
 * profiles: the strings become the file that sets the same options (optionStringAsIni), which is linted, and each
 * finding is put back where the string wrote the key or value. The string's own traps are reported on it: syntax
 * RocksDB refuses, and a key set twice (in a string the LAST value wins).
 */
export function lintOptionString(text: string, options: LintOptions = {}): LintResult {
  const { profile } = judgeOf(parseOptionsIni('').document, { target: options.target, dialect: options.facts?.dialect });
  const asIni = optionStringAsIni(text, profile);
  const result = lintOptionsText(asIni.ini, options);
  const fromIni = result.findings
    .filter((f) => !FILE_ONLY_RULES.has(f.ruleId))
    .map((f) => placed(f, asIni.spots[f.line - 1] ?? asIni.spots[f.line]));
  const own: Array<Omit<Finding, 'severity'> & { severity?: LintSeverity }> = [
    ...asIni.errors.map((e) => ({
      ruleId: 'syntax-error',
      messageId: 'syntax',
      message: `RocksDB refuses the string here: ${e.message}.`,
      path: 'string',
      line: e.line,
      column: e.column,
    })),
    ...asIni.overridden.map(({ pair, winner }) => ({
      ruleId: 'duplicate-key',
      messageId: 'duplicate',
      message: `${pair.key}=${written(pair)} is ignored: in an option string RocksDB keeps the LAST value, ${winner.key}=${written(winner)} (line ${winner.line}, column ${winner.keyColumn}). Delete one of them.`,
      path: pair.key,
      line: pair.line,
      column: pair.keyColumn,
      ...(pair.value === winner.value ? { severity: 'warning' as const } : {}),
    })),
  ];
  const settings = options.config?.rules ?? {};
  const configured = own.flatMap((f): Finding[] => {
    const setting = settings[f.ruleId];
    if (setting === 'off') return [];
    return [{ ...f, severity: setting ? severityOf(setting) : (f.severity ?? DEFAULT_SEVERITY.get(f.ruleId) ?? 'error') }];
  });
  const findings = [...configured, ...fromIni].sort((a, b) => a.line - b.line || a.column - b.column);
  const counts: Record<LintSeverity, number> = { error: 0, warning: 0, info: 0 };
  for (const f of findings) counts[f.severity]++;
  return { ...result, findings, counts };
}
