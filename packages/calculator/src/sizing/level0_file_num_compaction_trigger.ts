import { guide, thesis } from '../provenance.js';
import { defineNode } from './graph.js';
import { GUIDE, shiftText } from './limits.js';

/** rules.md R3: always 4 (G "CPU Threads Tuning"); bulk-load: the target's PrepareForBulkLoad() value. */
export const level0FileNumCompactionTrigger = defineNode('level0_file_num_compaction_trigger', [], ({ preset, profile }) => {
  if (preset.l0Triggers === 'all-unlimited') {
    const unlimited = profile.bulkLoad.level0Trigger;
    return {
      value: unlimited,
      formula: `${shiftText(unlimited)} = ${unlimited}`,
      source: thesis('3.3.1 PrepareForBulkLoad()'),
      why: 'No L0 compaction during the load: files stay in L0 until the final manual compaction.',
    };
  }
  return {
    value: GUIDE.l0CompactionTrigger,
    formula: `${GUIDE.l0CompactionTrigger} (constant)`,
    source: guide('CPU Threads Tuning: "always set to 4"'),
    why: 'Four full buffers flush into L0 files that one compaction merges.',
  };
});
