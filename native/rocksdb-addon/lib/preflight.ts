// Checks before a test writes anything: enough free disk space for the planned data; and a full disk met on the
// way reported as "no space left on device" (ENGINE_DISK_SPACE).
// (The memtable-vs-memory check runs in C++ on the options RocksDB actually loaded.)
import { statfsSync, writeFileSync } from 'node:fs';

import { DISK_HEADROOM, formatGib } from '@rocktune/calculator';
import { EngineError } from './errors.js';

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
      `${what} plans ${formatGib(plannedBytes)} of data and needs about ${formatGib(need)} free in ${dir}; only ${formatGib(free)} is available`,
    );
  }
}

/** Below this many free bytes a filesystem counts as full (RocksDB's writes of WAL, LOG and SST blocks fail). */
const FULL_BELOW = 2 ** 20;

/** The free bytes of `dir`'s filesystem when it is full, else undefined (also when it cannot be read). */
export function fullDisk(dir: string): number | undefined {
  try {
    const free = freeBytes(dir);
    return free < FULL_BELOW ? free : undefined;
  } catch {
    return undefined;
  }
}

/** Writes a file of the run; a full disk (ENOSPC) becomes ENGINE_DISK_SPACE "no space left on device". */
export function writeRunFile(path: string, text: string | Buffer): void {
  try {
    writeFileSync(path, text);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
    throw new EngineError('ENGINE_DISK_SPACE', `no space left on device: cannot write ${path}`);
  }
}
