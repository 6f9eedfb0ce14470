import { smalldatum, thesis } from '../provenance.js';
import type { SizingContext } from './context.js';
import { compressionOff } from './compression-off.js';
import type { Derivation } from './types.js';

/** compression=kNoCompression when compression is off for this workload; otherwise per-level (below). */
export function compression(ctx: SizingContext): Derivation<string> | undefined {
  if (!compressionOff(ctx)) return undefined;
  return {
    value: 'kNoCompression',
    formula: 'kNoCompression (constant)',
    source: ctx.preset.compressionOff ? thesis('2.6 / 3.5.6: compression disabled') : smalldatum('To compress or not compress'),
    why: ctx.preset.compressionOff
      ? 'Compression costs CPU the flush threads need during write peaks.'
      : 'Compression is off (--compression none).',
  };
}
