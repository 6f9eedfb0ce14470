import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EngineProgress, ValidateReport } from '@rocktune/rocksdb-addon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineValidation } from '../src/serve/engine-validation.js';
import { SERVE_HOST } from '../src/serve/guard.js';
import { startServe, type RunningServer } from '../src/serve/server.js';
import { API_MARKER } from '../src/serve/static-files.js';
import type { RunValidation } from '../src/serve/validate-api.js';
import { parseValidateRequest } from '../src/serve/validate-request.js';
import { runInProcess } from './harness.js';
import { call, sseEvents, validateOnRealServe } from './serve-client.js';
import { DEFAULT_VERSION } from './versions.js';

const progress = (phase: EngineProgress['phase'], fraction: number, reads: number, writes: number): EngineProgress => ({
  phase,
  fraction,
  tSec: 0,
  readOpsPerSec: reads,
  writeOpsPerSec: writes,
  stallMicros: 120_000,
  stallPercent: 12,
  l0Files: 3,
  pendingCompactionBytes: 0,
});

/** Tests the server's streaming and admission, not the engine (the real-engine test is below). */
const scriptedRun: RunValidation = async (request, { onProgress }) => {
  onProgress(progress('check', 0, 0, 0));
  onProgress(progress('load', 0.5, 0, 20_956));
  onProgress(progress('run', 1, 48_936, 5_249));
  await new Promise((r) => setTimeout(r, 50));
  return { check: { ok: true, echo: request } } as unknown as ValidateReport;
};

describe('rocktune serve', () => {
  let dir: string;
  let server: RunningServer;
  let unavailable: RunningServer;
  const runs: string[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rocktune-serve-test-'));
    mkdirSync(join(dir, 'web', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
    writeFileSync(join(dir, 'web', 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(dir, 'secret.txt'), 'secret');
    const hostReadings = () => ({
      affinityCpus: 4,
      totalMemBytes: 8e9,
      read: (p: string) =>
        p === '/proc/self/limits' ? 'Max open files            1024                4096                 files\n' : undefined,
    });
    const counted: RunValidation = async (request, events) => {
      runs.push(request.dialect);
      await new Promise((r) => setTimeout(r, 300));
      return scriptedRun(request, events);
    };
    server = await startServe({ webDir: join(dir, 'web'), port: 0, validate: { available: true }, runValidation: counted, hostReadings });
    unavailable = await startServe({
      webDir: join(dir, 'web'),
      port: 0,
      validate: { available: false, reason: 'the RocksDB addon is not built' },
      runValidation: scriptedRun,
    });
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
    expect((await call(server.port, '/api/info', { headers: { host: `evil.example:${server.port}` } })).status).toBe(421);
    expect((await call(server.port, '/api/machine', { headers: { host: `evil.example:${server.port}` } })).status).toBe(421);
  });

  it('GET /api/machine reports this host as generate detects it', async () => {
    const r = await call(server.port, '/api/machine');
    expect(r.status).toBe(200);
    // 4 CPUs, 8e9 bytes, open files 8/15 of the soft limit 1024 = 546
    expect(JSON.parse(r.body)).toMatchObject({ cpuThreads: 4, dramBytes: 8e9, openFiles: 546, openFileLimit: 1024 });
    expect(JSON.parse(r.body).notes.openFiles).toContain('8/15 of soft ulimit -n 1024');
  });

  it('reports whether validation is available', async () => {
    expect(JSON.parse((await call(server.port, '/api/info')).body)).toMatchObject({ validate: { available: true } });
    expect(JSON.parse((await call(unavailable.port, '/api/info')).body)).toMatchObject({
      validate: { available: false, reason: 'the RocksDB addon is not built' },
    });
    const r = await call(unavailable.port, '/api/validate', {
      method: 'POST',
      headers: { origin: unavailable.url.slice(0, -1), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(r.status).toBe(404);
  });

  it('refuses cross-origin and malformed validation requests', async () => {
    const body = JSON.stringify({ optionsText: '[Version]\n', dialect: 'rocksdb' });
    const json = { 'content-type': 'application/json' };
    expect(
      (await call(server.port, '/api/validate', { method: 'POST', headers: { ...json, origin: 'http://evil.example' }, body })).status,
    ).toBe(403);
    expect((await call(server.port, '/api/validate', { method: 'POST', headers: json, body })).status).toBe(403);
    const origin = server.url.slice(0, -1);
    expect(
      (await call(server.port, '/api/validate', { method: 'POST', headers: { origin, 'content-type': 'text/plain' }, body })).status,
    ).toBe(415);
    const bad = await call(server.port, '/api/validate', {
      method: 'POST',
      headers: { ...json, origin },
      body: JSON.stringify({ optionsText: 'x', dialect: 'leveldb' }),
    });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).error).toBe("dialect: expected 'rocksdb' or 'trocksdb'");
    expect((await call(server.port, '/api/validate')).status).toBe(405);
  });

  it('streams the engine events as Server-Sent Events, no text parsed', async () => {
    const origin = server.url.slice(0, -1);
    const r = await call(server.port, '/api/validate', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({
        optionsText: `[Version]\n  rocksdb_version=${DEFAULT_VERSION}\n`,
        dialect: 'trocksdb',
        keys: 100000,
        durationSec: 3,
      }),
    });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = sseEvents(r.body);
    expect(events.map((e) => e.event)).toEqual(['start', 'progress', 'progress', 'progress', 'result']);
    expect(events[0]?.data.args).toEqual([
      'rocktune',
      'validate',
      'OPTIONS.ini',
      '--format',
      'json',
      '--dialect',
      'trocksdb',
      '--keys',
      '100000',
      '--duration',
      '3',
    ]);
    expect(events[2]?.data).toMatchObject({ phase: 'load', fraction: 0.5, writeOpsPerSec: 20956, l0Files: 3, stallPercent: 12 });
    expect(events[3]?.data).toMatchObject({ phase: 'run', fraction: 1, readOpsPerSec: 48936, writeOpsPerSec: 5249 });
    expect(events[4]?.data).toMatchObject({ exitCode: 0, report: { check: { ok: true, echo: { keys: 100000 } } } });
  });

  it('admits one validation at a time even when both bodies arrive after both headers', async () => {
    const body = JSON.stringify({ optionsText: '[Version]\n', dialect: 'rocksdb' });
    const head = `POST /api/validate HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: http://127.0.0.1:${server.port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
    const before = runs.length;
    const sockets = [0, 1].map(() => connect(server.port, SERVE_HOST));
    const replies = sockets.map(
      (s) =>
        new Promise<string>((ok) => {
          let text = '';
          s.setEncoding('utf8').on('data', (c: string) => (text += c));
          s.on('close', () => ok(text));
        }),
    );
    for (const s of sockets) s.write(head);
    await new Promise((r) => setTimeout(r, 150));
    for (const s of sockets) s.end(body);
    const statuses = (await Promise.all(replies)).map((t) => Number(/^HTTP\/1\.1 (\d+)/.exec(t)?.[1])).sort();
    expect(statuses).toEqual([200, 409]);
    expect(runs.length - before).toBe(1);
  });
});

describe('serve helpers', () => {
  it('checks the validation request', () => {
    expect(parseValidateRequest('nope')).toBe('body: not JSON');
    expect(parseValidateRequest('{"optionsText":"x","dialect":"rocksdb","keys":5}')).toBe(
      'keys: expected an integer from 1000 to 50000000',
    );
    expect(parseValidateRequest('{"optionsText":"x","dialect":"rocksdb","durationSec":3}')).toEqual({
      optionsText: 'x',
      dialect: 'rocksdb',
      durationSec: 3,
    });
  });

  it('usage errors exit 2 before anything listens', async () => {
    const r = await runInProcess(['serve', '--port', 'http']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--port: 'http' is not a whole number; allowed: a whole number from 0 to 65,535");
    const d = await runInProcess(['serve', '--dir', '/nonexistent-rocktune-dir']);
    expect(d.code).toBe(2);
    expect(d.stderr).toContain('has no index.html');
  });
});

const engine = await engineValidation(undefined);

// Real engine, in this process: the linked RocksDB through the addon, the smallest run the API allows.
describe.skipIf(!engine.availability.available)('serve with the real engine', () => {
  it('streams the engine progress objects and the report', async () => {
    const events = await validateOnRealServe(engine, {
      optionsText: `[Version]\n  rocksdb_version=${DEFAULT_VERSION}\n  options_file_version=1.1\n[DBOptions]\n[CFOptions "default"]\n`,
      dialect: 'rocksdb',
      keys: 20_000,
      durationSec: 1,
    });
    expect(events.at(-1)).toMatchObject({
      event: 'result',
      data: { exitCode: 0, report: { check: { ok: true }, load: { opsPerSec: expect.any(Number) } } },
    });
    expect(events.filter((e) => e.event === 'progress').map((e) => e.data.phase)).toEqual(expect.arrayContaining(['check', 'load', 'run']));
  }, 60_000);

  it('a file lint refuses: the engine never starts, and stderr says where and which rule, as validate does', async () => {
    const optionsText = `[Version]\n  rocksdb_version=${DEFAULT_VERSION}\n  options_file_version=1.1\n[DBOptions]\n[CFOptions "default"]\n  write_buffer_size=1.5g\n`;
    const result = (await validateOnRealServe(engine, { optionsText, dialect: 'rocksdb', keys: 20_000, durationSec: 1 })).at(-1);
    expect(result).toMatchObject({
      event: 'result',
      data: { exitCode: 1, report: { check: { ok: false, stage: 'lint', rocksdbStatus: '', line: 6 } } },
    });
    expect((result?.data.stderr as string[]).join('\n')).toMatch(
      /^OPTIONS:6:\d+ \[CFOptions default\]: .*write_buffer_size=1\.5g.*\(lint rule misread-number; RocksDB was not started\)$/,
    );
  }, 60_000);
});
