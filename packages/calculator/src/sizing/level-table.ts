import { formatBytes } from '../units.js';
import { defineNode } from './graph.js';
import { GUIDE } from './limits.js';
import type { LevelTable, Warning } from './types.js';
import { raiseWithinLimits } from './raise-within-limits.js';

/** G Figure 1 row 5: "Recommend either 5 or 6" levels. */
const GUIDE_LEVELS = { min: 5, max: 6 };

/** rules.md R14 with R13b: what the table means while the database is smaller than the full size. */
export const DYNAMIC_LEVELS_NOTE =
  'The table is the shape of the full database. With level_compaction_dynamic_level_bytes=true RocksDB fills the last level first while the database is smaller, and leaves the upper levels empty until it grows.';

/** The deepest level we search for the fit; 8^30 of any base exceeds any input. */
const MAX_LEVELS_SEARCHED = 30;

/** rules.md R14 (G Figure 5): level i holds 8^i target-size files, max_bytes_for_level_base * 8^(i-1) bytes. */
export const levelTable = defineNode('levelTable', ['max_bytes_for_level_base', 'databaseBytes'], (ctx, q) => {
  const base = q.max_bytes_for_level_base.value;
  const m = GUIDE.levelMultiplier;
  const rows = Array.from({ length: ctx.input.numLevels }, (_, i) => ({
    level: i + 1,
    files: m ** (i + 1),
    bytes: base * m ** i,
  }));
  const dataBytes = q.databaseBytes;
  let levelsNeeded = 1;
  let capacity = base;
  while (capacity < dataBytes && levelsNeeded < MAX_LEVELS_SEARCHED) {
    capacity += base * m ** levelsNeeded;
    levelsNeeded += 1;
  }
  const table: LevelTable = {
    rows,
    totalFiles: rows.reduce((sum, r) => sum + r.files, 0),
    totalBytes: rows.reduce((sum, r) => sum + r.bytes, 0),
    dataBytes,
    levelsNeeded,
    note: DYNAMIC_LEVELS_NOTE,
  };
  const warnings: Warning[] = [];
  if (ctx.input.numLevels < GUIDE_LEVELS.min || ctx.input.numLevels > GUIDE_LEVELS.max) {
    warnings.push({
      code: 'levels-outside-guide',
      severity: 'info',
      message: `num_levels: ${ctx.input.numLevels} levels below L0; the guide's spreadsheet recommends 5 or 6 (G Figure 1, row 5)`,
    });
  }
  if (levelsNeeded > ctx.input.numLevels) {
    const finding = `num_levels: the LSM data (${formatBytes(dataBytes)}) needs ${levelsNeeded} levels below L0 with a ${formatBytes(base)} level base and 8x multiplier, but only ${ctx.input.numLevels} are configured (${formatBytes(table.totalBytes)}); the last level will grow past its target`;
    const raise = raiseWithinLimits('numLevels', levelsNeeded);
    warnings.push({
      code: 'levels-insufficient',
      severity: 'warning',
      message: `${finding}: use --levels ${raise.step.to}${raise.words}`,
      finding,
      steps: [raise.step],
    });
  }
  return { table, warnings };
});
