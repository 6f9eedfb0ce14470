import { wrongTypeRule } from '../../../src/lint/rules/wrong-type.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const upper = optionsFile({ cf: ['paranoid_file_checks=TRUE'] });
const snappy = optionsFile({ cf: ['compression=snappy'] });
const list = optionsFile({ cf: ['compression_per_level=kNoCompression:lz4'] });
// 6.14-6.23 SerializeVector wrapped every item after the first in braces (it searched the result, not
// the item, for ':'); ParseVector reads items through OptionTypeInfo::NextToken from 6.11 on, while
// 5.18.4's ParseVectorInt hands `{1}` to std::stoi, which throws (util/string_util.cc at each tag).
const braced = (version: string) => optionsFile({ version, cf: ['max_bytes_for_level_multiplier_additional=1:{1}:{1}:{1}:{1}:{1}:{1}'] });
// 11.8's ParseVector strips one layer of braces around the whole list (StripOuterBraces); before, the
// whole `{...}` is one item.
const wrapped = optionsFile({ version: '11.8.1', cf: ['compression_per_level={kNoCompression:kZSTD}'] });
// compression_opts gained its `checksum` field in 8.6 (the v8.6.x option tables); an older profile follows RocksDB's
// rule for a field it does not know: the file is refused unless it is newer and the loader ignores unknown options.
const withChecksum = (version: string) => optionsFile({ version, cf: ['compression_opts={checksum=true;level=32767;enabled=false}'] });
ruleTester(wrongTypeRule, {
  valid: [
    { name: "a struct field the file's own release line has", text: withChecksum('11.1.2') },
    { name: 'bool 1/0 and true/false', text: optionsFile({ cf: ['paranoid_file_checks=1', 'disable_auto_compactions=false'] }) },
    { name: 'enum constant', text: optionsFile({ cf: ['compression=kZSTD'] }) },
    { name: 'integers with units, doubles', text: optionsFile({ cf: ['write_buffer_size=64m', 'max_bytes_for_level_multiplier=8'] }) },
    // 7.8.3 loads and opens both (observed): nan is a double, 0e-400 is zero.
    {
      name: 'the legacy colon forms 7.8.3 opens, and an empty struct',
      text: optionsFile({
        cf: ['compression_opts=1:2:3', 'bottommost_compression_opts=-14:32767:0:0'],
        table: ['metadata_cache_options='],
      }),
    },
    {
      name: 'nan and a zero with a tiny exponent',
      text: optionsFile({ cf: ['memtable_prefix_bloom_size_ratio=nan', 'max_bytes_for_level_multiplier=0e-400'] }),
    },
    { name: 'braced list items written by 6.22, read by 7.8.3', text: braced('6.22.1'), target: 'rocksdb@7.8.3' },
    { name: "braced list items read by the file's own 6.22 profile", text: braced('6.22.1') },
    { name: 'braced items on 11.8.1', text: braced('6.22.1'), target: 'rocksdb@11.8.1' },
    { name: 'a braced whole list on 11.8.1', text: wrapped },
    {
      name: 'block_cache fields LRUCacheOptions has',
      text: optionsFile({ table: ['block_cache={capacity=8388608;strict_capacity_limit=false;num_shard_bits=4}'] }),
    },
    { name: 'a plain block_cache capacity', text: optionsFile({ table: ['block_cache=8388608'] }) },
    // Observed with the TRocksDB 6.4.6 engine: each opened.
    {
      name: 'TRocksDB: compression_opts by position, 3 to 6 items',
      text: optionsFile({ version: '6.4.6', cf: ['compression_opts=-14:32767:0', 'bottommost_compression_opts=-14:32767:0:0:0:true'] }),
      target: 'trocksdb@6.4.6',
    },
    {
      name: 'TRocksDB: spaces around the items',
      text: optionsFile({ version: '6.4.6', cf: ['compression_opts= -14 : 3 : 0 '] }),
      target: 'trocksdb@6.4.6',
    },
    {
      name: 'TRocksDB: a struct as 6.4.6 writes it',
      text: optionsFile({ version: '6.4.6', cf: ['compaction_options_fifo={allow_compaction=false;max_table_files_size=1073741824;}'] }),
      target: 'trocksdb@6.4.6',
    },
    { name: 'misread numbers are another rule', text: optionsFile({ cf: ['write_buffer_size=1.5g'] }) },
  ],
  invalid: [
    {
      name: "a newer file's struct field, strict loader",
      text: withChecksum('11.1.2'),
      target: 'rocksdb@8.5',
      errors: [
        {
          messageId: 'badField',
          severity: 'error',
          message: "rocksdb@8.5.4 has no field 'checksum', added in RocksDB 8.6: the file declares 11.1.2, newer than rocksdb@8.5.4",
        },
      ],
    },
    {
      name: "a newer file's struct field, lenient loader",
      text: withChecksum('11.1.2'),
      target: 'rocksdb@8.5',
      loader: 'ignore-unknown',
      errors: [{ messageId: 'badField', severity: 'warning', message: 'added in RocksDB 8.6' }],
    },
    {
      name: 'a struct field from a later release in a file that is not newer',
      text: withChecksum('8.5.4'),
      target: 'rocksdb@8.5',
      errors: [
        {
          messageId: 'badField',
          severity: 'error',
          message: 'refuses the file ("Could not find option"), even with ignore_unknown_options',
        },
      ],
    },
    {
      name: 'TRUE',
      text: upper,
      errors: [{ messageId: 'badValue', at: 'paranoid_file_checks=^TRUE', message: 'Error parsing paranoid_file_checks' }],
      output: upper.replace('TRUE', 'true'),
    },
    {
      name: 'snappy',
      text: snappy,
      errors: [{ messageId: 'badValue', message: 'Did you mean kSnappyCompression?' }],
      output: snappy.replace('=snappy', '=kSnappyCompression'),
    },
    { name: 'not a number', text: optionsFile({ cf: ['num_levels=six'] }), errors: [{ messageId: 'badValue', message: 'not a number' }] },
    {
      name: 'int out of range',
      text: optionsFile({ cf: ['num_levels=99999999999'] }),
      errors: [{ messageId: 'badValue', message: 'outside the range of an int' }],
    },
    // RocksDB 7.8.3: "Error parsing max_bytes_for_level_multiplier:stod" (found by the property test).
    // Refused by 7.8.3 ("Error parsing memtable_prefix_bloom_size_ratio:stod", observed): stod's ERANGE on underflow.
    // Refused by 7.8.3 at load (observed).
    {
      name: 'a struct without braces',
      text: optionsFile({ table: ['metadata_cache_options=kAll'] }),
      errors: [{ messageId: 'badField', message: "Mismatched key value pair, '=' expected" }],
    },
    {
      name: 'compression_opts as a bare number',
      text: optionsFile({ cf: ['compression_opts=5'] }),
      errors: [{ messageId: 'badField', message: 'unable to parse the specified CF option compression_opts' }],
    },
    {
      name: 'compression_opts empty',
      text: optionsFile({ cf: ['bottommost_compression_opts='] }),
      errors: [{ messageId: 'badField', message: 'unable to parse' }],
    },
    {
      name: 'compression_opts with two items',
      text: optionsFile({ cf: ['compression_opts=1:2'] }),
      errors: [{ messageId: 'badField', message: 'window_bits:level:strategy' }],
    },
    {
      name: 'compression_opts with letters',
      text: optionsFile({ cf: ['compression_opts=a:b:c'] }),
      errors: [{ messageId: 'badField', message: 'stoi' }],
    },
    {
      name: 'a double below DBL_MIN',
      text: optionsFile({ cf: ['memtable_prefix_bloom_size_ratio=1e-400'] }),
      errors: [{ messageId: 'badValue', message: 'outside the range of a double' }],
    },
    {
      name: 'a denormal double',
      text: optionsFile({ cf: ['memtable_prefix_bloom_size_ratio=4.9e-324'] }),
      errors: [{ messageId: 'badValue', message: 'outside the range of a double' }],
    },
    {
      name: 'a double past DBL_MAX',
      text: optionsFile({ cf: ['max_bytes_for_level_multiplier=1e400'] }),
      errors: [{ messageId: 'badValue', message: 'outside the range of a double' }],
    },
    { name: 'uint32 4g', text: optionsFile({ db: ['max_subcompactions=4g'] }), errors: [{ messageId: 'badValue', message: 'uint32' }] },
    // Observed with the TRocksDB 6.4.6 engine: "unable to parse the specified CF option compression_opts" for each.
    {
      name: 'TRocksDB: a {field=value} compression_opts',
      text: optionsFile({ version: '6.4.6', cf: ['compression_opts={window_bits=-14;level=32767;strategy=0}'] }),
      target: 'trocksdb@6.4.6',
      errors: [
        {
          messageId: 'badField',
          message: 'a {field=value} struct; trocksdb@6.4.6 reads this option by position, window_bits:level:strategy:[max_dict_bytes]',
        },
      ],
    },
    {
      name: 'TRocksDB: two items',
      text: optionsFile({ version: '6.4.6', cf: ['compression_opts=-14:32767'] }),
      target: 'trocksdb@6.4.6',
      errors: [{ messageId: 'badField', message: '2 items' }],
    },
    {
      name: 'TRocksDB: seven items',
      text: optionsFile({ version: '6.4.6', cf: ['compression_opts=-14:32767:0:0:0:true:1'] }),
      target: 'trocksdb@6.4.6',
      errors: [{ messageId: 'badField', message: '7 items' }],
    },
    {
      name: 'TRocksDB: enabled=yes',
      text: optionsFile({ version: '6.4.6', cf: ['compression_opts=-14:5:0:0:0:yes'] }),
      target: 'trocksdb@6.4.6',
      errors: [{ messageId: 'badField', message: "enabled 'yes'" }],
    },
    {
      name: 'TRocksDB: a level past int',
      text: optionsFile({ version: '6.4.6', cf: ['compression_opts=-14:99999999999:0'] }),
      target: 'trocksdb@6.4.6',
      errors: [{ messageId: 'badField', message: "level '99999999999' is outside the range of an int" }],
    },
    {
      name: 'TRocksDB: a space before the closing brace is a field',
      text: optionsFile({ version: '6.4.6', cf: ['compaction_options_fifo={max_table_files_size=1073741824;allow_compaction=false; }'] }),
      target: 'trocksdb@6.4.6',
      errors: [{ messageId: 'badField', message: '" }" is not a field it knows' }],
    },
    {
      name: 'TRocksDB: the closing brace stays on a last field without ;',
      text: optionsFile({ version: '6.4.6', cf: ['compaction_options_fifo={max_table_files_size=1073741824;allow_compaction=false}'] }),
      target: 'trocksdb@6.4.6',
      errors: [{ messageId: 'badField', message: 'field allow_compaction=false} is not true, false, 1 or 0' }],
    },
    {
      name: 'RocksDB 5.18.4 reads it the same way (ParseCompressionOptions at v5.18.4)',
      text: optionsFile({ version: '5.18.4', cf: ['compression_opts={level=3}'] }),
      target: 'rocksdb@5.18.4',
      errors: [{ messageId: 'badField', message: 'rocksdb@5.18.4 reads this option by position' }],
    },
    {
      name: 'braced list items on 5.18.4',
      text: braced('6.22.1'),
      target: 'rocksdb@5.18.4',
      errors: [{ messageId: 'badItem', message: "item '{1}' is not a number" }],
    },
    {
      name: 'braced list items on TRocksDB 6.4.6 (ParseVectorInt)',
      text: braced('6.4.6'),
      target: 'trocksdb@6.4.6',
      errors: [{ messageId: 'badItem', message: "item '{1}'" }],
    },
    {
      name: 'a braced whole list before 11.8 is one item',
      text: wrapped,
      target: 'rocksdb@10.10.1',
      errors: [{ messageId: 'badItem', message: "item 'kNoCompression:kZSTD'" }],
    },
    {
      name: 'unbalanced braces in a list',
      text: braced('7.8.3').replace('{1}:{1}:{1}:{1}:{1}', '{1:{1}'),
      errors: [{ messageId: 'badItem', message: 'Mismatched curly braces' }],
    },
    // RocksDB 7.8.3 (the lint-vs-engine property test): "Unrecognized option: .srict_capacity_limit".
    {
      name: 'a block_cache field LRUCacheOptions lacks',
      text: optionsFile({ table: ['block_cache={capacity=8388608;srict_capacity_limit=false}'] }),
      errors: [{ messageId: 'badField', message: 'Did you mean strict_capacity_limit?' }],
    },
    {
      name: 'enum list item',
      text: list,
      errors: [{ messageId: 'badItem', message: "item 'lz4'" }],
      output: list.replace(':lz4', ':kLZ4Compression'),
    },
  ],
});
