import { splitList } from '../../options-ini/index.js';
import { defineRule } from '../define-rule.js';
import { fix, replaceValueEdit } from '../edits.js';
import { atValue } from '../report.js';
import type { Report } from '../types.js';
import { knownEntries } from '../walk.js';

/** Debian's librocksdb links snappy, zlib, bzip2, lz4 and zstd; Xpress exists only on Windows. */
const NOT_LINKED = new Set(['kXpressCompression']);
const DEPRECATED: Record<string, string> = { kZSTDNotFinalCompression: 'kZSTD' };
/**
 * Options DB::Open does not check for a linked compression (observed on the linked engine: both open): the WAL runs
 * uncompressed (the persisted file says wal_compression=kNoCompression), and a block the bottommost level fails
 * to compress is stored uncompressed (BlockBasedTableBuilder keeps the raw block when compression fails).
 */
const RUNS_INSTEAD: Record<string, string> = {
  wal_compression: 'the WAL runs uncompressed (kNoCompression)',
  bottommost_compression: 'the bottommost level is written uncompressed',
};
const COMPRESSION_OPTIONS = new Set([
  'compression',
  'compression_per_level',
  'bottommost_compression',
  'blob_compression_type',
  'wal_compression',
  'ring_compression_style',
]);

export const compressionNotSupportedRule = defineRule('compression-not-supported', (ctx) => {
  const out: Report[] = [];
  for (const { scope, entry } of knownEntries(ctx)) {
    if (!COMPRESSION_OPTIONS.has(entry.key)) continue;
    const items = splitList(entry.rawValue);
    const missing = items.find((i) => NOT_LINKED.has(i));
    const runs = missing ? RUNS_INSTEAD[entry.key] : undefined;
    if (missing && runs) {
      out.push(
        atValue(
          scope,
          entry,
          'notLinkedRuns',
          `${entry.key}=${entry.value}: ${missing} is not linked into RocksDB on Linux; DB::Open accepts it here and ${runs}. Use kLZ4Compression or kZSTD.`,
          { severity: 'warning' },
        ),
      );
      continue;
    }
    if (missing) {
      out.push(
        atValue(
          scope,
          entry,
          'notLinked',
          `${missing} is not linked into RocksDB on Linux: DB::Open fails ("Compression type ${missing} is not linked with the binary"). Use kLZ4Compression or kZSTD.`,
        ),
      );
      continue;
    }
    if (!items.some((i) => DEPRECATED[i])) continue;
    const fixed = items.map((i) => DEPRECATED[i] ?? i).join(':');
    out.push(
      atValue(scope, entry, 'deprecated', `kZSTDNotFinalCompression is a deprecated alias of kZSTD.`, {
        severity: 'warning',
        fix: fix(`set ${entry.key}=${fixed}`, replaceValueEdit(ctx, entry, fixed)),
      }),
    );
  }
  return out;
});
