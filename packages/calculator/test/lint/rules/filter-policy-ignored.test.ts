import { filterPolicyIgnoredRule } from '../../../src/lint/rules/filter-policy-ignored.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const policy = (v: string) => optionsFile({ table: [`filter_policy=${v}`] });
ruleTester(filterPolicyIgnoredRule, {
  valid: ['bloomfilter:10:false', 'bloomfilter:9.5', 'rocksdb.BloomFilter:10', 'ribbonfilter:10:1', 'nullptr'].map((v) => ({ name: v, text: policy(v) })),
  invalid: [
    { name: 'bloomfilter alone', text: policy('bloomfilter'), errors: [{ messageId: 'ignored', at: 'filter_policy=^bloomfilter', message: 'silently runs with no filter' }] },
    { name: 'bloomfilter:abc', text: policy('bloomfilter:abc'), errors: [{ messageId: 'ignored' }] },
    { name: 'bloomfilter:10:yes', text: policy('bloomfilter:10:yes'), errors: [{ messageId: 'ignored' }] },
    { name: 'zero bits', text: policy('bloomfilter:0'), errors: [{ messageId: 'zeroBits', severity: 'warning' }] },
  ],
});
