import { UsageError } from './errors.js';

/**
 * Under `--format json` every run prints exactly one JSON object: the command's own report (with `ok`), or on a
 * failure nothing else was printed for, `{ ok: false, error: { code, message } }`. Codes: the error's own (engine
 * codes such as ENGINE_DISK_SPACE), USAGE_ERROR (exit 2), INTERRUPTED (Ctrl-C, SIGTERM, SIGHUP), else FAILED.
 */
export interface JsonFailure {
  ok: false;
  error: { code: string; message: string };
}

export function jsonFailure(error: unknown, fallbackCode = 'FAILED'): JsonFailure {
  const code = (error as { code?: unknown } | undefined)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return {
    ok: false,
    error: { code: typeof code === 'string' ? code : error instanceof UsageError ? 'USAGE_ERROR' : fallbackCode, message },
  };
}

/** The object of a run ended by `signal` (SIGINT is a Ctrl-C to the user). */
export function interruptedFailure(signal: NodeJS.Signals, detail = 'temporary data removed'): JsonFailure {
  const what = signal === 'SIGINT' ? 'Ctrl-C' : signal;
  return { ok: false, error: { code: 'INTERRUPTED', message: `interrupted (${what}); ${detail}` } };
}

export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** `--format json`, `--format=json`, `-f json` or `-fjson` among raw arguments (for errors found while parsing them). */
export function asksForJson(argv: readonly string[]): boolean {
  return argv.some((a, i) => a === '--format=json' || a === '-fjson' || ((a === '--format' || a === '-f') && argv[i + 1] === 'json'));
}
