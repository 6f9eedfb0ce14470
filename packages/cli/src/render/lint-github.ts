import type { LintedFile } from './lint-report.js';
import { visible } from '../cli-kit/visible.js';

const COMMAND: Record<string, string> = { error: 'error', warning: 'warning', info: 'notice' };

/**
 * Workflow-command escaping (actions/toolkit command.ts): data escapes % CR LF; properties also : and ,.
 * Other control characters from the file are shown escaped, so they cannot drive the log viewer.
 */
const escapeData = (s: string) => visible(s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'));
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `--format github`: one `::error file=..,line=..,col=..,title=..::message` per finding, shown on the pull request diff. */
export function* renderLintGithub(files: readonly LintedFile[]): Generator<string> {
  for (const file of files) {
    for (const f of file.result.findings) {
      const props = [
        `file=${escapeProperty(file.display)}`,
        `line=${f.line}`,
        `col=${f.column}`,
        `title=${escapeProperty(`rocktune ${f.ruleId}`)}`,
      ].join(',');
      yield `::${COMMAND[f.severity]} ${props}::${escapeData(f.message)}\n`;
    }
  }
}
