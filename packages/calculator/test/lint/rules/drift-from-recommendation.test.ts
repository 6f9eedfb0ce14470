import { driftFromRecommendationRule } from '../../../src/lint/rules/drift-from-recommendation.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

// E1 (fixtures/README.md): T=48, D=128 GB, K=20, P=20, V=800, N=8e9 -> write_buffer_size 168,000,000, 13 buffers.
const E1 = { cpuThreads: 48, dramBytes: 128e9, keySize: 20, valueSize: 800, totalKeys: 8e9, openFiles: 80_000, kvSeparation: true };
ruleTester(driftFromRecommendationRule, {
  valid: [
    {
      name: 'the E1 values',
      text: optionsFile({ db: ['max_background_jobs=48'], cf: ['write_buffer_size=168000000', 'max_write_buffer_number=13'] }),
      facts: E1,
    },
    { name: 'no hardware declared', text: optionsFile({ cf: ['write_buffer_size=1m'] }) },
  ],
  invalid: [
    {
      name: 'default write buffer on the E1 host',
      text: optionsFile({ cf: ['write_buffer_size=64m', 'max_write_buffer_number=13'] }),
      facts: E1,
      errors: [{ messageId: 'drift', at: 'write_buffer_size=^64m', message: 'recommends 168000000 for 48 threads, 128 GB DRAM' }],
    },
  ],
});
