import { missingFinalNewlineRule } from '../../../src/lint/rules/missing-final-newline.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const base = optionsFile({ cf: ['compression=kNoCompression'] });
const cfLast = '[DBOptions]\n  max_open_files=-1\n\n[CFOptions "default"]\n  compression=kNoCompression\n';

ruleTester(missingFinalNewlineRule, {
  valid: [
    { name: 'ends with a newline', text: optionsFile() },
    { name: 'unterminated comment: nothing is lost', text: `${base}# end` },
    { name: 'unterminated blank line', text: `${base}   ` },
    { name: 'empty file', text: '' },
  ],
  invalid: [
    {
      // Observed on RocksDB 7.8.3: this file runs with level0_stop_writes_trigger=36.
      name: 'the last option is dropped and the default runs',
      text: `${cfLast}  level0_stop_writes_trigger=5`,
      errors: [{ messageId: 'dropped', line: 6, column: 3, message: 'level0_stop_writes_trigger=5 is never read and runs the default (36)' }],
      output: `${cfLast}  level0_stop_writes_trigger=5\n`,
    },
    {
      name: 'a last section header is dropped',
      text: `${base}[CFOptions "users"]`,
      errors: [{ messageId: 'dropped', line: 10, column: 1, message: 'section header [CFOptions "users"] is dropped' }],
      output: `${base}[CFOptions "users"]\n`,
    },
    {
      name: 'CRLF files get a CRLF',
      text: '[DBOptions]\r\n  max_open_files=100',
      errors: [{ messageId: 'dropped', line: 2, message: 'max_open_files=100 is never read' }],
      output: '[DBOptions]\r\n  max_open_files=100\r\n',
    },
    {
      name: 'a later duplicate is dropped too (the first value already runs)',
      text: `${optionsFile({ cf: ['num_levels=5'] })}[CFOptions "default"]`,
      errors: [{ messageId: 'dropped', line: 10 }],
      output: `${optionsFile({ cf: ['num_levels=5'] })}[CFOptions "default"]\n`,
    },
  ],
});
