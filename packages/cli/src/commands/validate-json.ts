import { UsageError } from '../cli-kit/errors.js';

/**
 * `validate --format json` prints exactly one JSON object, on success and on every failure: `ok`, and on failure
 * `error: { code, message }`. Codes: the engine's (ENGINE_NOT_BUILT, ENGINE_OPTIONS_REJECTED, ENGINE_CRASHED, ...),
 * USAGE_ERROR for bad flags or FILE (exit 2), VALIDATE_FAILED for any other failure.
 */
export interface JsonFailure {
  ok: false;
  error: { code: string; message: string };
}

export function failureObject(error: unknown): JsonFailure {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, error: { code: typeof code === 'string' ? code : error instanceof UsageError ? 'USAGE_ERROR' : 'VALIDATE_FAILED', message } };
}

export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
