// The capped regime for the sine benchmark (issue 19): the same groups, sync setting and cap accounting as
// `rocktune compare --memory-limit --disk-limit` (packages/cli/src/compare/engine-regime.ts), so the write phase is
// bounded by the disk cap and compactions compete with user writes for it, as on a disk-limited host.
import { parseSize } from '@rocktune/calculator';
import { capText, capUse, type CapUse } from '../../packages/cli/src/compare/cap-use.js';
import type { DiskCharge } from '../../packages/cli/src/compare/disk-limit.js';
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

/**
 * The cap use of the first `untilSec` seconds of a run (the sine, before its low-rate tail): call `at(t)` with the
 * run's clock as it advances (its progress events); `use()` then compares the bytes charged by `untilSec` with the cap.
 */
export function partMeter(regime: EngineRegime, diskLimit: string, untilSec: number) {
  const caps = DISK_LIMIT.parse(diskLimit);
  const before = regime.charged();
  let end: DiskCharge | undefined;
  return {
    at(tSec: number): void {
      if (end === undefined && tSec >= untilSec) end = regime.charged();
    },
    use(): (CapUse & { text: string }) | undefined {
      if (!before || !end) return undefined;
      const u = capUse(before, end, caps, untilSec);
      return { ...u, text: `${capText(u)} (${(u.writeBytes / 1e6).toFixed(0)} MB written in the first ${untilSec} s)` };
    },
  };
}
