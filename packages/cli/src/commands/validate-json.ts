import { engineLabel } from '@rocktune/calculator';
import type { CheckResult } from '@rocktune/rocksdb-addon';

import { UsageError } from '../cli-kit/errors.js';

/**
 * `validate --format json` prints exactly one JSON object, on success and on every failure: `ok`, and on failure
 * `error: { code, message }`. Codes: the engine's (ENGINE_NOT_BUILT, ENGINE_LINT_REFUSED, ENGINE_OPTIONS_REJECTED, ENGINE_DISK_SPACE,
 * ENGINE_CRASHED, ...),
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

/**
 * Why the check refused the file (undefined when it did not), as one line and its stable code: ENGINE_LINT_REFUSED
 * when lint found an error and the engine never started ("FILE:LINE:COL [section] message"), else
 * ENGINE_OPTIONS_REJECTED with the engine's own status and the line it points at.
 */
export function checkRefusal(c: CheckResult, source: string): JsonFailure['error'] | undefined {
  if (c.ok) return undefined;
  const who = engineLabel(c.engine);
  const f = c.stage === 'lint' ? c.findings.find((x) => x.severity === 'error') : undefined;
  if (f) {
    const where = `${source}:${f.line}:${f.column}${f.section ? ` [${f.section}]` : ''}`;
    return { code: 'ENGINE_LINT_REFUSED', message: `${where}: ${f.message} (lint rule ${f.ruleId}; ${who} was not started)` };
  }
  const at = c.line !== undefined ? ` (${source}:${c.line}: ${c.lineText ?? ''})` : '';
  return { code: 'ENGINE_OPTIONS_REJECTED', message: `${who} rejected the file: ${c.rocksdbStatus}${at}` };
}
