import { defineRule } from '../define-rule.js';
import { EXT4_MAX_FILE_BYTES, preallocations, type Preallocation } from '../../engines/preallocation.js';
import { atOption, bytes } from '../report.js';
import type { LintContext, Report, Scope } from '../types.js';

/** Without --disk-free: a preallocation above this needs more free space than most database disks keep. */
const UNDECLARED_DISK_WARNING = 100e9;

/** The column family with the largest write_buffer_size: its WAL preallocation is the largest. */
function widestWriteBuffer(ctx: LintContext): { scope: Scope | undefined; writeBufferSize: number } {
  let widest: { scope: Scope | undefined; writeBufferSize: number } = { scope: ctx.columnFamilies[0]?.cf, writeBufferSize: 0 };
  for (const { cf } of ctx.columnFamilies) {
    const size = ctx.number(cf, 'write_buffer_size') ?? 0;
    if (size > widest.writeBufferSize) widest = { scope: cf, writeBufferSize: size };
  }
  return widest;
}

function scopeOf(ctx: LintContext, p: Preallocation, cf: Scope | undefined): Scope | undefined {
  return p.option === 'write_buffer_size' ? cf : ctx.db;
}

const FULL_DISK = 'the fallocate takes the free space and the next write fails with "No space left on device"';

function outcome(size: number, free: number | undefined): string {
  if (size > EXT4_MAX_FILE_BYTES)
    return `past ext4's 16 TiB file limit: there the fallocate is refused and takes nothing; on XFS or btrfs ${FULL_DISK}`;
  if (free === undefined) return `the disk needs that much free space (--disk-free says how much it has), or ${FULL_DISK}`;
  return `more than the ${bytes(free)} free (--disk-free): ${FULL_DISK}`;
}

export const preallocationExceedsDiskRule = defineRule('preallocation-exceeds-disk', (ctx) => {
  const { scope: cf, writeBufferSize } = widestWriteBuffer(ctx);
  const free = ctx.facts.diskFreeBytes;
  const limit = free ?? UNDECLARED_DISK_WARNING;
  const all = preallocations({
    allowFallocate: ctx.bool(ctx.db, 'allow_fallocate'),
    writeBufferSize,
    maxTotalWalSize: ctx.number(ctx.db, 'max_total_wal_size') ?? 0,
    dbWriteBufferSize: ctx.number(ctx.db, 'db_write_buffer_size') ?? 0,
    manifestPreallocationSize: ctx.number(ctx.db, 'manifest_preallocation_size') ?? 0,
  });
  const out: Report[] = [];
  for (const p of all.filter((a) => a.bytes > limit)) {
    const scope = scopeOf(ctx, p, cf);
    if (!scope) continue;
    const overFree = free !== undefined && p.bytes <= EXT4_MAX_FILE_BYTES;
    const fix =
      p.option === 'write_buffer_size' ? '; set max_total_wal_size or db_write_buffer_size to cap it, or allow_fallocate=false' : '';
    const message = `${p.option}: RocksDB preallocates ${bytes(p.bytes)} for ${p.how}, ${outcome(p.bytes, free)}${fix}.`;
    out.push(atOption(scope, p.option, overFree ? 'overFree' : 'large', message, { severity: overFree ? 'error' : undefined }));
  }
  return out;
});
