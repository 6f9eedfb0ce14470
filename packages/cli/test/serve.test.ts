import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MARKER, parseProgressLine, parseValidateRequest, SERVE_HOST, startServe, type RunningServer } from '../src/commands/serve.js';
import { runInProcess } from './harness.js';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request, so tests can forge Host and Origin headers as an attacker's page would. */
function call(port: number, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Reply> {
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

/** Stands in for `rocktune validate`: prints progress on stderr like the real one, then its JSON report. */
const FAKE_VALIDATE = `
const lines = ['check  asking RocksDB...', 'load   [############............]  50%  20,956 writes/s  L0 3  stall 12%', 'run    [########################] 100%  48,936 reads/s 5,249 writes/s  L0 3  stall 9%', 'some other note'];
for (const l of lines) process.stderr.write(l + '\\n');
process.stdout.write(JSON.stringify({ check: { ok: true }, argv: process.argv.slice(2) }));
`;

describe('rocktune serve', () => {
  let dir: string;
  let server: RunningServer;
  let unavailable: RunningServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rocktune-serve-test-'));
    mkdirSync(join(dir, 'web', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
    writeFileSync(join(dir, 'web', 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(dir, 'secret.txt'), 'secret');
    writeFileSync(join(dir, 'fake-validate.mjs'), FAKE_VALIDATE);
    server = await startServe({ webDir: join(dir, 'web'), port: 0, cliCommand: [process.execPath, join(dir, 'fake-validate.mjs')], validate: { available: true } });
    unavailable = await startServe({ webDir: join(dir, 'web'), port: 0, cliCommand: ['false'], validate: { available: false, reason: 'the RocksDB addon is not built' } });
  });
  afterAll(async () => {
    await server?.close();
    await unavailable?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 only', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(server.server.address()).toMatchObject({ address: '127.0.0.1' });
  });

  it('serves the page with the API marker, and its assets', async () => {
    const page = await call(server.port, '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(`${API_MARKER}</head>`);
    const js = await call(server.port, '/assets/app.js');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never serves files outside the page directory', async () => {
    expect((await call(server.port, '/../secret.txt')).status).toBe(404);
    expect((await call(server.port, '/%2e%2e/secret.txt')).status).toBe(404);
    expect((await call(server.port, '/assets/../../secret.txt')).status).toBe(404);
  });

  it('rejects foreign Host headers (DNS rebinding)', async () => {
    const r = await call(server.port, '/api/info', { headers: { host: `evil.example:${server.port}` } });
    expect(r.status).toBe(421);
  });

  it('reports whether validation is available', async () => {
    expect(JSON.parse((await call(server.port, '/api/info')).body)).toMatchObject({ validate: { available: true } });
    expect(JSON.parse((await call(unavailable.port, '/api/info')).body)).toMatchObject({ validate: { available: false, reason: 'the RocksDB addon is not built' } });
    const r = await call(unavailable.port, '/api/validate', { method: 'POST', headers: { origin: unavailable.url.slice(0, -1), 'content-type': 'application/json' }, body: '{}' });
    expect(r.status).toBe(404);
  });

  it('refuses cross-origin and malformed validation requests', async () => {
    const body = JSON.stringify({ optionsText: '[Version]\n', dialect: 'rocksdb' });
    const json = { 'content-type': 'application/json' };
    expect((await call(server.port, '/api/validate', { method: 'POST', headers: { ...json, origin: 'http://evil.example' }, body })).status).toBe(403);
    expect((await call(server.port, '/api/validate', { method: 'POST', headers: json, body })).status).toBe(403);
    const origin = server.url.slice(0, -1);
    expect((await call(server.port, '/api/validate', { method: 'POST', headers: { origin, 'content-type': 'text/plain' }, body })).status).toBe(415);
    const bad = await call(server.port, '/api/validate', { method: 'POST', headers: { ...json, origin }, body: JSON.stringify({ optionsText: 'x', dialect: 'leveldb' }) });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).error).toBe("dialect: expected 'rocksdb' or 'trocksdb'");
    expect((await call(server.port, '/api/validate')).status).toBe(405);
  });

  it('runs rocktune validate and streams its progress as Server-Sent Events', async () => {
    const origin = server.url.slice(0, -1);
    const r = await call(server.port, '/api/validate', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ optionsText: '[Version]\n  rocksdb_version=7.8.3\n', dialect: 'trocksdb', keys: 100000, durationSec: 3 }),
    });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = r.body
      .trim()
      .split('\n\n')
      .map((block) => {
        const [event, data] = block.split('\n');
        return { event: event?.slice('event: '.length), data: JSON.parse(data?.slice('data: '.length) ?? 'null') as Record<string, unknown> };
      });
    expect(events.map((e) => e.event)).toEqual(['start', 'progress', 'progress', 'progress', 'log', 'result']);
    expect(events[0]?.data.args).toEqual(['rocktune', 'validate', 'OPTIONS.ini', '--format', 'json', '--progress', '--dialect', 'trocksdb', '--keys', '100000', '--duration', '3']);
    expect(events[2]?.data).toMatchObject({ phase: 'load', fraction: 0.5, writeOpsPerSec: 20956, l0Files: 3, stallPercent: 12 });
    expect(events[3]?.data).toMatchObject({ phase: 'run', fraction: 1, readOpsPerSec: 48936, writeOpsPerSec: 5249 });
    expect(events[4]?.data).toEqual({ line: 'some other note' });
    const result = events[5]?.data as { exitCode: number; report: { argv: string[] } };
    expect(result.exitCode).toBe(0);
    expect(result.report.argv.slice(0, 2)).toEqual(['validate', expect.stringMatching(/OPTIONS\.ini$/)]);
  });
});

describe('serve helpers', () => {
  it('parses the progress lines of rocktune validate', () => {
    expect(parseProgressLine('load   [######..................]  25%  1234 writes/s  L0 2  stall 0%')).toEqual({
      phase: 'load',
      fraction: 0.25,
      readOpsPerSec: 0,
      writeOpsPerSec: 1234,
      l0Files: 2,
      stallPercent: 0,
    });
    expect(parseProgressLine('rocktune: error: nope')).toBeUndefined();
  });

  it('checks the validation request', () => {
    expect(parseValidateRequest('nope')).toBe('body: not JSON');
    expect(parseValidateRequest('{"optionsText":"x","dialect":"rocksdb","keys":5}')).toBe('keys: expected an integer from 1000 to 50000000');
    expect(parseValidateRequest('{"optionsText":"x","dialect":"rocksdb","durationSec":3}')).toEqual({ optionsText: 'x', dialect: 'rocksdb', durationSec: 3 });
  });

  it('usage errors exit 2 before anything listens', async () => {
    const r = await runInProcess(['serve', '--port', 'http']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--port: 'http' is not allowed");
    const d = await runInProcess(['serve', '--dir', '/nonexistent-rocktune-dir']);
    expect(d.code).toBe(2);
    expect(d.stderr).toContain('has no index.html');
  });
});
