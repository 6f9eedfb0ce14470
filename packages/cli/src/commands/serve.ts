import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import process from 'node:process';
import type { Command } from '../cli-kit/command.js';
import { EXIT, FailureError, UsageError } from '../cli-kit/errors.js';
import { count } from '../cli-kit/flag-types.js';
import type { Io } from '../cli-kit/io.js';
import { INTERRUPT_SIGNALS } from '../launch/interrupt-guard.js';
import { WEB_DIR } from '../paths.js';
import { engineValidation } from '../serve/engine-validation.js';
import { SERVE_HOST } from '../serve/guard.js';
import { startServe, type RunningServer } from '../serve/server.js';

/** The calculator page as built by `npm run build -w @rocktune/web` (inside the installed package: its web/). */
export const DEFAULT_WEB_DIR = WEB_DIR;

/** `xdg-open` (Linux) or `open` (macOS) when present; otherwise the printed address is enough. */
function openBrowser(url: string, io: Io): void {
  const opener = process.platform === 'darwin' ? 'open' : 'xdg-open';
  const child = spawn(opener, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => io.stderr(`rocktune: --open: ${opener} is not available; open ${url} yourself\n`));
  child.unref();
}

/** Until SIGINT, SIGTERM or SIGHUP; the handler stays registered until the server is closed, so it is in charge of the exit. */
function untilSignalled(running: RunningServer): Promise<void> {
  return new Promise<void>((done) => {
    let closing = false;
    const stop = () => {
      if (closing) return;
      closing = true;
      void running.close().then(() => {
        for (const s of INTERRUPT_SIGNALS) process.off(s, stop);
        done();
      });
    };
    for (const s of INTERRUPT_SIGNALS) process.on(s, stop);
  });
}

export const serve: Command = {
  name: 'serve',
  summary: 'Serve the calculator page on 127.0.0.1 (and validate on this machine when the engine is built)',
  description:
    'Serves the built calculator page (packages/web/dist) on 127.0.0.1 only, on a free port unless --port is given, and prints the\n' +
    'address. When the RocksDB addon is built, the page also offers "Validate on this machine": it runs the same check, T2 and T5\n' +
    "as `rocktune validate` on the page's OPTIONS file (one run at a time) and plots their throughput. Stop with Ctrl-C.\n" +
    'API (loopback, same origin only): GET /api/info, GET /api/machine (this host as generate detects it), POST /api/validate (SSE).\n' +
    'A validation request body may be 1 MB (413 above) and must arrive within 10 s (408 after), so a slow client cannot hold\n' +
    'the one validation slot; a request target that is not a URL is a 400. A connection that sends no complete request header\n' +
    'within 10 s (idle or trickling) is closed, an idle keep-alive one after 5 s; at most 64 connections at a time.',
  usage: 'rocktune serve [--port N] [--open] [--dir DIR]',
  flags: {
    port: {
      type: 'string',
      short: 'p',
      value: count({ min: 0, max: 65_535 }),
      valueName: 'N',
      description: 'port on 127.0.0.1 (0 = a free one)',
      defaultText: 'a free port',
    },
    open: { type: 'boolean', description: 'open the page in the default browser (xdg-open)' },
    dir: { type: 'string', valueName: 'DIR', description: 'serve another build of the page', defaultText: 'packages/web/dist' },
  },
  examples: [
    { explains: 'Serve the page and open it', command: 'rocktune serve --open' },
    { explains: 'A fixed port, for a bookmark', command: 'rocktune serve --port 8047' },
  ],
  async run(args, io) {
    const port = (args.values.port as number | undefined) ?? 0;
    const dirFlag = args.flags.dir as string | undefined;
    const webDir = dirFlag !== undefined ? resolve(io.cwd, dirFlag) : DEFAULT_WEB_DIR;
    if (!existsSync(join(webDir, 'index.html'))) {
      if (dirFlag !== undefined) throw new UsageError(`--dir: ${webDir} has no index.html; pass the page's build directory`);
      throw new FailureError(`the page is not built (${join(webDir, 'index.html')} is missing); run \`npm run build -w @rocktune/web\``);
    }
    const engine = await engineValidation(io.env.TMPDIR);
    let running: RunningServer;
    try {
      running = await startServe({
        webDir,
        port,
        validate: engine.availability,
        runValidation: engine.run,
        log: (line) => io.stderr(`rocktune serve: ${line}\n`),
      });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE') throw new FailureError(`--port ${port}: the port is in use on ${SERVE_HOST}; pick another or omit --port`);
      if (code === 'EACCES') throw new FailureError(`--port ${port}: not allowed to listen there; use a port above 1023`);
      throw error;
    }
    io.stdout(`rocktune calculator: ${running.url}\n`);
    io.stderr(
      engine.availability.available
        ? 'rocktune serve: "Validate on this machine" is enabled (runs the RocksDB engine locally)\n'
        : `rocktune serve: validation is off: ${engine.availability.reason ?? ''}\n`,
    );
    io.stderr('rocktune serve: listening on 127.0.0.1 only; Ctrl-C to stop\n');
    if (args.flags.open === true) openBrowser(running.url, io);
    await untilSignalled(running);
    return EXIT.ok;
  },
};
