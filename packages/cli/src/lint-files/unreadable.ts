import { DEFAULT_TARGET, type LintResult, type RuleMeta } from '@rocktune/calculator';

/**
 * A path lint could not read as text (binary, permission denied, a directory it cannot list, a dangling link):
 * one error finding for that path, so one bad file never hides the report on the others (rules.md L-unreadable-file).
 */
export const UNREADABLE_FILE_RULE: RuleMeta = {
  id: 'unreadable-file',
  severity: 'error',
  description:
    'A path given to lint, or found in a directory it searched, that is not a readable OPTIONS text file: binary, unreadable, a directory that cannot be listed, or a dangling link. Reported as one error for that path; the other files are still linted.',
  docsUrl: 'docs/lint.md#unreadable-file',
  fixable: false,
  messages: { unreadable: 'Not a readable OPTIONS text file.' },
};

export function unreadableResult(reason: string): LintResult {
  return {
    dialect: 'rocksdb',
    target: DEFAULT_TARGET,
    targetReason: 'the file could not be read',
    counts: { error: 1, warning: 0, info: 0 },
    findings: [
      { ruleId: UNREADABLE_FILE_RULE.id, messageId: 'unreadable', severity: 'error', message: reason, path: '', line: 1, column: 1 },
    ],
  };
}
