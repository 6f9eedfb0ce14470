import type { IncomingMessage, ServerResponse } from 'node:http';

/** The largest request body the API accepts (real OPTIONS files are a few KB). */
export const MAX_BODY_BYTES = 1_000_000;
/** How long a request body may take to arrive: a slow client must not hold the one validation slot. */
export const BODY_TIMEOUT_MS = 10_000;
/** After a refusal, how long the rest of a body is read and dropped, so the client reads the answer before the close. */
const DRAIN_MS = 2_000;

export function securityHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(`${JSON.stringify(body)}\n`);
}

/** The path of a request target, or undefined when it is not a URL (`GET http://[ HTTP/1.1`). */
export function requestPath(target: string | undefined, base: string): string | undefined {
  try {
    return new URL(target ?? '/', base).pathname;
  } catch {
    return undefined;
  }
}

/** A body the API will not read: too large (413) or too slow (408). */
export class BodyRefusedError extends Error {
  constructor(
    readonly status: 413 | 408,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The whole body as text; rejects with BodyRefusedError past `limit` bytes (a Content-Length over it at once) or
 * when it has not arrived after `timeoutMs`, and with a plain Error when the client goes away.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES, timeoutMs = BODY_TIMEOUT_MS): Promise<string> {
  return new Promise((ok, fail) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) return fail(new BodyRefusedError(413, `request body larger than ${limit} bytes`));
    let size = 0;
    const chunks: Buffer[] = [];
    const timer = setTimeout(
      () => stop(new BodyRefusedError(408, `the request body did not arrive within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) stop(new BodyRefusedError(413, `request body larger than ${limit} bytes`));
      else chunks.push(chunk);
    };
    const onEnd = (): void => {
      clearTimeout(timer);
      ok(Buffer.concat(chunks).toString('utf8'));
    };
    const onClose = (): void => stop(new Error('the request was aborted'));
    function stop(error: Error): void {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('close', onClose);
      fail(error);
    }
    req.on('data', onData).on('end', onEnd).on('close', onClose).on('error', stop);
  });
}

/**
 * Answers a refused body and closes the connection without a reset: the rest of the body is read and dropped for
 * a moment (closing with unread data would send RST and the client could lose the answer), then the socket goes.
 */
export function refuseBody(req: IncomingMessage, res: ServerResponse, error: BodyRefusedError): void {
  res.setHeader('Connection', 'close');
  sendJson(res, error.status, { error: error.message });
  req.resume();
  const timer = setTimeout(() => req.socket.destroy(), DRAIN_MS);
  req.socket.once('close', () => clearTimeout(timer));
}
