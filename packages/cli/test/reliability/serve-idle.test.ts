import { rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVE_HOST } from '../../src/serve/guard.js';
import { startServe, type RunningServer } from '../../src/serve/server.js';
import { emptyPageDir } from '../serve-client.js';

// Issue 36 item 5b: idle and slowloris sockets held serve's file descriptors for good (1,000 idle sockets still open
// after 75 s). With a 1 s header timeout here, every such socket is closed within a few seconds.
const HEADER_TIMEOUT_MS = 1_000;
// Generous: on a loaded 2-core host the accepts and the timers run late; without the limits no socket closes at all.
const CLOSED_WITHIN_MS = HEADER_TIMEOUT_MS + 5_000;
let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = emptyPageDir('rocktune-serve-idle-');
  server = await startServe({
    webDir: join(dir, 'web'),
    port: 0,
    validate: { available: false, reason: 'not needed here' },
    runValidation: () => Promise.reject(new Error('not needed here')),
    connectionLimits: { headerTimeoutMs: HEADER_TIMEOUT_MS, keepAliveTimeoutMs: 500, requestTimeoutMs: 2_000, maxConnections: 64 },
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens `n` sockets; `trickle` sends a request line, then a header byte every 200 ms. Resolves with each close time. */
function openSockets(n: number, trickle: boolean): { sockets: Socket[]; closedAfter: Promise<number[]> } {
  const start = Date.now();
  const sockets: Socket[] = [];
  const closes: Promise<number>[] = [];
  for (let i = 0; i < n; i++) {
    const s = connect(server.port, SERVE_HOST);
    s.on('error', () => {});
    if (trickle) {
      s.once('connect', () => s.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nX-Slow: `));
      const drip = setInterval(() => s.write('a'), 200);
      s.on('close', () => clearInterval(drip));
    }
    sockets.push(s);
    closes.push(new Promise((ok) => s.on('close', () => ok(Date.now() - start))));
  }
  return { sockets, closedAfter: Promise.all(closes) };
}

/** Opens `n` sockets (`trickle`: slowloris) and expects every one closed by the server within CLOSED_WITHIN_MS. */
async function expectAllClosed(n: number, trickle: boolean): Promise<void> {
  const { sockets, closedAfter } = openSockets(n, trickle);
  const timeout = new Promise<number[]>((ok) => setTimeout(() => ok(sockets.map((s) => (s.destroyed ? 0 : Infinity))), CLOSED_WITHIN_MS));
  const times = await Promise.race([closedAfter, timeout]);
  for (const s of sockets) s.destroy();
  expect(
    times.filter((t) => t > CLOSED_WITHIN_MS),
    `closed after (ms): ${[...times].sort((a, b) => a - b).join(',')}`,
  ).toEqual([]);
}

describe('serve closes the connections that hold a socket without sending a request', () => {
  it(`closes 200 idle sockets within ${CLOSED_WITHIN_MS} ms`, () => expectAllClosed(200, false));

  it(`closes 30 slowloris sockets (a header byte every 200 ms) within ${CLOSED_WITHIN_MS} ms`, () => expectAllClosed(30, true));

  it('still answers a request after that', async () => {
    const res = await fetch(`${server.url}api/info`);
    expect(res.status).toBe(200);
  });
});
