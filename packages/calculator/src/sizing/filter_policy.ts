import { extension, thesis } from '../provenance.js';
import { constant } from './constant.js';
import type { SizingContext } from './context.js';
import { smallDatabase } from './small-database.js';
import type { Derivation } from './types.js';

const BLOOM = 'bloomfilter:10:false';

/** T §4.4: bloom filters recover point-read performance; 10 bits/key (~1% false positives). */
export const filterPolicy = (): Derivation<string> =>
  constant(BLOOM, thesis('4.4 bloom filters'), 'A full bloom filter with 10 bits per key skips ~99% of SSTs that do not hold the key.');

/**
 * rules.md X-small-db-filter: presets without the read-optimized table get the same filter where the database is small
 * (L0-L2 hold a tenth of it or more), because every point read then probes each L0 file; none otherwise (E1).
 */
export function smallDatabaseFilter(ctx: SizingContext): Derivation<string> | undefined {
  const db = smallDatabase(ctx);
  if (!db.small) return undefined;
  return {
    value: BLOOM,
    formula: `${db.text}: ${BLOOM}`,
    source: extension(
      'every Get probes each L0 file, and L0 holds much of a small database (rules.md X-small-db-filter; capped regime: without a filter a Get read 44 KB of disk, with one 4.6 KB)',
    ),
    why: 'Without a filter a point read reads a data block from every L0 file that may hold the key; the filter (1.25 bytes per key) skips ~99% of them.',
  };
}
