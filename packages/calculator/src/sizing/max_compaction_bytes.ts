import { bulkLoadCompactionBytes } from '../engines/facts.js';
import { thesis } from '../provenance.js';
import { defineNode } from './graph.js';
import { shiftText } from './limits.js';

/**
 * The target's PrepareForBulkLoad value, so one manual compaction takes all of L0 (rules.md P-bulk-load). Written
 * as exact decimal text: as a JavaScript number 2^60 would print as 1152921504606847000, which is not 2^60.
 */
export const maxCompactionBytes = defineNode('max_compaction_bytes', [], ({ preset, profile }) => {
  if (!preset.unlimitedCompactionBytes) return undefined;
  const bytes = bulkLoadCompactionBytes(profile);
  return {
    value: bytes.toString(),
    formula: `${shiftText(bytes)} = ${bytes.toString()}`,
    source: thesis('3.3.1 PrepareForBulkLoad()'),
    why: 'The final manual compaction takes all L0 files in one run.',
  };
});
