import { engineAbortRule } from '../../../src/lint/rules/engine-abort.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

// Each invalid value killed the RocksDB 7.8.3 engine process (SIGABRT) at open; each valid one ran.
ruleTester(engineAbortRule, {
  valid: [
    { name: 'a real rate', text: optionsFile({ db: ['rate_limiter_bytes_per_sec=20m'] }) },
    { name: 'the largest rate that runs', text: optionsFile({ db: ['rate_limiter_bytes_per_sec=9223372036854775807'] }) },
    { name: '19 shard bits', text: optionsFile({ db: ['table_cache_numshardbits=19'] }) },
  ],
  invalid: [
    { name: 'u64 max', text: optionsFile({ db: ['rate_limiter_bytes_per_sec=18446744073709551615'] }), errors: [{ messageId: 'aborts', line: 5, column: 30, message: 'aborts at open' }] },
    { name: '2^63', text: optionsFile({ db: ['rate_limiter_bytes_per_sec=9223372036854775808'] }), errors: [{ messageId: 'aborts' }] },
    { name: '0 is not off', text: optionsFile({ db: ['rate_limiter_bytes_per_sec=0'] }), errors: [{ messageId: 'aborts', message: '0 does not mean "off"' }] },
    { name: '-1 wraps to u64 max', text: optionsFile({ db: ['rate_limiter_bytes_per_sec=-1'] }), errors: [{ messageId: 'aborts' }] },
    { name: '2^25 table cache shards', text: optionsFile({ db: ['table_cache_numshardbits=25'] }), errors: [{ messageId: 'aborts', message: '2^20 or more shards' }] },
  ],
});
