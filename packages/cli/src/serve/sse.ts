import type { ServerResponse } from 'node:http';

export type SendEvent = (event: string, data: unknown) => void;

/** Starts a Server-Sent Events response; each event is one JSON object. */
export function openEventStream(res: ServerResponse): SendEvent {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' });
  return (event, data) => {
    if (!res.writableEnded && !res.destroyed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
}
