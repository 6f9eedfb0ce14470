import { bulkLoadCompactionBytes } from '../engines/facts.js';
import { thesis } from '../provenance.js';
import type { SizingContext } from './context.js';
import { shiftText } from './limits.js';
import type { Derivation } from './types.js';

/**
 * The target's PrepareForBulkLoad value, so one manual compaction takes all of L0 (rules.md P-bulk-load). Written
 * as exact decimal text: as a JavaScript number 2^60 would print as 1152921504606847000, which is not 2^60.
 */
export function maxCompactionBytes({ profile }: SizingContext): Derivation<string> {
  const bytes = bulkLoadCompactionBytes(profile);
  return {
    value: bytes.toString(),
    formula: `${shiftText(bytes)} = ${bytes.toString()}`,
    source: thesis('3.3.1 PrepareForBulkLoad()'),
    why: 'The final manual compaction takes all L0 files in one run.',
  };
}
