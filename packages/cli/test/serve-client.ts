import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVE_HOST } from '../src/serve/guard.js';
import { startServe } from '../src/serve/server.js';
import type { RunValidation, ValidateAvailability } from '../src/serve/validate-api.js';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request, so tests can forge Host and Origin headers as an attacker's page would. */
export function call(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((ok, fail) => {
    const req = request(
      { host: SERVE_HOST, port, path, method: options.method ?? 'GET', headers: { host: `127.0.0.1:${port}`, ...options.headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', fail);
    req.end(options.body);
  });
}

export function sseEvents(body: string): Array<{ event: string | undefined; data: Record<string, unknown> }> {
  return body
    .trim()
    .split('\n\n')
    .map((block) => {
      const [event, data] = block.split('\n');
      return { event: event?.slice('event: '.length), data: JSON.parse(data?.slice('data: '.length) ?? 'null') as Record<string, unknown> };
    });
}

/** A new temporary directory holding `web/index.html`, an empty page for serve to serve. */
export function emptyPageDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(dir, 'web'));
  writeFileSync(join(dir, 'web', 'index.html'), '<html><head></head></html>');
  return dir;
}

/** Serves an empty page with the real engine's validation, posts one validation request, and returns its events. */
export async function validateOnRealServe(
  engine: { availability: ValidateAvailability; run: RunValidation },
  body: Record<string, unknown>,
): Promise<ReturnType<typeof sseEvents>> {
  const dir = emptyPageDir('rocktune-serve-engine-');
  const server = await startServe({ webDir: join(dir, 'web'), port: 0, validate: engine.availability, runValidation: engine.run });
  try {
    const r = await call(server.port, '/api/validate', {
      method: 'POST',
      headers: { origin: server.url.slice(0, -1), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return sseEvents(r.body);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
