import type { RunValidation, ValidateAvailability } from './validate-api.js';

const ENGINE_MODULE = '@rocktune/rocksdb-addon';
/** T2 keys when the page does not say (the `rocktune validate` default). */
const DEFAULT_KEYS = 2_000_000;

/**
 * The addon's validateOptions, called in this process (the addon runs RocksDB in its own child process),
 * or why it cannot run here.
 */
export async function engineValidation(tmpRoot: string | undefined): Promise<{ availability: ValidateAvailability; run: RunValidation }> {
  let engine: typeof import('@rocktune/rocksdb-addon');
  try {
    engine = (await import(ENGINE_MODULE)) as typeof import('@rocktune/rocksdb-addon');
  } catch (error) {
    const reason = `the RocksDB addon is not installed (${(error as Error).message.split('\n')[0]})`;
    return { availability: { available: false, reason }, run: () => Promise.reject(new Error(reason)) };
  }
  const availability: ValidateAvailability = engine.addonBuilt()
    ? { available: true }
    : { available: false, reason: `the RocksDB addon is not built. ${engine.BUILD_HINT}` };
  const run: RunValidation = (request, { onProgress, signal }) =>
    engine.validateOptions(request.optionsText, {
      dialect: request.dialect,
      keys: request.keys ?? DEFAULT_KEYS,
      ...(request.durationSec !== undefined ? { durationSec: request.durationSec } : {}),
      ...(request.keySize !== undefined ? { keySize: request.keySize } : {}),
      ...(request.valueSize !== undefined ? { valueSize: request.valueSize } : {}),
      ...(tmpRoot ? { tmpRoot } : {}),
      signal,
      onProgress,
    });
  return { availability, run };
}
