import { wrongTypeRule } from '../../../src/lint/rules/wrong-type.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const upper = optionsFile({ cf: ['paranoid_file_checks=TRUE'] });
const snappy = optionsFile({ cf: ['compression=snappy'] });
const list = optionsFile({ cf: ['compression_per_level=kNoCompression:lz4'] });
ruleTester(wrongTypeRule, {
  valid: [
    { name: 'bool 1/0 and true/false', text: optionsFile({ cf: ['paranoid_file_checks=1', 'disable_auto_compactions=false'] }) },
    { name: 'enum constant', text: optionsFile({ cf: ['compression=kZSTD'] }) },
    { name: 'integers with units, doubles', text: optionsFile({ cf: ['write_buffer_size=64m', 'max_bytes_for_level_multiplier=8'] }) },
    { name: 'misread numbers are another rule', text: optionsFile({ cf: ['write_buffer_size=1.5g'] }) },
  ],
  invalid: [
    { name: 'TRUE', text: upper, errors: [{ messageId: 'badValue', line: 7, column: 24, message: 'Error parsing paranoid_file_checks' }], output: upper.replace('TRUE', 'true') },
    { name: 'snappy', text: snappy, errors: [{ messageId: 'badValue', message: 'Did you mean kSnappyCompression?' }], output: snappy.replace('=snappy', '=kSnappyCompression') },
    { name: 'not a number', text: optionsFile({ cf: ['num_levels=six'] }), errors: [{ messageId: 'badValue', message: 'not a number' }] },
    { name: 'int out of range', text: optionsFile({ cf: ['num_levels=99999999999'] }), errors: [{ messageId: 'badValue', message: 'outside the range of an int' }] },
    // RocksDB 7.8.3: "Error parsing max_bytes_for_level_multiplier:stod" (found by the property test).
    { name: 'a double past DBL_MAX', text: optionsFile({ cf: ['max_bytes_for_level_multiplier=1e400'] }), errors: [{ messageId: 'badValue', message: 'outside the range of a double' }] },
    { name: 'uint32 4g', text: optionsFile({ db: ['max_subcompactions=4g'] }), errors: [{ messageId: 'badValue', message: 'uint32' }] },
    { name: 'enum list item', text: list, errors: [{ messageId: 'badItem', message: "item 'lz4'" }], output: list.replace(':lz4', ':kLZ4Compression') },
  ],
});
