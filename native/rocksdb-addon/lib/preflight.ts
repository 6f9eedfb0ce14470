// Checks before a test writes anything: enough free disk space for the planned data.
// (The memtable-vs-memory check runs in C++ on the options RocksDB actually loaded.)
import { statfsSync } from 'node:fs';

import { EngineError } from './errors.js';

/** WAL + SSTs + compaction output can briefly hold the data about twice. */
export const DISK_HEADROOM = 2.5;

export function freeBytes(dir: string): number {
  const s = statfsSync(dir);
  return Number(s.bavail) * Number(s.bsize);
}

export function assertDiskSpace(dir: string, plannedBytes: number, what: string): void {
  const need = Math.ceil(plannedBytes * DISK_HEADROOM);
  const free = freeBytes(dir);
  if (free < need) {
    throw new EngineError(
      'ENGINE_DISK_SPACE',
      `${what} plans ${gib(plannedBytes)} of data and needs about ${gib(need)} free in ${dir}; only ${gib(free)} is available`,
    );
  }
}

function gib(n: number): string {
  return `${(n / 2 ** 30).toFixed(2)} GiB`;
}
