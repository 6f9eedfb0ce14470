import type { Finding } from '@rocktune/calculator';
import { summaryLine, type LintedFile } from './lint-report.js';
import { visible } from '../cli-kit/visible.js';

export interface TextStyle {
  red: (s: string) => string;
  yellow: (s: string) => string;
  dim: (s: string) => string;
  bold: (s: string) => string;
}

const PLAIN: TextStyle = { red: (s) => s, yellow: (s) => s, dim: (s) => s, bold: (s) => s };

function label(f: Finding, style: TextStyle): string {
  if (f.severity === 'error') return style.red('error');
  return f.severity === 'warning' ? style.yellow('warning') : style.dim('info');
}

/** At most this many characters of the offending line either side of the column: a 64 MiB line is one excerpt, not 64 MiB. */
const EXCERPT_RADIUS = 120;

/** The offending line with a caret under the column (tabs kept so the caret lines up; control characters shown escaped). */
function excerpt(lines: readonly string[], f: Finding, style: TextStyle): string {
  const line = (lines[f.line - 1] ?? '').replace(/\r$/, '');
  const from = Math.max(0, f.column - 1 - EXCERPT_RADIUS);
  const to = Math.min(line.length, f.column - 1 + EXCERPT_RADIUS);
  const before = from > 0 ? '...' : '';
  const source = `${before}${line.slice(from, to)}${to < line.length ? '...' : ''}`;
  const gutter = String(f.line).padStart(6);
  const pad = visible(before + line.slice(from, Math.max(from, f.column - 1))).replace(/[^\t]/g, ' ');
  return `${style.dim(`${gutter} |`)} ${visible(source)}\n${style.dim(`${' '.repeat(6)} |`)} ${pad}${style.red('^')}\n`;
}

/** "judged as rocksdb@8.11.5; the file declares 8.11.4: the 8.11 release line ...": the reason unless it only repeats the id. */
function judgedAs({ target, targetReason }: { target: string; targetReason: string }): string {
  const reason = targetReason.replace(`: judged as ${target}, `, ': ').replace(`: judged as ${target}`, '');
  return reason === `the file declares ${target.split('@')[1]}` ? `judged as ${target}` : `judged as ${target}; ${reason}`;
}

/** Grouped by file: `line:col  severity  message  rule-id`, then the line itself; one piece per file. */
export function* renderLintText(files: readonly LintedFile[], style: TextStyle = PLAIN): Generator<string> {
  for (const file of files) {
    if (file.result.findings.length === 0) continue;
    const lines = file.text.split('\n');
    yield `${style.bold(visible(file.display))}  ${style.dim(judgedAs(file.result))}\n`;
    for (const f of file.result.findings) {
      const fixable = f.fix ? style.dim(' (fixable)') : '';
      yield `  ${f.line}:${f.column}  ${label(f, style)}  ${visible(f.message)}  ${style.dim(f.ruleId)}${fixable}\n${excerpt(lines, f, style)}`;
    }
    yield '\n';
  }
  yield `${summaryLine(files)}\n`;
}
