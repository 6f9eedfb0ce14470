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
    files: files.map((f) => ({
      path: f.display,
      dialect: f.result.dialect,
      target: f.result.target,
      targetReason: f.result.targetReason,
      findings: new StreamedArray(f.result.findings.map(findingJson)),
    })),
  };
  yield* jsonChunks(report);
  yield '\n';
}
