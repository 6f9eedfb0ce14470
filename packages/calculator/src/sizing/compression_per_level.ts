import { extension, smalldatum } from '../provenance.js';
import { CODEC_NAMES } from './codec-names.js';
import { defineNode } from './graph.js';

/** M: "I usually suggest no compression for levels 0, 1 and 2". */
const UNCOMPRESSED_LEVELS = 3;

/**
 * rules.md X-per-level-compression (M "To compress or not compress"): no compression on L0-L2, the codec from L3 on.
 * rules.md X-small-db-compression: M's premise is that L0-L2 hold a small share of the data; where their capacity
 * (L0 trigger x write buffer + level base x (1 + multiplier)) is at least a tenth of the database, every level is
 * compressed.
 */
export const compressionPerLevel = defineNode(
  'compression_per_level',
  ['compressionOff', 'smallDatabase', 'num_levels'],
  (ctx, { compressionOff, smallDatabase: db, num_levels }) => {
    if (compressionOff) return undefined;
    const numLevels = num_levels.value;
    const codec = CODEC_NAMES[ctx.input.compression as keyof typeof CODEC_NAMES];
    if (db.small) {
      return {
        value: Array.from({ length: numLevels }, () => codec),
        formula: `${db.text}: every level ${codec}`,
        source: extension(
          'M leaves L0-L2 uncompressed because they hold little of a large database; in a small one they hold most of it (rules.md X-small-db-compression; capped regime: uncompressed L0 wrote 2.5 disk bytes per user byte, defaults 1.3)',
        ),
        why: 'Where L0-L2 hold much of the data, compressing them saves disk bytes on every flush and compaction: what a disk-limited host runs out of.',
      };
    }
    const value = Array.from({ length: numLevels }, (_, level) => (level < UNCOMPRESSED_LEVELS ? 'kNoCompression' : codec));
    return {
      value,
      formula: `L0-L2 kNoCompression, L3-L${numLevels - 1} ${codec}`,
      source: smalldatum('To compress or not compress'),
      why: 'Compressing L0-L2 saves little space and costs 1.3x write throughput and more stalls.',
    };
  },
);
