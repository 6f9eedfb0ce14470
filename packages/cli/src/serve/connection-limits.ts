// How long a connection may hold a socket without doing its part, so that no local user can exhaust serve's file
// descriptors with idle or slowly trickling (slowloris) connections. A response being streamed (a validation's
// events) is the server's part and is never timed out.
import type { Server } from 'node:http';

export interface ConnectionLimits {
  /** A connection that has not sent a complete request header by then is closed (idle sockets and slowloris). */
  headerTimeoutMs: number;
  /** An idle keep-alive connection is closed after this long. */
  keepAliveTimeoutMs: number;
  /** The whole request (headers and body) must have arrived by then. */
  requestTimeoutMs: number;
  /** Connections beyond this many are closed as they arrive. */
  maxConnections: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  headerTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  requestTimeoutMs: 30_000,
  maxConnections: 64,
};

/** How often Node checks the header and request timeouts (its default, 30 s, would let a slowloris socket live 40 s). */
export const checkingIntervalMs = (limits: ConnectionLimits): number => Math.min(1_000, limits.headerTimeoutMs / 2);

/** Applies `limits` to `server` (created with `connectionsCheckingInterval: checkingIntervalMs(limits)`). */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
  server.headersTimeout = limits.headerTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.maxConnections = limits.maxConnections;
  // Node's header timeout starts with the first byte: a socket that sends nothing is closed by its own timer, which
  // stops when a request arrives (Node's socket timeout handler destroys the socket).
  server.on('connection', (socket) => socket.setTimeout(limits.headerTimeoutMs));
  server.on('request', (req) => req.socket.setTimeout(0));
}
