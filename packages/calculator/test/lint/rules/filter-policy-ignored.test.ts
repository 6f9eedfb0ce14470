import { filterPolicyIgnoredRule } from '../../../src/lint/rules/filter-policy-ignored.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const policy = (v: string) => optionsFile({ table: [`filter_policy=${v}`] });
ruleTester(filterPolicyIgnoredRule, {
  // {id=ribbonfilter:10:0;...} is what 8.x writes; 7.8.3 builds ribbonfilter:10:0 from it (observed: persisted back).
  valid: [
    'bloomfilter:10:false',
    'bloomfilter:9.5',
    'rocksdb.BloomFilter:10',
    'ribbonfilter:10:1',
    'nullptr',
    '{id=ribbonfilter:10:0;bloom_before_level=0;}',
    'rocksdb.BuiltinBloomFilter',
  ]
    .map((v) => ({ name: v, text: policy(v) }))
    .concat(
      ['bloomfilter:10x:false', 'bloomfilter:1e:false', 'ribbonfilter:1e', 'ribbonfilter:10:0'].map((v) => ({
        name: `6.29.5: ${v}`,
        text: optionsFile({ version: '6.29.5', table: [`filter_policy=${v}`] }),
      })),
    ),
  invalid: [
    {
      name: 'bloomfilter alone',
      text: policy('bloomfilter'),
      errors: [{ messageId: 'ignored', at: 'filter_policy=^bloomfilter', severity: 'warning', message: 'silently runs with no filter' }],
    },
    {
      name: '6.29.5 reading back the name it writes builds no filter',
      text: optionsFile({ version: '6.29.5', table: ['filter_policy=rocksdb.BuiltinBloomFilter'] }),
      errors: [{ messageId: 'ignored', severity: 'warning', message: 'reading it back builds no filter' }],
    },
    // The 6.29.5 jar: no filter from these; a filter from bloomfilter:10x:false, bloomfilter:1e:false and ribbonfilter:1e.
    ...['bloomfilter:10', 'bloomfilter:abc:false', 'ribbonfilter:abc'].map((v) => ({
      name: `6.29.5: ${v}`,
      text: optionsFile({ version: '6.29.5', table: [`filter_policy=${v}`] }),
      errors: [{ messageId: 'ignored', severity: 'warning' as const }],
    })),
    { name: 'bloomfilter:abc', text: policy('bloomfilter:abc'), errors: [{ messageId: 'ignored' }] },
    { name: 'bloomfilter:10:yes', text: policy('bloomfilter:10:yes'), errors: [{ messageId: 'ignored' }] },
    { name: 'zero bits', text: policy('bloomfilter:0'), errors: [{ messageId: 'zeroBits', severity: 'warning' }] },
  ],
});
