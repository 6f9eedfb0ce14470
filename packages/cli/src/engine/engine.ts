import type { EngineErrorDetails } from '@rocktune/rocksdb-addon';
import { FailureError, UsageError } from '../cli-kit/errors.js';

/** The addon's typed client (its exports are the engine API; the CLI keeps no copy of them). */
export type EngineClient = typeof import('@rocktune/rocksdb-addon');

const ENGINE_MODULE = '@rocktune/rocksdb-addon';

type ModuleImporter = (specifier: string) => Promise<unknown>;
let importModule: ModuleImporter = (specifier) => import(specifier);

/** How the engine's ES module is imported: the bin passes its own import() (src/launcher.ts says why). */
export function setModuleImporter(importer: ModuleImporter): void {
  importModule = importer;
}

/**
 * The engine's module, or why it is missing: it is an optional dependency, absent after `npm install --omit=optional`
 * (or when an install removed it), so the message says how to get it back.
 */
async function importEngine(): Promise<EngineClient | { reason: string }> {
  try {
    return (await importModule(ENGINE_MODULE)) as EngineClient;
  } catch (error) {
    const cause = (error as Error).message.split('\n')[0];
    return {
      reason:
        `the RocksDB engine (${ENGINE_MODULE}, an optional dependency of rocktune) is not installed (${cause}): ` +
        `install rocktune again without --omit=optional, or \`npm install ${ENGINE_MODULE}\` beside it (needs librocksdb-dev)`,
    };
  }
}

/** The engine's module, built or not (e.g. to build it). */
export async function loadEngineModule(): Promise<EngineClient> {
  const engine = await importEngine();
  if ('reason' in engine) throw new FailureError(engine.reason);
  return engine;
}

/** The engine, or why it cannot run here (not installed, not built), loaded on demand. */
export async function findEngine(): Promise<{ engine: EngineClient } | { reason: string }> {
  const engine = await importEngine();
  if ('reason' in engine) return engine;
  return engine.addonBuilt() ? { engine } : { reason: `the RocksDB engine is not built. ${engine.BUILD_HINT}` };
}

/** Loads the engine on demand, so generate, explain and lint start fast and work when the addon is not built. */
export async function loadEngine(): Promise<EngineClient> {
  const found = await findEngine();
  if ('reason' in found) throw new FailureError(found.reason);
  return found.engine;
}

/** The engine's parameter names as the flags that set them, so its argument errors name what the user typed. */
const FLAG_OF_ENGINE_FIELD: Record<string, string> = {
  keys: '--keys',
  keySize: '--key-size',
  valueSize: '--value-size',
  durationSec: '--duration',
  readers: '--readers',
  writerRateBytesPerSec: '--writer-rate',
  keySpace: '--keys',
  readSec: '--read-seconds',
  intervalMs: '--tune-interval',
  disableTotalPct: '--disable-total',
  disableFlushPct: '--disable-flush',
  enableTotalPct: '--enable-total',
  enableFlushPct: '--enable-flush',
  rateLimiterBytesPerSec: '--io-rate',
};

/** The engine's argument error in flags: the field it names and the fields its reason mentions, as the user typed them. */
function withFlagNames(message: string, details: EngineErrorDetails | undefined): string {
  const flag = FLAG_OF_ENGINE_FIELD[details?.field?.at(-1) ?? ''];
  if (!flag || details?.reason === undefined) return message;
  const reason = (details.mentions ?? []).reduce((text, name) => text.split(name).join(FLAG_OF_ENGINE_FIELD[name] ?? name), details.reason);
  return `${flag}: ${reason}`;
}

/** An engine error as the CLI reports it: bad arguments and --db are usage errors (exit 2), the rest failures. */
export function cliEngineError(error: unknown): Error {
  const code = (error as { code?: string }).code;
  const message = (error as Error).message;
  const keep = <E extends Error>(e: E): E => (code ? Object.assign(e, { code }) : e); // --format json reports the code
  if (code === 'ENGINE_INVALID_ARGUMENT')
    return keep(new UsageError(withFlagNames(message, (error as { details?: EngineErrorDetails }).details)));
  if (code === 'ENGINE_DB_DIR') return keep(new UsageError(message));
  return keep(new FailureError(code ? `${message} [${code}]` : message));
}
