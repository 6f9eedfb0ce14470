import { jsonChunks, StreamedArray } from './json-stream.js';
import { findingJson, totals, type LintedFile } from './lint-report.js';

/** `--format json`: stable keys, one entry per file, findings in file order; written piece by piece. `ok`: exit 0. */
export function* renderLintJson(files: readonly LintedFile[], version: string, ok: boolean): Generator<string> {
  const { fixable: _fixable, ...counts } = totals(files);
  const report = {
    ok,
    tool: 'rocktune',
    version,
    counts,
    files: files.map((f) => ({ path: f.display, dialect: f.result.dialect, target: f.result.target, targetReason: f.result.targetReason, findings: new StreamedArray(f.result.findings.map(findingJson)) })),
  };
  yield* jsonChunks(report);
  yield '\n';
}

/** One file's golden form (fixtures/expected/*.lint.json): no tool version, so releases do not churn it. */
export function renderLintGolden(file: LintedFile): string {
  return `${JSON.stringify({ path: file.display, dialect: file.result.dialect, target: file.result.target, findings: file.result.findings.map(findingJson) }, null, 2)}\n`;
}
