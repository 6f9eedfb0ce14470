import { GUIDE_EXAMPLE } from '@rocktune/calculator';
import { detectHardware, GUIDE_OPEN_FILE_SHARE, type HostReadings } from './detect.js';

/** The hardware inputs `generate` uses when the user gives none, and `GET /api/machine` reports. */
export interface HostDefaults {
  cpuThreads: number;
  dramBytes: number;
  openFiles: number;
  /** Soft ulimit -n, when it could be read (openFiles is derived from it). */
  openFileLimit: number | null;
  notes: { cpuThreads: string; dramBytes: string; openFiles: string };
}

/** This host's CPU threads, DRAM and open-file budget, each with the sentence that says where it came from. */
export function hostDefaults(readings: HostReadings): HostDefaults {
  const hw = detectHardware(readings);
  const openFiles =
    hw.openFileLimit === undefined ? GUIDE_EXAMPLE.openFiles : Math.max(20, Math.floor(hw.openFileLimit * GUIDE_OPEN_FILE_SHARE));
  return {
    cpuThreads: hw.cpuThreads,
    dramBytes: hw.dramBytes,
    openFiles,
    openFileLimit: hw.openFileLimit ?? null,
    notes: {
      cpuThreads: `detected ${hw.notes[0]}`,
      dramBytes: `detected ${hw.notes[1]}`,
      openFiles:
        hw.openFileLimit === undefined
          ? `assumed open files ${GUIDE_EXAMPLE.openFiles} (the guide's budget; ulimit -n unreadable or unlimited)`
          : `assumed open files ${openFiles} = 8/15 of soft ulimit -n ${hw.openFileLimit} (the guide used 80,000 of 150,000)`,
    },
  };
}
