import { BUILTIN_BLOOM_BUILDS_NOTHING, HAND_PARSED_FILTER_POLICY, inRange } from '../../engines/data/behaviours-observed.js';
import { parseRocksDouble, parseRocksInteger } from '../../engines/values.js';
import { defineRule } from '../define-rule.js';
import { parseNested } from '../../engines/nested.js';
import { atValue } from '../report.js';
import type { Report } from '../types.js';

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?`;
/** What FilterPolicy::CreateFromString (RocksDB 7.x and later) builds a filter from (checked against the linked library in test/engines). */
const VALID = [
  new RegExp(String.raw`^(?:bloomfilter|rocksdb\.BloomFilter):(${NUMBER})(?::(?:true|false|1|0))?$`),
  new RegExp(String.raw`^ribbonfilter:(${NUMBER})(?::-?\d+)?$`),
  /^rocksdb\.(?:BuiltinBloomFilter|internal\.\w+(?::.*)?)$/,
];

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
export function filterBits(written: string, handParsed = false): number | undefined {
  const value = policyName(written);
  if (handParsed) return handParsedBits(value);
  for (const pattern of VALID) {
    const m = pattern.exec(value);
    if (m) return m[1] === undefined ? Number.NaN : Number(m[1]);
  }
  return undefined;
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
    const bits = filterBits(entry.value, inRange(ctx.profile, HAND_PARSED_FILTER_POLICY));
    if (bits === undefined) {
      out.push(
        atValue(
          scope,
          entry,
          'ignored',
          `filter_policy=${entry.value} is not a filter RocksDB can build: it silently runs with no filter (every lookup reads the SST). Write bloomfilter:10:false or ribbonfilter:10.`,
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
