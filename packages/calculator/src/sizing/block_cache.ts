import { defineNode } from './graph.js';

/** rules.md R17 as rules.md R21 leaves it: the cache grown by the metadata moved into it, within the budget. */
export const blockCache = defineNode('block_cache', ['metadataFit'], (_ctx, { metadataFit }) => metadataFit.cache);
