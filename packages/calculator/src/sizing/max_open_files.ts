import { extension } from '../provenance.js';
import type { SizingContext } from './context.js';
import { formatInteger } from '../units.js';
import type { Derivation } from './types.js';

/** rules.md X-max-open-files: keep every file of the budget open: the file rules sized the database to fit F files. */
export function maxOpenFiles({ input }: SizingContext): Derivation {
  return {
    value: input.openFiles,
    formula: `F = ${formatInteger(input.openFiles)}`,
    source: extension('the file rules size the database to the open-file budget F, so a table cache of F keeps every SST open'),
    why: 'A table cache smaller than the SST count thrashes (calibration: 1,000 open files cost about a third of the reads).',
  };
}
