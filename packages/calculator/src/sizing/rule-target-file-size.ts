import { lsmRecordBytes } from './context.js';
import { defineNode } from './graph.js';

/** rules.md R9 before the cap and the floor: keysPerFile * (K + P), times the preset's factor. */
export const ruleTargetFileSize = defineNode('ruleTargetFileSize', ['keysPerFile'], (ctx, { keysPerFile }) =>
  Math.floor(keysPerFile.value * lsmRecordBytes(ctx) * ctx.preset.targetFileSizeFactor),
);
