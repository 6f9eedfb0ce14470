import { deprecatedOptionRule } from '../../../src/lint/rules/deprecated-option.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const text = optionsFile({ cf: ['num_levels=6', 'verify_checksums_in_compaction=true'] });
ruleTester(deprecatedOptionRule, {
  valid: [{ name: 'current options', text: optionsFile({ cf: ['num_levels=6'] }) }],
  invalid: [
    {
      name: 'ignored CF key, deleted by the fix',
      text,
      errors: [{ messageId: 'deprecated', at: '^verify_checksums_in_compaction=true', message: 'no effect' }],
      output: text.replace('  verify_checksums_in_compaction=true\n', ''),
    },
    {
      name: 'rate_limiter names its replacement',
      text: optionsFile({ db: ['rate_limiter=x'] }),
      errors: [{ messageId: 'deprecated', message: 'rate_limiter_bytes_per_sec' }],
      output: optionsFile(),
    },
  ],
});
