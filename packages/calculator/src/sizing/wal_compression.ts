import { extension } from '../provenance.js';
import { compressionOff } from './compression-off.js';
import type { SizingContext } from './context.js';
import { smallDatabase } from './small-database.js';
import type { Derivation } from './types.js';

/**
 * rules.md X-small-db-wal-compression: where the database is small (rules.md X-small-db) flushes and
 * compactions write about as many bytes as the user does, so the WAL is about half of all bytes written; ZSTD on
 * the WAL where the target knows wal_compression and compression is on.
 */
export function walCompression(ctx: SizingContext): Derivation<string> | undefined {
  if (compressionOff(ctx) || ctx.profile.get('DBOptions', 'wal_compression') === undefined) return undefined;
  const db = smallDatabase(ctx);
  if (!db.small) return undefined;
  return {
    value: 'kZSTD',
    formula: `${db.text}: kZSTD`,
    source: extension(
      "in a small database the WAL is about half of the bytes written (rules.md X-small-db-wal-compression; capped regime: the random load took 44.1 s with it, 59.8 s without, RocksDB's defaults 65.7 s)",
    ),
    why: 'Every user byte is written to the WAL once; where flushes and compactions add little, compressing the WAL removes a large share of the disk writes.',
  };
}
