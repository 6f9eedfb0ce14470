import {
  BUILTIN_BLOOM_BUILDS_NOTHING,
  FILTER_POLICY_OBJECT_LIBRARY,
  HAND_PARSED_FILTER_POLICY,
  inRange,
} from '../../engines/data/behaviours-observed.js';
import { parseRocksDouble, parseRocksInteger } from '../../engines/values.js';
import { defineRule } from '../define-rule.js';
import { parseNested } from '../../engines/nested.js';
import { atValue } from '../report.js';
import type { LintContext, Report } from '../types.js';

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?`;
/** Which grammar reads filter_policy: FilterPolicy::CreateFromString (7.0 on), the hand parser of 6.20 to 6.29, or the older one. */
export type FilterGrammar = 'library' | 'hand' | 'legacy';

/** What FilterPolicy::CreateFromString (RocksDB 7.x and later) builds a filter from (checked against the linked library in test/engines). */
function validPolicies(bloomSuffix: string): RegExp[] {
  return [
    new RegExp(String.raw`^(?:bloomfilter|rocksdb\.BloomFilter):(${NUMBER})(?::(?:${bloomSuffix}))?$`),
    new RegExp(String.raw`^ribbonfilter:(${NUMBER})(?::-?\d+)?$`),
    /^rocksdb\.(?:BuiltinBloomFilter|internal\.\w+(?::.*)?)$/,
  ];
}
/** The ObjectLibrary patterns take :false and :true; ParseBoolean before 7.0 takes 1 and 0 too. */
const VALID = { library: validPolicies('true|false'), legacy: validPolicies('true|false|1|0') };

/** A bloom filter asking for the block-based builder (use_block_based_builder=true). */
const BLOCK_BASED_BLOOM = /^(?:bloomfilter|rocksdb\.BloomFilter):[^:]+:true$/;

/** The policy a value names: itself, or the id of `{id=ribbonfilter:10:0;bloom_before_level=0;}` (8.x writes that form; the linked engine builds ribbonfilter:10:0 from it, observed). */
function policyName(value: string): string {
  if (!value.includes('=')) return value;
  const parsed = parseNested(value);
  return parsed.ok ? (parsed.fields.find(([k]) => k === 'id')?.[1] ?? value) : value;
}

/** HAND_PARSED_FILTER_POLICY's grammar: the bits per key, undefined when no filter is built. */
function handParsedBits(value: string): number | undefined {
  const m = /^(?:bloomfilter:([^:]*):(true|false|1|0)|ribbonfilter:([^:]*)(?::(.*))?)$/.exec(value);
  const bits = m ? parseRocksDouble((m[1] ?? m[3] ?? '').trim()) : undefined;
  if (!m || !bits?.ok || typeof bits.value !== 'number') return undefined;
  if (m[4] !== undefined && !parseRocksInteger(m[4].trim(), 'int').ok) return undefined;
  return bits.value;
}

/** The bits per key of a valid policy, undefined when RocksDB silently builds no filter. */
export function filterBits(written: string, grammar: FilterGrammar = 'library'): number | undefined {
  const value = policyName(written);
  if (grammar === 'hand') return handParsedBits(value);
  for (const pattern of VALID[grammar]) {
    const m = pattern.exec(value);
    if (m) return m[1] === undefined ? Number.NaN : Number(m[1]);
  }
  return undefined;
}

function grammarOf(profile: LintContext['profile']): FilterGrammar {
  if (inRange(profile, HAND_PARSED_FILTER_POLICY)) return 'hand';
  return inRange(profile, FILTER_POLICY_OBJECT_LIBRARY) ? 'library' : 'legacy';
}

export const filterPolicyIgnoredRule = defineRule('filter-policy-ignored', (ctx) => {
  const out: Report[] = [];
  for (const family of ctx.columnFamilies) {
    const scope = family.table;
    const entry = scope?.first.get('filter_policy');
    if (!scope || !entry || entry.value === '' || entry.value === 'nullptr') continue;
    if (entry.value === 'rocksdb.BuiltinBloomFilter' && inRange(ctx.profile, BUILTIN_BLOOM_BUILDS_NOTHING)) {
      out.push(
        atValue(
          scope,
          entry,
          'ignored',
          `filter_policy=${entry.value}: ${ctx.profile.id} writes every bloom or ribbon filter under this name, but reading it back builds no filter: the database runs with none (every lookup reads the SST). Write bloomfilter:10:false or ribbonfilter:10.`,
        ),
      );
      continue;
    }
    const bits = filterBits(entry.value, grammarOf(ctx.profile));
    if (bits === undefined) {
      out.push(
        atValue(
          scope,
          entry,
          'ignored',
          `filter_policy=${entry.value} is not a filter RocksDB can build: it silently runs with no filter (every lookup reads the SST). Write bloomfilter:10:false or ribbonfilter:10.`,
        ),
      );
    } else if (inRange(ctx.profile, FILTER_POLICY_OBJECT_LIBRARY) && BLOCK_BASED_BLOOM.test(policyName(entry.value))) {
      const full = policyName(entry.value).replace(/:[^:]*$/, ':false');
      out.push(
        atValue(
          scope,
          entry,
          'blockBasedIgnored',
          `filter_policy=${entry.value}: ${ctx.profile.id} builds no block-based bloom filter any more: it runs the full filter and persists filter_policy=${full}. Write ${full}.`,
          { severity: 'error' },
        ),
      );
    } else if (bits < 1) {
      out.push(
        atValue(scope, entry, 'zeroBits', `filter_policy=${entry.value}: ${bits} bits per key builds an empty filter; use about 10.`, {
          severity: 'warning',
        }),
      );
    }
  }
  return out;
});
