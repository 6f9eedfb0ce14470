import { atValue } from '../report.js';
import type { EntryLine } from '../../options-ini/index.js';
import type { Report, Rule, Scope } from '../types.js';
import { INTEGER_TYPES, parseScalar, showNumber } from '../values.js';
import { docsUrl, knownEntries } from '../walk.js';

const INT64_MAX = 2n ** 63n - 1n;

/** A cache capacity past 2^63-1: RocksDB 7.8.3 builds no cache at all and runs without one (observed). */
function cacheOverflow(scope: Scope, entry: EntryLine): Report[] {
  const capacity = entry.value.includes('=') ? /(?:^|[{;])\s*capacity\s*=\s*([^;}]*)/.exec(entry.value)?.[1] : entry.value;
  const parsed = capacity === undefined ? undefined : parseScalar(capacity.trim(), 'uint64');
  if (parsed && !parsed.ok && /range/.test(parsed.reason)) {
    return [atValue(scope, entry, 'noCache', `${entry.key}=${entry.value}: the capacity is ${parsed.reason}; RocksDB refuses the file ("Error parsing ${entry.key}: stoull").`)];
  }
  if (!parsed?.ok || typeof parsed.value !== 'bigint' || parsed.value <= INT64_MAX) return [];
  return [atValue(scope, entry, 'noCache', `${entry.key}=${entry.value}: a capacity above 2^63-1 (${INT64_MAX}) does not fit the cache's signed size, and RocksDB silently runs with no ${entry.key.replace(/_/g, ' ')} at all.`)];
}

export const integerOverflowRule: Rule = {
  meta: {
    id: 'integer-overflow',
    severity: 'error',
    description: 'A value that wraps around in the option\'s C++ type: `4g` in an int field becomes 0, `-1` in an unsigned field becomes 18446744073709551615; a block_cache capacity past 2^63-1 builds no cache at all.',
    docsUrl: docsUrl('integer-overflow'),
    fixable: false,
    messages: { wrapped: 'The value wraps around silently.', noCache: 'A cache capacity past 2^63-1: no cache is built.' },
  },
  check: (ctx) =>
    knownEntries(ctx).flatMap(({ scope, entry, option }) => {
      if (option.type === 'cache') return cacheOverflow(scope, entry);
      if (!INTEGER_TYPES.has(option.type)) return [];
      const parsed = parseScalar(entry.value, option.type);
      if (!parsed?.ok || !parsed.wrapped) return [];
      const why = entry.value.trim().startsWith('-') ? `${option.type} is unsigned` : `it does not fit ${option.type === 'int' ? 'an' : 'a'} ${option.type}`;
      return [atValue(scope, entry, 'wrapped', `${entry.key}=${entry.value} silently becomes ${showNumber(parsed.value)}: ${why}.`)];
    }),
};
