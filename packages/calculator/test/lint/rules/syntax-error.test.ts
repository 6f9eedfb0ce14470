import { syntaxErrorRule } from '../../../src/lint/rules/syntax-error.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(syntaxErrorRule, {
  valid: [
    { name: 'minimal file', text: optionsFile({ db: ['max_open_files=-1'] }) },
    // RocksDB never reads an unterminated last line, so it cannot refuse it (missing-final-newline says so).
    { name: 'a bad last line without a newline', text: `${optionsFile()}  no_equals_here` },
  ],
  invalid: [
    {
      name: 'statement without =',
      text: optionsFile({ db: ['max_open_files'] }),
      errors: [{ messageId: 'syntax', at: '^max_open_files', message: "must have a '='" }],
    },
    { name: 'unterminated header', text: '[DBOptions\n', errors: [{ messageId: 'syntax', at: '^[DBOptions' }] },
    // The jars of 5.18.4 to 11.1.2 load and open such a file: a warning that says the line does not run.
    {
      name: 'statement before any section',
      text: `a=1\n${optionsFile()}`,
      errors: [{ messageId: 'syntax', at: '^a=1', severity: 'warning', message: 'the setting does not run' }],
    },
  ],
});
