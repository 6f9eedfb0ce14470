import { minorOf } from '../../engines/versions.js';
import { defineRule } from '../define-rule.js';
import { atValue } from '../report.js';
import type { EntryLine } from '../../options-ini/index.js';
import type { ProfileOption } from '../../engines/types.js';
import type { LintContext, Report, Scope } from '../types.js';
import { INTEGER_TYPES, parseScalar, showNumber } from '../../engines/values.js';
import { knownEntries } from '../walk.js';

const INT64_MAX = 2n ** 63n - 1n;

/**
 * A cache capacity past 2^63-1 builds a cache of that capacity: one that never evicts (issue 34: the linked engine's
 * GetCapacity() reads 18446744073709551615 for capacity=-1, and the release jars of 6.29, 7.8 and 11.1 give the
 * block-cache-capacity property 2^64-1 and 2^63; an earlier reading of it as a signed number had looked like no cache).
 */
function cacheOverflow(scope: Scope, entry: EntryLine): Report[] {
  const capacity = entry.value.includes('=') ? /(?:^|[{;])\s*capacity\s*=\s*([^;}]*)/.exec(entry.value)?.[1] : entry.value;
  const parsed = capacity === undefined ? undefined : parseScalar(capacity.trim(), 'uint64');
  if (parsed && !parsed.ok && /range/.test(parsed.reason)) {
    return [
      atValue(
        scope,
        entry,
        'noCache',
        `${entry.key}=${entry.value}: the capacity is ${parsed.reason}; RocksDB refuses the file ("Error parsing ${entry.key}: stoull").`,
      ),
    ];
  }
  if (!parsed?.ok || typeof parsed.value !== 'bigint' || parsed.value <= INT64_MAX) return [];
  return [
    atValue(
      scope,
      entry,
      'noCache',
      `${entry.key}=${entry.value}: a capacity above 2^63-1 (${INT64_MAX}, ${showNumber(parsed.value)} here) is a ${entry.key.replace(/_/g, ' ')} that never evicts: it grows with every block read, without bound. Write the memory it may use.`,
      { severity: 'warning' },
    ),
  ];
}

/** Fields the engine parses wide and then truncates into (a profile option's `storedAs`): their low bits survive. */
const STORED: Partial<Record<string, { bits: number; signed: boolean }>> = {
  int: { bits: 32, signed: true },
  int32: { bits: 32, signed: true },
  uint8: { bits: 8, signed: false },
  uint32: { bits: 32, signed: false },
};

/** What a parsed value becomes in the narrower field it is stored in (undefined when it fits). */
function truncated(value: bigint, storedAs: string | undefined): bigint | undefined {
  const field = storedAs === undefined ? undefined : STORED[storedAs];
  if (!field) return undefined;
  const kept = field.signed ? BigInt.asIntN(field.bits, value) : BigInt.asUintN(field.bits, value);
  return kept === value ? undefined : kept;
}

/**
 * An 8-byte value parsed into a 4-byte field (`spillsInto`): the high 32 bits overwrite the next field unless the
 * loader happens to apply that key later (observed both ways on TRocksDB, for the same keys in another order).
 */
function spill(ctx: LintContext, scope: Scope, entry: EntryLine, option: ProfileOption, value: bigint): Report[] {
  const into = option.spillsInto;
  const neighbour = into === undefined ? undefined : ctx.option(scope, into);
  if (into === undefined || !neighbour) return [];
  const high = BigInt.asUintN(32, value >> 32n);
  const stated = ctx.value(scope, into) ?? neighbour.default;
  if (String(high) === stated || !/^\d+$/.test(stated)) return [];
  const low = BigInt.asUintN(32, value);
  const refused = neighbour.max !== undefined && high > BigInt(neighbour.max);
  const written = low + (BigInt(stated) << 32n);
  const message = `${entry.key}=${entry.value}: ${ctx.profile.id} parses 8 bytes into this 4-byte field, and the high 32 bits (${high}) land in ${into}, which then runs ${high} instead of ${stated}${refused ? `, a ${into} DB::Open refuses ("Unsupported BlockBasedTable ${into}")` : ''}, unless the loader applies ${into} last. Write ${entry.key}=${written}: ${showNumber(low)} plus ${into}=${stated} in the high half, as the engine itself writes it.`;
  return [atValue(scope, entry, 'spilled', message, refused ? {} : { severity: 'warning' })];
}

export const integerOverflowRule = defineRule('integer-overflow', (ctx) =>
  knownEntries(ctx).flatMap(({ scope, entry, option }) => {
    if (option.type === 'cache') return cacheOverflow(scope, entry);
    if (!INTEGER_TYPES.has(option.type)) return [];
    const parsed = parseScalar(entry.value, option.type);
    if (!parsed?.ok) return [];
    if (option.spillsInto !== undefined && typeof parsed.value === 'bigint') return spill(ctx, scope, entry, option, parsed.value);
    const kept = typeof parsed.value === 'bigint' ? truncated(parsed.value, option.storedAs) : undefined;
    // A release that wrote the value too wide (6.14's read_amp_bytes_per_bit=8589934592) meant the low bits.
    const writtenWide = ctx.fileVersion !== undefined && (option.wideWriters ?? []).includes(minorOf(ctx.fileVersion));
    if (kept !== undefined && writtenWide) return [];
    if (kept !== undefined) {
      // e.g. read_amp_bytes_per_bit=4294967296 runs 0 (observed with the linked library). A warning: the releases
      // that wrote this field as 8 bytes left such values in their files, and there the low bits are what was meant.
      const message = `${entry.key}=${entry.value} silently becomes ${showNumber(kept)}: the engine reads a ${option.type} and keeps only the low bits in a ${option.storedAs} field. A file written by a release that stored the field in 8 bytes carries such values and means ${showNumber(kept)}; anywhere else write a value that fits.`;
      return [atValue(scope, entry, 'wrapped', message, { severity: 'warning' })];
    }
    if (!parsed.wrapped) return [];
    const why = entry.value.trim().startsWith('-')
      ? `${option.type} is unsigned`
      : `it does not fit ${option.type === 'int' ? 'an' : 'a'} ${option.type}`;
    // The engine loads it and runs the wrapped value (the jars persist max_bytes_for_level_base=-68435456 as
    // 18446744073641116160 and open): a warning; a wrapped value the engine then refuses is that rule's error.
    return [
      atValue(
        scope,
        entry,
        'wrapped',
        `${entry.key}=${entry.value} silently becomes ${showNumber(parsed.value)}: ${why}. RocksDB loads the file and reads ${showNumber(parsed.value)}.`,
        { severity: 'warning' },
      ),
    ];
  }),
);
