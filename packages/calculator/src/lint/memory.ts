import { bytesAsNumber, memtablePeakBytes } from '../memory/exact.js';
import { DEFAULT_MEMORY_FRACTION } from './facts.js';
import type { LintContext } from './types.js';
import { parseRocksInteger } from './values.js';

/** RocksDB's block cache when a table section names none: an 8 MiB LRU cache per column family. */
const DEFAULT_BLOCK_CACHE = 8 * 2 ** 20;
const MIN_WRITE_BUFFERS = 2;

/** `1g`, `capacity=1g;num_shard_bits=6`, `{capacity=1g;...}` -> bytes; undefined when unreadable. */
export function blockCacheCapacity(value: string): number | undefined {
  const inner = value.replace(/^\{|\}$/g, '');
  const capacity = inner.includes('=') ? /(?:^|;)\s*capacity\s*=\s*([^;]*)/.exec(inner)?.[1] : inner;
  if (capacity === undefined) return undefined;
  const parsed = parseRocksInteger(capacity.trim(), 'uint64');
  return parsed.ok ? Number(parsed.value) : undefined;
}

/** Memtable memory at its peak: sum over column families of write_buffer_size x max_write_buffer_number (sanitized to >= 2), exact (rules.md R23). */
export function memtableBytes(ctx: LintContext): { total: number; perFamily: Array<{ name: string; bytes: number }> } {
  const perFamily = ctx.columnFamilies.map(({ name, cf }) => ({
    name,
    bytes: bytesAsNumber(memtablePeakBytes(Math.max(0, ctx.number(cf, 'write_buffer_size') ?? 0), Math.max(0, ctx.number(cf, 'max_write_buffer_number') ?? MIN_WRITE_BUFFERS))),
  }));
  return { total: perFamily.reduce((sum, f) => sum + f.bytes, 0), perFamily };
}

/** Block caches: one per column family as the file describes them (a loader may share one). */
export function blockCacheBytes(ctx: LintContext): number {
  return ctx.columnFamilies.reduce((sum, { table }) => {
    const value = ctx.value(table, 'block_cache');
    return sum + (value === undefined ? DEFAULT_BLOCK_CACHE : (blockCacheCapacity(value) ?? 0));
  }, 0);
}

export function memoryBudget(ctx: LintContext): { dram: number; fraction: number; budget: number } | undefined {
  const dram = ctx.facts.dramBytes;
  if (dram === undefined) return undefined;
  const fraction = ctx.facts.memoryFraction ?? DEFAULT_MEMORY_FRACTION;
  return { dram, fraction, budget: dram * fraction };
}
