import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { readThisHost, type HostReadings } from '../hardware/detect.js';
import { VERSION } from '../version.js';
import { checkingIntervalMs, CONNECTION_LIMITS, limitConnections, type ConnectionLimits } from './connection-limits.js';
import { hostAllowed, SERVE_HOST } from './guard.js';
import { requestPath, securityHeaders, sendJson } from './http.js';
import { sendMachine } from './machine-api.js';
import { serveStaticFile } from './static-files.js';
import { validateApi, type RunValidation, type ValidateAvailability } from './validate-api.js';

export interface ServeOptions {
  webDir: string;
  port: number;
  validate: ValidateAvailability;
  runValidation: RunValidation;
  /** How long a validation request's body may take (default BODY_TIMEOUT_MS). */
  bodyTimeoutMs?: number;
  /** Idle, keep-alive and request timeouts and the connection cap (default CONNECTION_LIMITS). */
  connectionLimits?: ConnectionLimits;
  /** This host as `generate` detects it (tests pass fixed facts). */
  hostReadings?: () => HostReadings;
  log?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

/** Starts the server on 127.0.0.1; resolves once it listens. Used by the command and by tests. */
export async function startServe(options: ServeOptions): Promise<RunningServer> {
  const webDir = resolve(options.webDir);
  const validation = validateApi({
    availability: options.validate,
    run: options.runValidation,
    ...(options.log ? { log: options.log } : {}),
    ...(options.bodyTimeoutMs !== undefined ? { bodyTimeoutMs: options.bodyTimeoutMs } : {}),
  });
  let port = options.port;

  const route = (req: IncomingMessage, res: ServerResponse): void => {
    securityHeaders(res);
    if (!hostAllowed(req, port))
      return sendJson(res, 421, { error: 'unexpected Host header; open the page at the printed 127.0.0.1 address' });
    const pathname = requestPath(req.url, `http://${SERVE_HOST}`);
    if (pathname === undefined) return sendJson(res, 400, { error: 'the request target is not a URL' });
    if (pathname === '/api/info' && req.method === 'GET') return sendJson(res, 200, { rocktune: VERSION, validate: options.validate });
    if (pathname === '/api/machine' && req.method === 'GET') return sendMachine(res, options.hostReadings ?? readThisHost);
    if (pathname === '/api/validate') {
      if (req.method !== 'POST') return sendJson(res, 405, { error: 'POST only' });
      void validation.handle(req, res, port).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { error: (error as Error).message });
        else res.end();
      });
      return;
    }
    if (pathname.startsWith('/api/')) return sendJson(res, 404, { error: 'unknown API path' });
    serveStaticFile(webDir, pathname, req, res);
  };
  // No request may end the server: whatever a handler throws is this request's 400/500, never the process's.
  const limits = options.connectionLimits ?? CONNECTION_LIMITS;
  const server = createServer({ connectionsCheckingInterval: checkingIntervalMs(limits) }, (req, res) => {
    try {
      route(req, res);
    } catch (error) {
      options.log?.(`request failed: ${(error as Error).message}`);
      if (!res.headersSent) sendJson(res, 500, { error: 'internal error' });
      else res.destroy();
    }
  });
  limitConnections(server, limits);

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port, SERVE_HOST, () => {
      server.off('error', fail);
      ok();
    });
  });
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://${SERVE_HOST}:${port}/`,
    port,
    server,
    close: () =>
      new Promise<void>((ok) => {
        validation.abort();
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
