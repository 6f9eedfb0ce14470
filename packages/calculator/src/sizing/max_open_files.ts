import { extension } from '../provenance.js';
import { formatInteger } from '../units.js';
import { defineNode } from './graph.js';

/** rules.md X-max-open-files: keep every file of the budget open: the file rules sized the database to fit F files. */
export const maxOpenFiles = defineNode('max_open_files', [], ({ input }) => {
  return {
    value: input.openFiles,
    formula: `F = ${formatInteger(input.openFiles)}`,
    source: extension('the file rules size the database to the open-file budget F, so a table cache of F keeps every SST open'),
    why: 'A table cache smaller than the SST count thrashes (calibration: 1,000 open files cost about a third of the reads).',
  };
});
