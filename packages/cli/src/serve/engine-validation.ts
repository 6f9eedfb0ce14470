import { tmpdir } from 'node:os';
import { findEngine } from '../engine/engine.js';
import { isCapped, probeCappedRun, runCapped } from './capped-run.js';
import { VALIDATE_DEFAULTS } from '../flags/validation.js';
import type { RunValidation, ValidateAvailability } from './validate-api.js';
import type { ValidateRequest } from './validate-request.js';

/**
 * The addon's validateOptions, called in this process (the addon runs RocksDB in its own child process),
 * or why it cannot run here.
 */
export async function engineValidation(tmpRoot: string | undefined): Promise<{ availability: ValidateAvailability; run: RunValidation }> {
  const found = await findEngine();
  if ('reason' in found)
    return { availability: { available: false, reason: found.reason }, run: () => Promise.reject(new Error(found.reason)) };
  const { engine } = found;
  const dbDir = tmpRoot ?? tmpdir();
  const validate = (request: ValidateRequest, optionsText: string, { onProgress, signal }: Parameters<RunValidation>[1]) =>
    engine.validateOptions(optionsText, {
      dialect: request.dialect,
      keys: request.keys ?? VALIDATE_DEFAULTS.keys,
      ...(request.durationSec !== undefined ? { durationSec: request.durationSec } : {}),
      ...(request.keySize !== undefined ? { keySize: request.keySize } : {}),
      ...(request.valueSize !== undefined ? { valueSize: request.valueSize } : {}),
      ...(request.load !== undefined ? { loadOrder: request.load, writerKeys: request.load } : {}),
      ...(tmpRoot ? { tmpRoot } : {}),
      signal,
      onProgress,
    });
  const run: RunValidation = async (request, events) => {
    if (!isCapped(request)) return validate(request, request.optionsText, events);
    const { value, regime } = await runCapped(request, dbDir, (text) => validate(request, text, events));
    return { ...value, regime };
  };
  return { availability: { available: true, cappedRun: probeCappedRun(dbDir) }, run };
}
