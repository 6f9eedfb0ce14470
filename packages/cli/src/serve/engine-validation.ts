import { findEngine } from '../engine/engine.js';
import { VALIDATE_DEFAULTS } from '../flags/validation.js';
import type { RunValidation, ValidateAvailability } from './validate-api.js';

/**
 * The addon's validateOptions, called in this process (the addon runs RocksDB in its own child process),
 * or why it cannot run here.
 */
export async function engineValidation(tmpRoot: string | undefined): Promise<{ availability: ValidateAvailability; run: RunValidation }> {
  const found = await findEngine();
  if ('reason' in found) return { availability: { available: false, reason: found.reason }, run: () => Promise.reject(new Error(found.reason)) };
  const { engine } = found;
  const run: RunValidation = (request, { onProgress, signal }) =>
    engine.validateOptions(request.optionsText, {
      dialect: request.dialect,
      keys: request.keys ?? VALIDATE_DEFAULTS.keys,
      ...(request.durationSec !== undefined ? { durationSec: request.durationSec } : {}),
      ...(request.keySize !== undefined ? { keySize: request.keySize } : {}),
      ...(request.valueSize !== undefined ? { valueSize: request.valueSize } : {}),
      ...(tmpRoot ? { tmpRoot } : {}),
      signal,
      onProgress,
    });
  return { availability: { available: true }, run };
}
