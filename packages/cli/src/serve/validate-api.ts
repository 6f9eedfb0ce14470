import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EngineProgress, ValidateReport } from '@rocktune/rocksdb-addon';
import type { CappedRunAvailability, CappedRunReport } from './capped-run.js';
import { originAllowed } from './guard.js';
import { BODY_TIMEOUT_MS, BodyRefusedError, MAX_BODY_BYTES, readBody, refuseBody, sendJson } from './http.js';
import { openEventStream } from './sse.js';
import { parseValidateRequest, type ValidateRequest } from './validate-request.js';
import { checkRefusal } from '../engine/check-refusal.js';

/** The engine call behind the API: the addon's validateOptions in production, something smaller in tests. */
export type RunValidation = (
  request: ValidateRequest,
  events: { onProgress: (e: EngineProgress) => void; signal: AbortSignal },
) => Promise<ValidateReport & { regime?: CappedRunReport }>;

export interface ValidateAvailability {
  available: boolean;
  /** Why not, when it is not: shown on the page. */
  reason?: string;
  /** Whether a capped run (memory and disk limits) can be enforced here. */
  cappedRun?: CappedRunAvailability;
}

/** One point of the page's live chart (the `progress` event). */
export interface ProgressPoint {
  phase: EngineProgress['phase'];
  fraction: number;
  readOpsPerSec: number;
  writeOpsPerSec: number;
  l0Files: number;
  stallPercent: number;
  /** Seconds since the request started (wall clock across check, load and run). */
  tSec: number;
}

/** The `rocktune validate` command line that does what a request does, shown on the page. */
export function equivalentCommand(request: ValidateRequest): string[] {
  const args = ['rocktune', 'validate', 'OPTIONS.ini', '--format', 'json', '--dialect', request.dialect];
  if (request.keys !== undefined) args.push('--keys', String(request.keys));
  if (request.durationSec !== undefined) args.push('--duration', String(request.durationSec));
  if (request.keySize !== undefined) args.push('--key-size', String(request.keySize));
  if (request.valueSize !== undefined) args.push('--value-size', String(request.valueSize));
  if (request.memoryLimitBytes !== undefined) args.push('--memory-limit', String(request.memoryLimitBytes));
  if (request.diskLimit) args.push('--disk-limit', `write=${request.diskLimit.writeBytesPerSec},read=${request.diskLimit.readBytesPerSec}`);
  if (request.load !== undefined) args.push('--load', request.load);
  return args;
}

/**
 * `POST /api/validate`: one validation at a time. The slot is taken before the body is read, so two
 * requests whose bodies arrive late cannot both start an engine; every path that does not run gives it back.
 */
export function validateApi(options: {
  availability: ValidateAvailability;
  run: RunValidation;
  log?: (line: string) => void;
  bodyTimeoutMs?: number;
}) {
  let running: AbortController | undefined;

  async function handle(req: IncomingMessage, res: ServerResponse, port: number): Promise<void> {
    if (!options.availability.available)
      return sendJson(res, 404, { error: `validation is not available: ${options.availability.reason ?? 'unknown reason'}` });
    if (!originAllowed(req, port)) return sendJson(res, 403, { error: 'cross-origin requests are not allowed' });
    if (!(req.headers['content-type'] ?? '').startsWith('application/json'))
      return sendJson(res, 415, { error: 'expected application/json' });
    if (running) return sendJson(res, 409, { error: 'a validation is already running; one at a time' });
    const slot = new AbortController();
    running = slot;
    try {
      await runOne(req, res, slot);
    } finally {
      running = undefined;
    }
  }

  async function runOne(req: IncomingMessage, res: ServerResponse, slot: AbortController): Promise<void> {
    let request: ValidateRequest | string;
    try {
      request = parseValidateRequest(await readBody(req, MAX_BODY_BYTES, options.bodyTimeoutMs ?? BODY_TIMEOUT_MS));
    } catch (error) {
      if (error instanceof BodyRefusedError) refuseBody(req, res, error);
      return;
    }
    if (typeof request === 'string') return sendJson(res, 400, { error: request });
    // The page went away: stop the engine (its workspace is removed on abort).
    res.on('close', () => slot.abort());
    const send = openEventStream(res);
    const started = Date.now();
    send('start', { args: equivalentCommand(request) });
    options.log?.(`validate: started (${request.dialect})`);
    const onProgress = (e: EngineProgress): void =>
      send('progress', {
        phase: e.phase,
        fraction: e.fraction,
        readOpsPerSec: e.readOpsPerSec,
        writeOpsPerSec: e.writeOpsPerSec,
        l0Files: e.l0Files,
        stallPercent: e.stallPercent,
        tSec: (Date.now() - started) / 1000,
      } satisfies ProgressPoint);
    try {
      const report = await options.run(request, { onProgress, signal: slot.signal });
      const refusal = checkRefusal(report.check, 'OPTIONS');
      const stderr = refusal ? [refusal.message] : [];
      send('result', { exitCode: report.check.ok ? 0 : 1, report, stderr });
      options.log?.(`validate: finished (${report.check.ok ? 'ok' : 'rejected'})`);
    } catch (error) {
      const code = (error as { code?: string }).code;
      send('failed', { exitCode: 1, message: (error as Error).message, ...(code ? { code } : {}) });
      options.log?.(`validate: failed (${code ?? (error as Error).message})`);
    }
    res.end();
  }

  return {
    handle,
    /** Stops a running validation (server shutdown). */
    abort: () => running?.abort(),
  };
}
