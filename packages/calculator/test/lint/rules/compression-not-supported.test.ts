import { compressionNotSupportedRule } from '../../../src/lint/rules/compression-not-supported.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const notFinal = optionsFile({ cf: ['compression_per_level=kNoCompression:kZSTDNotFinalCompression'] });
ruleTester(compressionNotSupportedRule, {
  valid: [{ name: 'linked codecs', text: optionsFile({ cf: ['compression=kLZ4Compression', 'bottommost_compression=kZSTD'] }) }],
  invalid: [
    {
      name: 'Xpress',
      text: optionsFile({ cf: ['compression=kXpressCompression'] }),
      errors: [{ messageId: 'notLinked', at: 'compression=^kXpressCompression', message: 'not linked' }],
    },
    // 7.8.3 opens both (observed; the WAL's persisted as kNoCompression).
    {
      name: 'Xpress for the WAL',
      text: optionsFile({ db: ['wal_compression=kXpressCompression'] }),
      errors: [{ messageId: 'notLinkedRuns', severity: 'warning', message: 'the WAL runs uncompressed' }],
    },
    {
      name: 'Xpress for the bottommost level',
      text: optionsFile({ cf: ['bottommost_compression=kXpressCompression'] }),
      errors: [{ messageId: 'notLinkedRuns', severity: 'warning' }],
    },
    {
      name: 'ZSTDNotFinal',
      text: notFinal,
      errors: [{ messageId: 'deprecated', severity: 'warning' }],
      output: notFinal.replace('kZSTDNotFinalCompression', 'kZSTD'),
    },
  ],
});
