import { jsonFailure, type JsonFailure } from '../cli-kit/json-failure.js';

export { jsonText, type JsonFailure } from '../cli-kit/json-failure.js';

/**
 * `validate --format json` prints exactly one JSON object, on success and on every failure: `ok`, and on failure
 * `error: { code, message }`. Codes: the engine's (ENGINE_NOT_BUILT, ENGINE_LINT_REFUSED, ENGINE_OPTIONS_REJECTED, ENGINE_DISK_SPACE,
 * ENGINE_CRASHED, ...), USAGE_ERROR for bad flags or FILE (exit 2), INTERRUPTED for Ctrl-C, SIGTERM or SIGHUP, VALIDATE_FAILED for any other failure.
 */
export function failureObject(error: unknown): JsonFailure {
  return jsonFailure(error, 'VALIDATE_FAILED');
}
