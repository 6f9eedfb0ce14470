// Did a run reach its disk cap? A run is repeatable only when the disk, not the shared CPU, held it back: the bytes
// its cgroup was charged on the limiting resource (reads or writes, whichever came closer to its cap) reach at
// least AT_CAP x cap x seconds. Runs below that are as noisy as an uncapped run; they are marked and not counted.
import type { DiskCaps } from '../flags/disk-limit.js';
import type { DiskCharge } from './disk-limit.js';

export const AT_CAP = 0.9;

export interface CapUse {
  seconds: number;
  readBytes: number;
  writeBytes: number;
  /** Charged bytes / (cap x seconds), per direction. */
  readFraction: number;
  writeFraction: number;
  limiting: 'read' | 'write';
  atCap: boolean;
}

export function capUse(before: DiskCharge, after: DiskCharge, caps: DiskCaps, seconds: number): CapUse {
  const readBytes = Math.max(0, after.readBytes - before.readBytes);
  const writeBytes = Math.max(0, after.writeBytes - before.writeBytes);
  const span = Math.max(seconds, 1e-9);
  const readFraction = readBytes / (caps.readBps * span);
  const writeFraction = writeBytes / (caps.writeBps * span);
  const limiting = writeFraction >= readFraction ? 'write' : 'read';
  return { seconds, readBytes, writeBytes, readFraction, writeFraction, limiting, atCap: Math.max(readFraction, writeFraction) >= AT_CAP };
}

/** "write 97% of cap" / "read 62% of cap, BELOW CAP": one phase of one run, for the text report. */
export function capText(u: CapUse): string {
  const f = u.limiting === 'write' ? u.writeFraction : u.readFraction;
  return `${u.limiting} ${Math.round(f * 100)}% of cap${u.atCap ? '' : ' BELOW CAP'}`;
}
