import { request } from 'node:http';
import { SERVE_HOST } from '../src/serve/guard.js';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request, so tests can forge Host and Origin headers as an attacker's page would. */
export function call(port: number, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Reply> {
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
