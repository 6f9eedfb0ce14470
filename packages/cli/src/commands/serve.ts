import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import process from 'node:process';
import type { Command } from '../cli-kit/command.js';
import { EXIT, FailureError, UsageError } from '../cli-kit/errors.js';
import type { Io } from '../cli-kit/io.js';
import { CLI_PACKAGE_DIR, RUNNING_FROM_SOURCE } from '../paths.js';
import { VERSION } from '../version.js';

/**
 * `rocktune serve`: the calculator page (packages/web/dist) on 127.0.0.1, never another interface.
 * When the RocksDB addon is built it also offers a small local API that runs `rocktune validate`
 * in a child process and streams its progress as Server-Sent Events.
 */

/** Loopback only: the API runs benchmarks on this machine, so nothing else may reach it. */
export const SERVE_HOST = '127.0.0.1';

export const DEFAULT_WEB_DIR = join(CLI_PACKAGE_DIR, '../web/dist/');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Injected into index.html: tells the page that /api/ exists. */
export const API_MARKER = '<meta name="rocktune-api" content="1">';

/** The largest OPTIONS file the API accepts (real files are a few KB). */
const MAX_BODY_BYTES = 1_000_000;
/** Bounds for the page's validation request: short runs, the engine defaults otherwise. */
const VALIDATE_LIMITS = { keys: { min: 1_000, max: 50_000_000 }, durationSec: { min: 1, max: 600 } };

export interface ValidateAvailability {
  available: boolean;
  /** Why not, when it is not: shown on the page. */
  reason?: string;
}

export interface ServeOptions {
  webDir: string;
  port: number;
  /** The argv that runs the CLI (`node main.js`); `validate ...` is appended. */
  cliCommand: string[];
  validate: ValidateAvailability;
  log?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

/** The argv prefix that runs this very CLI again: built `node dist/main.js`, or tsx on the sources. */
export function defaultCliCommand(): string[] {
  if (!RUNNING_FROM_SOURCE) return [process.execPath, join(CLI_PACKAGE_DIR, 'dist/main.js')];
  return [process.execPath, '--import', 'tsx', join(CLI_PACKAGE_DIR, 'src/main.ts')];
}

/** Whether `rocktune validate` can run here: the addon package resolves and its native module is built. */
export async function validateAvailability(): Promise<ValidateAvailability> {
  const moduleName: string = '@rocktune/rocksdb-addon';
  try {
    const addon = (await import(moduleName)) as { addonBuilt?: () => boolean; BUILD_HINT?: string };
    if (typeof addon.addonBuilt === 'function' && addon.addonBuilt()) return { available: true };
    return { available: false, reason: `the RocksDB addon is not built. ${addon.BUILD_HINT ?? ''}`.trim() };
  } catch (error) {
    return { available: false, reason: `the RocksDB addon is not installed (${(error as Error).message.split('\n')[0]})` };
  }
}

function securityHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(`${JSON.stringify(body)}\n`);
}

/**
 * DNS rebinding guard: a page on evil.example that resolves to 127.0.0.1 sends its own Host name.
 * Only our literal loopback origins are served.
 */
function hostAllowed(req: IncomingMessage, port: number): boolean {
  const host = req.headers.host ?? '';
  return host === `${SERVE_HOST}:${port}` || host === `localhost:${port}`;
}

/** Cross-site request guard for the API: browsers always send Origin on POST. */
function originAllowed(req: IncomingMessage, port: number): boolean {
  const origin = req.headers.origin;
  return origin === `http://${SERVE_HOST}:${port}` || origin === `http://localhost:${port}`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((ok, fail) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        fail(new Error(`request body larger than ${MAX_BODY_BYTES} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => ok(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

export interface ValidateRequest {
  optionsText: string;
  dialect: 'rocksdb' | 'trocksdb';
  keys?: number;
  durationSec?: number;
  keySize?: number;
  valueSize?: number;
}

/** Checks the page's JSON by hand (one small shape; the CLI then validates every flag again). */
export function parseValidateRequest(text: string): ValidateRequest | string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'body: not JSON';
  }
  if (typeof body !== 'object' || body === null) return 'body: expected an object';
  const b = body as Record<string, unknown>;
  if (typeof b.optionsText !== 'string' || b.optionsText.trim() === '') return 'optionsText: expected the OPTIONS file text';
  if (b.dialect !== 'rocksdb' && b.dialect !== 'trocksdb') return "dialect: expected 'rocksdb' or 'trocksdb'";
  const request: ValidateRequest = { optionsText: b.optionsText, dialect: b.dialect };
  const ints: Array<[keyof ValidateRequest, { min: number; max: number }]> = [
    ['keys', VALIDATE_LIMITS.keys],
    ['durationSec', VALIDATE_LIMITS.durationSec],
    ['keySize', { min: 8, max: 1_048_576 }],
    ['valueSize', { min: 1, max: 64_000_000 }],
  ];
  for (const [name, range] of ints) {
    const v = b[name];
    if (v === undefined) continue;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < range.min || v > range.max) return `${name}: expected an integer from ${range.min} to ${range.max}`;
    (request as unknown as Record<string, number>)[name] = v;
  }
  return request;
}

/** One progress line of `rocktune validate --progress` (non-TTY), e.g. `run    [####....]  42%  1,234 reads/s 56 writes/s  L0 3  stall 0%`. */
export interface ProgressPoint {
  phase: 'check' | 'load' | 'run';
  fraction: number;
  readOpsPerSec: number;
  writeOpsPerSec: number;
  l0Files: number;
  stallPercent: number;
}

const PROGRESS_LINE = /^(load|run)\s+\[[#.]*\]\s+(\d+)%\s+(?:([\d,]+) reads\/s\s+)?([\d,]+) writes\/s\s+L0 (\d+)\s+stall (\d+)%/;

export function parseProgressLine(line: string): ProgressPoint | undefined {
  if (line.startsWith('check')) return { phase: 'check', fraction: 0, readOpsPerSec: 0, writeOpsPerSec: 0, l0Files: 0, stallPercent: 0 };
  const m = PROGRESS_LINE.exec(line.trim());
  if (!m) return undefined;
  const num = (s: string | undefined) => (s === undefined ? 0 : Number(s.replace(/,/g, '')));
  return {
    phase: m[1] as 'load' | 'run',
    fraction: num(m[2]) / 100,
    readOpsPerSec: num(m[3]),
    writeOpsPerSec: num(m[4]),
    l0Files: num(m[5]),
    stallPercent: num(m[6]),
  };
}

function sse(res: ServerResponse, event: string, data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** Starts the server; resolves once it listens. Used by the command and by tests. */
export async function startServe(options: ServeOptions): Promise<RunningServer> {
  const webDir = resolve(options.webDir);
  let running: ChildProcess | undefined;
  let port = options.port;

  const handleValidate = async (req: IncomingMessage, res: ServerResponse) => {
    if (!options.validate.available) return sendJson(res, 404, { error: `validation is not available: ${options.validate.reason ?? 'unknown reason'}` });
    if (!originAllowed(req, port)) return sendJson(res, 403, { error: 'cross-origin requests are not allowed' });
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return sendJson(res, 415, { error: 'expected application/json' });
    if (running) return sendJson(res, 409, { error: 'a validation is already running; one at a time' });
    let parsed: ValidateRequest | string;
    try {
      parsed = parseValidateRequest(await readBody(req));
    } catch (error) {
      return sendJson(res, 413, { error: (error as Error).message });
    }
    if (typeof parsed === 'string') return sendJson(res, 400, { error: parsed });

    const dir = mkdtempSync(join(tmpdir(), 'rocktune-serve-'));
    const file = join(dir, 'OPTIONS.ini');
    writeFileSync(file, parsed.optionsText);
    const args = ['validate', file, '--format', 'json', '--progress', '--dialect', parsed.dialect];
    if (parsed.keys !== undefined) args.push('--keys', String(parsed.keys));
    if (parsed.durationSec !== undefined) args.push('--duration', String(parsed.durationSec));
    if (parsed.keySize !== undefined) args.push('--key-size', String(parsed.keySize));
    if (parsed.valueSize !== undefined) args.push('--value-size', String(parsed.valueSize));
    const [cmd, ...prefix] = options.cliCommand as [string, ...string[]];
    const child = spawn(cmd, [...prefix, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    running = child;
    options.log?.(`validate: started (pid ${child.pid ?? '?'}, ${parsed.dialect})`);

    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' });
    const started = Date.now();
    sse(res, 'start', { args: ['rocktune', ...args.map((a) => (a === file ? 'OPTIONS.ini' : a))] });
    let stdout = '';
    let stderrRest = '';
    const stderrLines: string[] = [];
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (stderrRest + chunk).split(/\r?\n|\r/);
      stderrRest = lines.pop() ?? '';
      for (const line of lines) {
        if (line.trim() === '') continue;
        const point = parseProgressLine(line);
        if (point) sse(res, 'progress', { ...point, tSec: (Date.now() - started) / 1000 });
        else {
          stderrLines.push(line);
          sse(res, 'log', { line });
        }
      }
    });
    const cleanup = () => rmSync(dir, { recursive: true, force: true });
    // The page went away: stop the benchmark (validate removes its temporary DB on SIGTERM).
    res.on('close', () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    });
    child.on('error', (error) => {
      sse(res, 'failed', { exitCode: null, message: `could not start rocktune validate: ${error.message}` });
      running = undefined;
      cleanup();
      res.end();
    });
    child.on('close', (code) => {
      running = undefined;
      cleanup();
      options.log?.(`validate: finished (exit ${code ?? 'signal'})`);
      let report: unknown;
      try {
        report = stdout.trim() === '' ? undefined : JSON.parse(stdout);
      } catch {
        report = undefined;
      }
      if (report !== undefined) sse(res, 'result', { exitCode: code, report, stderr: stderrLines });
      else sse(res, 'failed', { exitCode: code, message: stderrLines.join('\n') || `rocktune validate exited with ${code ?? 'a signal'}` });
      res.end();
    });
  };

  const server = createServer((req, res) => {
    securityHeaders(res);
    if (!hostAllowed(req, port)) return sendJson(res, 421, { error: 'unexpected Host header; open the page at the printed 127.0.0.1 address' });
    const url = new URL(req.url ?? '/', `http://${SERVE_HOST}`);
    if (url.pathname === '/api/info' && req.method === 'GET') {
      return sendJson(res, 200, { rocktune: VERSION, validate: options.validate });
    }
    if (url.pathname === '/api/validate') {
      if (req.method !== 'POST') return sendJson(res, 405, { error: 'POST only' });
      void handleValidate(req, res).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { error: (error as Error).message });
        else res.end();
      });
      return;
    }
    if (url.pathname.startsWith('/api/')) return sendJson(res, 404, { error: 'unknown API path' });
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { error: 'GET only' });
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return sendJson(res, 400, { error: 'bad path' });
    }
    const file = normalize(join(webDir, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(webDir + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    // The page calls the local API only when it finds this marker (static hosts and file:// never do).
    const content = file === join(webDir, 'index.html') ? readFileSync(file, 'utf8').replace('</head>', `${API_MARKER}</head>`) : readFileSync(file);
    res.end(req.method === 'HEAD' ? undefined : content);
  });

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
        running?.kill('SIGTERM');
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return 0;
  if (!/^\d+$/.test(raw) || Number(raw) > 65_535) throw new UsageError(`--port: '${raw}' is not allowed; expected 0 (a free port) to 65535`);
  return Number(raw);
}

/** `xdg-open` (Linux) or `open` (macOS) when present; otherwise the printed address is enough. */
function openBrowser(url: string, io: Io): void {
  const opener = process.platform === 'darwin' ? 'open' : 'xdg-open';
  const child = spawn(opener, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => io.stderr(`rocktune: --open: ${opener} is not available; open ${url} yourself\n`));
  child.unref();
}

export const serve: Command = {
  name: 'serve',
  summary: 'Serve the calculator page on 127.0.0.1 (and validate on this machine when the engine is built)',
  description:
    'Serves the built calculator page (packages/web/dist) on 127.0.0.1 only, on a free port unless --port is given, and prints the\n' +
    'address. When the RocksDB addon is built, the page also offers "Validate on this machine": it runs `rocktune validate` on the\n' +
    'page\'s OPTIONS file and plots the T2/T5 throughput. Stop with Ctrl-C.',
  usage: 'rocktune serve [--port N] [--open] [--dir DIR]',
  flags: {
    port: { type: 'string', short: 'p', valueName: 'N', description: 'port on 127.0.0.1 (0 = a free one)', defaultText: 'a free port' },
    open: { type: 'boolean', description: 'open the page in the default browser (xdg-open)' },
    dir: { type: 'string', valueName: 'DIR', description: 'serve another build of the page', defaultText: 'packages/web/dist' },
  },
  examples: [
    { explains: 'Serve the page and open it', command: 'rocktune serve --open' },
    { explains: 'A fixed port, for a bookmark', command: 'rocktune serve --port 8047' },
  ],
  async run(args, io) {
    const port = parsePort(args.flags.port as string | undefined);
    const dirFlag = args.flags.dir as string | undefined;
    const webDir = dirFlag !== undefined ? resolve(io.cwd, dirFlag) : DEFAULT_WEB_DIR;
    if (!existsSync(join(webDir, 'index.html'))) {
      if (dirFlag !== undefined) throw new UsageError(`--dir: ${webDir} has no index.html; pass the page's build directory`);
      throw new FailureError(`the page is not built (${join(webDir, 'index.html')} is missing); run \`npm run build -w @rocktune/web\``);
    }
    const validate = await validateAvailability();
    let running: RunningServer;
    try {
      running = await startServe({ webDir, port, cliCommand: defaultCliCommand(), validate, log: (line) => io.stderr(`rocktune serve: ${line}\n`) });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE') throw new FailureError(`--port ${port}: the port is in use on ${SERVE_HOST}; pick another or omit --port`);
      if (code === 'EACCES') throw new FailureError(`--port ${port}: not allowed to listen there; use a port above 1023`);
      throw error;
    }
    io.stdout(`rocktune calculator: ${running.url}\n`);
    io.stderr(
      validate.available
        ? 'rocktune serve: "Validate on this machine" is enabled (runs rocktune validate locally)\n'
        : `rocktune serve: validation is off: ${validate.reason ?? ''}\n`,
    );
    io.stderr('rocktune serve: listening on 127.0.0.1 only; Ctrl-C to stop\n');
    if (args.flags.open === true) openBrowser(running.url, io);
    await new Promise<void>((done) => {
      const stop = () => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        void running.close().then(done);
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
    return EXIT.ok;
  },
};
