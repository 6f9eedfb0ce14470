// The capped regime for the sine benchmark (issue 19): the same groups, sync setting and cap accounting as
// `rocktune compare --memory-limit --disk-limit` (packages/cli/src/compare/engine-regime.ts), so the write phase is
// bounded by the disk cap and compactions compete with user writes for it, as on a disk-limited host.
import { parseSize } from '@rocktune/calculator';
import { createEngineRegime, type EngineRegime } from '../../packages/cli/src/compare/engine-regime.js';
import { DISK_LIMIT } from '../../packages/cli/src/flags/disk-limit.js';

export function createRegime(memoryLimit: string | undefined, diskLimit: string | undefined, dbDir: string): EngineRegime {
  const regime = createEngineRegime(
    memoryLimit ? parseSize(memoryLimit) : undefined,
    diskLimit ? DISK_LIMIT.parse(diskLimit) : undefined,
    dbDir,
  );
  for (const note of regime.notes) console.error(note);
  return regime;
}
