import { DEFAULT_TARGET, type LintResult, type RuleMeta } from '@rocktune/calculator';

/**
 * A path lint could not read as text (binary, permission denied, a directory it cannot list, a dangling link):
 * one error finding for that path, so one bad file never hides the report on the others (rules.md L-unreadable-file).
 */
export const UNREADABLE_FILE_RULE: RuleMeta = {
  id: 'unreadable-file',
  severity: 'error',
  description:
    'A path given to lint, or found in a directory it searched, that is not a readable OPTIONS text file: binary, UTF-16, unreadable, a directory that cannot be listed, a link loop or a dangling link. Reported as one error for that path; the other files are still linted. What a directory search left out on purpose (a FIFO, socket or device, a symbolic link out of the tree, a path past PATH_MAX) is listed as a warning.',
  docsUrl: 'docs/lint.md#unreadable-file',
  fixable: false,
  messages: { unreadable: 'Not a readable OPTIONS text file.', skipped: 'Left out of the directory search.' },
};

/** An unreadable path's one error, or a skipped one's warning. */
export function unreadableResult(reason: string, skipped = false): LintResult {
  const severity = skipped ? 'warning' : 'error';
  return {
    dialect: 'rocksdb',
    target: DEFAULT_TARGET,
    targetReason: skipped ? 'the path was not read' : 'the file could not be read',
    counts: { error: skipped ? 0 : 1, warning: skipped ? 1 : 0, info: 0 },
    findings: [
      {
        ruleId: UNREADABLE_FILE_RULE.id,
        messageId: skipped ? 'skipped' : 'unreadable',
        severity,
        message: reason,
        path: '',
        line: 1,
        column: 1,
      },
    ],
  };
}
