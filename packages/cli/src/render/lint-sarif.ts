import { ruleMetas, type LintSeverity } from '@rocktune/calculator';
import { UNREADABLE_FILE_RULE } from '../lint-files/unreadable.js';
import { jsonChunks, StreamedArray } from './json-stream.js';
import type { LintedFile } from './lint-report.js';

const LEVEL: Record<LintSeverity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };
export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/**
 * A relative path as a URI reference: each `/`-separated segment percent-encoded (a backslash is part of a Linux
 * name, `%5C`), and a byte a name showed as `\xHH` (not UTF-8) as that byte, `%HH`.
 */
function toUri(display: string): string {
  return display
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/%5Cx([0-9a-f]{2})/g, (_, hex: string) => `%${hex.toUpperCase()}`))
    .join('/');
}

/**
 * `--format sarif`: SARIF 2.1.0 for GitHub code scanning (upload with github/codeql-action/upload-sarif).
 * Paths are relative to %SRCROOT% (the checkout); stdin gets the URI `stdin`. Results are written one at a time.
 */
export function* renderLintSarif(files: readonly LintedFile[], version: string): Generator<string> {
  const metas = [...ruleMetas(), UNREADABLE_FILE_RULE];
  const index = new Map(metas.map((m, i) => [m.id, i]));
  const log = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'rocktune',
            version,
            rules: metas.map((m) => ({
              id: m.id,
              name: m.id,
              shortDescription: { text: m.description.split(/(?<=\.)\s/)[0] ?? m.description },
              fullDescription: { text: m.description },
              help: { text: `${m.description} See ${m.docsUrl}.` },
              defaultConfiguration: { level: LEVEL[m.severity] },
              properties: { fixable: m.fixable },
            })),
          },
        },
        // The engine profile each file was judged by (lint by version).
        properties: {
          targets: files.map((file) => ({ file: file.display, target: file.result.target, reason: file.result.targetReason })),
        },
        results: new StreamedArray(sarifResults(files, index)),
      },
    ],
  };
  yield* jsonChunks(log);
  yield '\n';
}

function* sarifResults(files: readonly LintedFile[], index: ReadonlyMap<string, number>): Generator<unknown> {
  for (const file of files) {
    const artifactLocation = file.display === '<stdin>' ? { uri: 'stdin' } : { uri: toUri(file.display), uriBaseId: '%SRCROOT%' };
    for (const f of file.result.findings) {
      yield {
        ruleId: f.ruleId,
        ruleIndex: index.get(f.ruleId) ?? 0,
        level: LEVEL[f.severity],
        message: { text: f.message },
        locations: [
          {
            physicalLocation: { artifactLocation, region: { startLine: f.line, startColumn: f.column } },
            logicalLocations: f.path ? [{ fullyQualifiedName: f.path }] : [],
          },
        ],
      };
    }
  }
}
