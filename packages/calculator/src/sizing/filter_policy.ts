import { extension, thesis } from '../provenance.js';
import { constant } from './constant.js';
import { defineNode } from './graph.js';

const BLOOM = 'bloomfilter:10:false';

/**
 * T §4.4 on presets with the read-optimized table: bloom filters recover point-read performance; 10 bits/key (~1% false
 * positives). rules.md X-small-db-filter: the other presets get the same filter where the database is small (L0-L2 hold
 * a tenth of it or more), because every point read then probes each L0 file; none otherwise (E1).
 */
export const filterPolicy = defineNode('filter_policy', ['smallDatabase'], ({ preset }, { smallDatabase: db }) => {
  if (preset.readOptimizedTable) {
    return constant(
      BLOOM,
      thesis('4.4 bloom filters'),
      'A full bloom filter with 10 bits per key skips ~99% of SSTs that do not hold the key.',
    );
  }
  if (!db.small) return undefined;
  return {
    value: BLOOM,
    formula: `${db.text}: ${BLOOM}`,
    source: extension(
      'every Get probes each L0 file, and L0 holds much of a small database (rules.md X-small-db-filter; capped regime: without a filter a Get read 44 KB of disk, with one 4.6 KB)',
    ),
    why: 'Without a filter a point read reads a data block from every L0 file that may hold the key; the filter (1.25 bytes per key) skips ~99% of them.',
  };
});
