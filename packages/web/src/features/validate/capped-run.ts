import { formatBytes } from '@rocktune/calculator';
import type { Report } from './use-validate-run.js';

/**
 * The capped run the page offers: `rocktune validate --memory-limit 512MiB --disk-limit write=40MB,read=50MB
 * --load random` (docs/evidence.md's capped regime: the database does not fit the page cache, the disk sets the pace).
 */
export const CAPPED_RUN = {
  memoryLimitBytes: 512 * 2 ** 20,
  diskLimit: { writeBytesPerSec: 40_000_000, readBytesPerSec: 50_000_000 },
  load: 'random',
} as const;

const mbps = (bytesPerSec: number) => `${bytesPerSec / 1e6}`;

/** "capped run (memory 512 MiB, disk 40/50 MB/s)": the choice as the panel names it. */
export const CAPPED_RUN_LABEL = `capped run (memory ${formatBytes(CAPPED_RUN.memoryLimitBytes, 'binary')}, disk ${mbps(CAPPED_RUN.diskLimit.writeBytesPerSec)}/${mbps(CAPPED_RUN.diskLimit.readBytesPerSec)} MB/s)`;

/** How the run was capped and whether it reached its disk cap (runs below 90 % are as noisy as uncapped ones). */
export function cappedWords(regime: NonNullable<Report['regime']>): string {
  const uncapped = [
    regime.memory?.method === 'direct-io' ? 'memory' : '',
    regime.disk === undefined || regime.disk.method === 'none' ? 'disk' : '',
  ].filter(Boolean);
  if (uncapped.length > 0)
    return `This host could not cap the ${uncapped.join(' and ')}, so the run was not capped: ${regime.notes.join('; ')}.`;
  const how = `Capped run: memory ${formatBytes(regime.memory?.limitBytes ?? 0, 'binary')} (${regime.memory?.method}), disk writes ${mbps(regime.disk?.writeBytesPerSec ?? 0)} MB/s and reads ${mbps(regime.disk?.readBytesPerSec ?? 0)} MB/s (${regime.disk?.method}).`;
  const cap = regime.cap;
  if (!cap) return `${how} The disk use was not measured.`;
  const at = cap.atCap
    ? 'At the cap: the disk, not the shared CPU, set the pace, so the figures repeat.'
    : `Below the cap (under ${Math.round((regime.disk?.atCapFraction ?? 0.9) * 100)} %): as noisy as an uncapped run; run it again or with more keys.`;
  return `${how} Disk use: ${cap.text}. ${at}`;
}
