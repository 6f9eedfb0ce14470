import { missingFinalNewlineRule } from '../../../src/lint/rules/missing-final-newline.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const base = optionsFile({ cf: ['compression=kNoCompression'] });
const trocks = optionsFile({ version: '6.4.6' });
/** 8,118 bytes of comment lines, then an unterminated line across the 8 KiB boundary: the last read holds no line break. */
const longTail = `${'# padding padding padding padding padding padding padding padding padding padding\n'.repeat(99)}#${'x'.repeat(300)}`;
const cfLast = '[DBOptions]\n  max_open_files=-1\n\n[CFOptions "default"]\n  compression=kNoCompression\n';

ruleTester(missingFinalNewlineRule, {
  valid: [
    { name: 'ends with a newline', text: optionsFile() },
    { name: 'unterminated comment: nothing is lost', text: `${base}# end` },
    { name: 'unterminated blank line', text: `${base}   ` },
    { name: 'empty file', text: '' },
    // The TRocksDB engine read both (the first refused for having no sections, the second loaded).
    { name: 'TRocksDB: a one-line file that ends with a newline', text: '# RocksDB OPTIONS file\n', target: 'trocksdb@6.4.6' },
  ],
  invalid: [
    {
      // Observed with the TRocksDB 6.4.6 engine: no answer within 20 s, the engine process growing, where a
      // one-line file with the newline is refused in 1 ms.
      name: 'TRocksDB: a one-line file without a newline never finishes loading',
      text: '# RocksDB OPTIONS file ge',
      target: 'trocksdb@6.4.6',
      errors: [
        { messageId: 'loops', at: '^# RocksDB OPTIONS file ge', message: "trocksdb@6.4.6's OPTIONS reader never returns from such a file" },
      ],
      output: '# RocksDB OPTIONS file ge\n',
    },
    {
      name: 'TRocksDB: the same past 8 KiB when the last read holds no line break',
      text: longTail,
      target: 'trocksdb@6.4.6',
      errors: [
        {
          messageId: 'loops',
          at: '^#xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
        },
      ],
      output: `${longTail}\n`,
    },
    {
      // Observed with the TRocksDB 6.4.6 engine: a line break earlier in the last read, and the file loads.
      name: 'TRocksDB: an unterminated last line after a line break in the same 8 KiB is only dropped',
      text: `${trocks}  write_buffer_size=1048576`,
      target: 'trocksdb@6.4.6',
      errors: [{ messageId: 'dropped', message: 'write_buffer_size=1048576 is never read' }],
      output: `${trocks}  write_buffer_size=1048576\n`,
    },
    {
      // Observed on RocksDB 7.8.3: this file runs with level0_stop_writes_trigger=36.
      name: 'the last option is dropped and the default runs',
      text: `${cfLast}  level0_stop_writes_trigger=5`,
      errors: [
        {
          messageId: 'dropped',
          at: '^level0_stop_writes_trigger=5',
          message: 'level0_stop_writes_trigger=5 is never read and runs the default (36)',
        },
      ],
      output: `${cfLast}  level0_stop_writes_trigger=5\n`,
    },
    {
      name: 'a last section header is dropped',
      text: `${base}[CFOptions "users"]`,
      errors: [{ messageId: 'dropped', at: '^[CFOptions "users"]', message: 'section header [CFOptions "users"] is dropped' }],
      output: `${base}[CFOptions "users"]\n`,
    },
    {
      name: 'CRLF files get a CRLF',
      text: '[DBOptions]\r\n  max_open_files=100',
      errors: [{ messageId: 'dropped', at: '^max_open_files=100', message: 'max_open_files=100 is never read' }],
      output: '[DBOptions]\r\n  max_open_files=100\r\n',
    },
    {
      name: 'a later duplicate is dropped too (the first value already runs)',
      text: `${optionsFile({ cf: ['num_levels=5'] })}[CFOptions "default"]`,
      errors: [{ messageId: 'dropped', at: '^[CFOptions "default"]' }],
      output: `${optionsFile({ cf: ['num_levels=5'] })}[CFOptions "default"]\n`,
    },
  ],
});
