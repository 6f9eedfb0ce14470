import { valueSanitizedRule } from '../../../src/lint/rules/value-sanitized.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const openFiles = optionsFile({ db: ['max_open_files=5'] });
ruleTester(valueSanitizedRule, {
  valid: [
    { name: 'values kept as written', text: optionsFile({ db: ['max_open_files=-1'], cf: ['max_write_buffer_number=4', 'write_buffer_size=64m', 'num_levels=7'] }) },
    { name: 'dynamic level bytes with level style', text: optionsFile({ cf: ['level_compaction_dynamic_level_bytes=true'] }) },
  ],
  invalid: [
    { name: 'max_open_files=5 runs as 20', text: openFiles, errors: [{ messageId: 'sanitized', line: 5, column: 18, message: 'runs 20 instead' }], output: openFiles.replace('=5', '=20') },
    { name: 'one write buffer', text: optionsFile({ cf: ['max_write_buffer_number=1'] }), errors: [{ messageId: 'sanitized', message: 'runs 2' }], output: optionsFile({ cf: ['max_write_buffer_number=2'] }) },
    { name: 'tiny write buffer', text: optionsFile({ cf: ['write_buffer_size=1k'] }), errors: [{ messageId: 'sanitized', message: 'runs 65536' }], output: optionsFile({ cf: ['write_buffer_size=65536'] }) },
    { name: 'num_levels=1 with level style', text: optionsFile({ cf: ['num_levels=1'] }), errors: [{ messageId: 'sanitized', message: 'runs 2' }], output: optionsFile({ cf: ['num_levels=2'] }) },
    { name: 'soft above hard', text: optionsFile({ cf: ['soft_pending_compaction_bytes_limit=300g', 'hard_pending_compaction_bytes_limit=100g'] }), errors: [{ messageId: 'sanitized', message: 'runs 107374182400' }], output: optionsFile({ cf: ['soft_pending_compaction_bytes_limit=107374182400', 'hard_pending_compaction_bytes_limit=100g'] }) },
    { name: 'dynamic level bytes with universal', text: optionsFile({ cf: ['compaction_style=kCompactionStyleUniversal', 'level_compaction_dynamic_level_bytes=true'] }), errors: [{ messageId: 'sanitized', message: 'runs false' }], output: optionsFile({ cf: ['compaction_style=kCompactionStyleUniversal', 'level_compaction_dynamic_level_bytes=false'] }) },
  ],
});
