import { guide } from '../provenance.js';
import { CODEC_NAMES } from './codec-names.js';
import { defineNode } from './graph.js';

/**
 * rules.md R13: value files are compressed with the chosen codec (G Figure 1's compression_factor 0.5 assumes
 * compressed VLog files); none when compression is off.
 */
export const valueCompression = defineNode('valueCompression', ['compressionOff'], (ctx, { compressionOff: off }) => {
  const value = off ? 'kNoCompression' : CODEC_NAMES[ctx.input.compression as keyof typeof CODEC_NAMES];
  return {
    value,
    formula: off ? 'kNoCompression (compression off)' : `--compression ${ctx.input.compression} = ${value}`,
    source: guide('Figure 1, row 11: compression_factor 0.5 (compressed value files)'),
    why: off
      ? 'Values are stored as written: compression is off.'
      : 'Values are compressed once, when their file is written; the value file size assumes this.',
  };
});
