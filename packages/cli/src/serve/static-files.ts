import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { sendJson } from './http.js';

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

/** GET/HEAD of a file below `webDir` (resolved, absolute); never anything outside it. */
export function serveStaticFile(webDir: string, pathname: string, req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { error: 'GET only' });
  let path: string;
  try {
    path = decodeURIComponent(pathname);
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
  const content =
    file === join(webDir, 'index.html') ? readFileSync(file, 'utf8').replace('</head>', `${API_MARKER}</head>`) : readFileSync(file);
  res.end(req.method === 'HEAD' ? undefined : content);
}
