import { defineNode } from './graph.js';

/** rules.md X-compression-off: the preset (T §3.5.6) or --compression none switches compression off entirely. */
export const compressionOff = defineNode(
  'compressionOff',
  [],
  ({ input, preset }) => preset.compressionOff || input.compression === 'none',
);
