import { smalldatum, thesis } from '../provenance.js';
import { defineNode } from './graph.js';

/** compression=kNoCompression when compression is off for this workload; otherwise per-level (below). */
export const compression = defineNode('compression', ['compressionOff'], (ctx, { compressionOff }) => {
  if (!compressionOff) return undefined;
  return {
    value: 'kNoCompression',
    formula: 'kNoCompression (constant)',
    source: ctx.preset.compressionOff ? thesis('2.6 / 3.5.6: compression disabled') : smalldatum('To compress or not compress'),
    why: ctx.preset.compressionOff
      ? 'Compression costs CPU the flush threads need during write peaks.'
      : 'Compression is off (--compression none).',
  };
});
