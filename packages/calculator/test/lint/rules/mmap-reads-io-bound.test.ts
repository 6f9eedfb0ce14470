import { mmapReadsIoBoundRule } from '../../../src/lint/rules/mmap-reads-io-bound.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const mmap = optionsFile({ db: ['allow_mmap_reads=true'] });
ruleTester(mmapReadsIoBoundRule, {
  valid: [
    { name: 'data fits in DRAM', text: mmap, facts: { dramBytes: 128e9, totalKeys: 1e6, keySize: 20, valueSize: 800 } },
    { name: 'unknown host', text: mmap },
  ],
  invalid: [
    {
      name: '8e9 x 820 bytes on 128 GB',
      text: mmap,
      facts: { dramBytes: 128e9, totalKeys: 8e9, keySize: 20, valueSize: 800 },
      errors: [{ messageId: 'mmap', at: 'allow_mmap_reads=^true' }],
      output: optionsFile({ db: ['allow_mmap_reads=false'] }),
    },
    {
      name: 'declared IO-bound',
      text: mmap,
      facts: { ioBound: true },
      errors: [{ messageId: 'mmap' }],
      output: optionsFile({ db: ['allow_mmap_reads=false'] }),
    },
  ],
});
