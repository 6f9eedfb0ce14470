import { readFileSync } from 'node:fs';
import os from 'node:os';
import { formatBytes } from '@rocktune/calculator';
import { cgroupCpuLimit, cgroupMemoryLimit, softOpenFileLimit, type ReadText } from './cgroup.js';

export interface HostReadings {
  /** CPUs this process may run on (sched affinity), from os.availableParallelism(). */
  affinityCpus: number;
  totalMemBytes: number;
  read: ReadText;
}

export interface DetectedHardware {
  cpuThreads: number;
  dramBytes: number;
  /** Soft ulimit -n, when it could be read. */
  openFileLimit: number | undefined;
  /** One line per fact, for the "detected" report on stderr. */
  notes: string[];
}

/** The guide used 80,000 of a 150,000 ulimit for its calculation, leaving room for logs, WAL and MANIFEST. */
export const GUIDE_OPEN_FILE_SHARE = 80_000 / 150_000;

export function readThisHost(): HostReadings {
  return {
    affinityCpus: os.availableParallelism(),
    totalMemBytes: os.totalmem(),
    read: (path) => {
      try {
        return readFileSync(path, 'utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/** This host's hardware as RocksDB will see it: CPU affinity and cgroup quota, DRAM and cgroup memory limit, soft ulimit -n. */
export function detectHardware(readings: HostReadings): DetectedHardware {
  const notes: string[] = [];
  const quota = cgroupCpuLimit(readings.read);
  const cpuThreads = quota === undefined ? readings.affinityCpus : Math.min(quota, readings.affinityCpus);
  notes.push(
    `CPU threads ${cpuThreads} (affinity ${readings.affinityCpus}${quota === undefined ? ', no cgroup CPU quota' : `, cgroup quota ${quota}`})`,
  );
  const memLimit = cgroupMemoryLimit(readings.read);
  const dramBytes = memLimit === undefined ? readings.totalMemBytes : Math.min(memLimit, readings.totalMemBytes);
  notes.push(
    `DRAM ${dramBytes} bytes = ${formatBytes(dramBytes, 'binary')} (${memLimit === undefined ? 'no cgroup memory limit' : `cgroup limit ${memLimit}`}, physical ${readings.totalMemBytes})`,
  );
  const openFileLimit = softOpenFileLimit(readings.read);
  notes.push(
    openFileLimit === undefined ? 'open files: soft ulimit -n unlimited or unreadable' : `open files: soft ulimit -n ${openFileLimit}`,
  );
  return { cpuThreads, dramBytes, openFileLimit, notes };
}
