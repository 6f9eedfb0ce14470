import { smalldatum } from '../provenance.js';
import { CODEC_NAMES } from './codec-names.js';
import { compressionOff } from './compression-off.js';
import type { SizingContext } from './context.js';
import type { Derivation } from './types.js';

/** M: "I usually suggest no compression for levels 0, 1 and 2". */
const UNCOMPRESSED_LEVELS = 3;

/** rules.md X-per-level-compression (M "To compress or not compress"): no compression on L0-L2, the codec from L3 on. */
export function compressionPerLevel(ctx: SizingContext, numLevels: number): Derivation<string[]> | undefined {
  if (compressionOff(ctx)) return undefined;
  const codec = CODEC_NAMES[ctx.input.compression as keyof typeof CODEC_NAMES];
  const value = Array.from({ length: numLevels }, (_, level) => (level < UNCOMPRESSED_LEVELS ? 'kNoCompression' : codec));
  return {
    value,
    formula: `L0-L2 kNoCompression, L3-L${numLevels - 1} ${codec}`,
    source: smalldatum('To compress or not compress'),
    why: 'Compressing L0-L2 saves little space and costs 1.3x write throughput and more stalls.',
  };
}
