import { atValue } from '../report.js';
import type { Rule } from '../types.js';
import { INTEGER_TYPES, parseScalar, showNumber } from '../values.js';
import { docsUrl, knownEntries } from '../walk.js';

export const integerOverflowRule: Rule = {
  meta: {
    id: 'integer-overflow',
    severity: 'error',
    description: 'A value that wraps around in the option\'s C++ type: `4g` in an int field becomes 0, `-1` in an unsigned field becomes 18446744073709551615.',
    docsUrl: docsUrl('integer-overflow'),
    fixable: false,
    messages: { wrapped: 'The value wraps around silently.' },
  },
  check: (ctx) =>
    knownEntries(ctx).flatMap(({ scope, entry, option }) => {
      if (!INTEGER_TYPES.has(option.type)) return [];
      const parsed = parseScalar(entry.value, option.type);
      if (!parsed?.ok || !parsed.wrapped) return [];
      const why = entry.value.trim().startsWith('-') ? `${option.type} is unsigned` : `it does not fit ${option.type === 'int' ? 'an' : 'a'} ${option.type}`;
      return [atValue(scope, entry, 'wrapped', `${entry.key}=${entry.value} silently becomes ${showNumber(parsed.value)}: ${why}.`)];
    }),
};
