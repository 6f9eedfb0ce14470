import { parseSize } from '@rocktune/calculator';
import type { FormValues } from '../../state/fields.js';
import type { Machine } from './use-machine.js';

const DECIMAL_UNITS: ReadonlyArray<[string, number]> = [
  ['GB', 1e9],
  ['MB', 1e6],
  ['KB', 1e3],
];

/**
 * Bytes in the form's own notation (decimal units, as its hint and the guide write them): `25.276502016GB`, `64GB`.
 * The largest unit whose text parses back to exactly these bytes; plain digits when none does.
 */
export function exactSize(bytes: number): string {
  for (const [unit, size] of DECIMAL_UNITS) {
    if (bytes < size) continue;
    const text = `${(bytes / size).toFixed(9).replace(/\.?0+$/, '')}${unit}`;
    if (parseSize(text) === bytes) return text;
  }
  return String(bytes);
}

/** The detected hardware as the form's fields hold it (what "This machine" fills in and re-sizing uses). */
export function machineValues(values: FormValues, m: Machine): FormValues {
  return { ...values, cpuThreads: String(m.cpuThreads), dramBytes: exactSize(m.dramBytes), openFiles: String(m.openFiles) };
}
