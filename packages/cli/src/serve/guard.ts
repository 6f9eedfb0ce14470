import type { IncomingMessage } from 'node:http';

/** Loopback only: the API runs benchmarks on this machine, so nothing else may reach it. */
export const SERVE_HOST = '127.0.0.1';

/**
 * DNS rebinding guard: a page on evil.example that resolves to 127.0.0.1 sends its own Host name.
 * Only our literal loopback origins are served.
 */
export function hostAllowed(req: IncomingMessage, port: number): boolean {
  const host = req.headers.host ?? '';
  return host === `${SERVE_HOST}:${port}` || host === `localhost:${port}`;
}

/** Cross-site request guard for the API: browsers always send Origin on POST. */
export function originAllowed(req: IncomingMessage, port: number): boolean {
  const origin = req.headers.origin;
  return origin === `http://${SERVE_HOST}:${port}` || origin === `http://localhost:${port}`;
}
