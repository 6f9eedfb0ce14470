import { defaultTargetFor } from '../engines/registry.js';
import type { SizingInput, SizingInputRaw } from './schema.js';

/** The CLI flag of each input field: error messages, reproduce lines and share links use one vocabulary. */
export const INPUT_FLAGS: Record<keyof SizingInputRaw, string> = {
  cpuThreads: '--threads',
  dramBytes: '--dram',
  keySize: '--key-size',
  keyOverhead: '--key-overhead',
  valueSize: '--value-size',
  totalKeys: '--keys',
  openFiles: '--open-files',
  numLevels: '--levels',
  memoryFraction: '--memory-fraction',
  workload: '--workload',
  dialect: '--dialect',
  kvSeparation: '--kv-separation',
  compression: '--compression',
  compressionFactor: '--compression-factor',
  diskWriteBytesPerSec: '--disk-write-rate',
};

/**
 * `rocktune generate ...` that reproduces an input exactly (sizes in bytes, counts in digits), with
 * `--target` when the file is written for another version than the engine's default.
 */
export function reproduceCommand(input: SizingInput, target?: string): string {
  const parts = ['rocktune generate'];
  for (const [field, flag] of Object.entries(INPUT_FLAGS) as Array<[keyof SizingInputRaw, string]>) {
    // Key-value separation as asked (auto/on/off), so the CLI decides as the page did and the line says what was chosen.
    const value = field === 'kvSeparation' ? input.kvSeparationMode : input[field];
    if (value === undefined) continue;
    parts.push(flag, typeof value === 'boolean' ? (value ? 'on' : 'off') : String(value));
  }
  if (target !== undefined && target !== defaultTargetFor(input.dialect)) parts.push('--target', target);
  return parts.join(' ');
}
