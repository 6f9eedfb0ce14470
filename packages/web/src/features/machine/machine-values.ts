import { formatInteger, GIB, MIB, parseSize } from '@rocktune/calculator';
import type { FormValues } from '../../state/fields.js';
import type { Machine } from './use-machine.js';

const UNITS: ReadonlyArray<[string, number]> = [
  ['GB', 1e9],
  ['GiB', GIB],
  ['MB', 1e6],
  ['MiB', MIB],
];

/**
 * Bytes in the form's own notation, exactly, as a reader takes them in: `128GB`, `25.5GB`, `512MiB` where a unit
 * with at most three decimals holds them, else the bytes in groups of three, `25,325,268,992` (a host's MemTotal).
 */
export function exactSize(bytes: number): string {
  for (const [unit, size] of UNITS) {
    if (bytes < size) continue;
    const text = `${Number((bytes / size).toFixed(3))}${unit}`;
    if (parseSize(text) === bytes) return text;
  }
  return formatInteger(bytes);
}

/** The detected hardware as the form's fields hold it (what "This machine" fills in and re-sizing uses). */
export function machineValues(values: FormValues, m: Machine): FormValues {
  return { ...values, cpuThreads: String(m.cpuThreads), dramBytes: exactSize(m.dramBytes), openFiles: String(m.openFiles) };
}
