import { syntaxErrorRule } from '../../../src/lint/rules/syntax-error.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

ruleTester(syntaxErrorRule, {
  valid: [
    { name: 'minimal file', text: optionsFile({ db: ['max_open_files=-1'] }) },
    // RocksDB never reads an unterminated last line, so it cannot refuse it (missing-final-newline says so).
    { name: 'a bad last line without a newline', text: `${optionsFile()}  no_equals_here` },
  ],
  invalid: [
    { name: 'statement without =', text: optionsFile({ db: ['max_open_files'] }), errors: [{ messageId: 'syntax', line: 5, column: 3, message: "must have a '='" }] },
    { name: 'unterminated header', text: '[DBOptions\n', errors: [{ messageId: 'syntax', line: 1, column: 1 }] },
    { name: 'statement before any section', text: `a=1\n${optionsFile()}`, errors: [{ messageId: 'syntax', line: 1, message: 'ignored by RocksDB' }] },
  ],
});
