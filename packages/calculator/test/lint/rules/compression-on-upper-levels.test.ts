import { compressionOnUpperLevelsRule } from '../../../src/lint/rules/compression-on-upper-levels.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const perLevel = (list: string) => optionsFile({ cf: ['num_levels=6', `compression_per_level=${list}`] });
ruleTester(compressionOnUpperLevelsRule, {
  valid: [
    { name: 'none on L0-L2, LZ4 below', text: perLevel('kNoCompression:kNoCompression:kNoCompression:kLZ4Compression') },
    { name: 'no compression at all', text: optionsFile({ cf: ['compression=kNoCompression'] }) },
    // Found by the lint-vs-engine property test: lint built a 2^31-entry array and ran out of memory.
    {
      name: 'num_levels=2147483647 lints in bounded memory',
      text: optionsFile({ cf: ['num_levels=2147483647', 'compression=kNoCompression'] }),
    },
  ],
  invalid: [
    {
      name: 'LZ4 from L2',
      text: perLevel('kNoCompression:kNoCompression:kLZ4Compression:kLZ4Compression:kZSTD:kZSTD'),
      errors: [
        {
          messageId: 'upper',
          at: 'compression_per_level=^kNoCompression:kNoCompression:kLZ4Compression:kLZ4Compression:kZSTD:kZSTD',
          message: 'L0-L2 use kNoCompression, kNoCompression, kLZ4Compression',
        },
      ],
      output: perLevel('kNoCompression:kNoCompression:kNoCompression:kLZ4Compression:kZSTD:kZSTD'),
    },
    {
      name: 'the snappy default on every level',
      text: optionsFile({ cf: ['num_levels=4'] }),
      errors: [{ messageId: 'upper', at: '^[CFOptions "default"]' }],
      output: optionsFile({
        cf: ['num_levels=4', 'compression_per_level=kNoCompression:kNoCompression:kNoCompression:kSnappyCompression'],
      }),
    },
  ],
});
