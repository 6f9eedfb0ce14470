/**
 * The e2e harness (vite's playground habit: one shared harness, one spec per user flow).
 * Serves the built page on 127.0.0.1 with node:http and drives Debian's Chromium through
 * playwright-core. No browser download: the README's bootstrap installs /usr/bin/chromium.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
/** ROCKTUNE_WEB_DIST points the specs at another build (e.g. the page before a fix, to see a spec fail). */
export const DIST = resolve(process.env.ROCKTUNE_WEB_DIST ?? resolve(here, '../packages/web/dist'));
export const ARTIFACTS = resolve(here, 'artifacts');
export const CHROMIUM = process.env.ROCKTUNE_CHROMIUM ?? '/usr/bin/chromium';

/** Without the networking flags Chromium hangs on a closed network (no component updates, no QUIC). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export function assertBuilt(): void {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(
      `The page is not built: ${DIST}/index.html is missing. Run \`npm run build -w @rocktune/web\` (or \`npm run build\`) first.`,
    );
  }
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** A static host for dist/ on loopback and a free port: what any static host would do. */
export async function serveDist(root = DIST): Promise<StaticServer> {
  assertBuilt();
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

export interface Session {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors: a spec fails if the page logged any. */
  errors: string[];
  close(): Promise<void>;
}

/** A fresh Chromium (fresh profile directory) and one page. */
export interface BrowserOptions {
  colorScheme?: 'light' | 'dark';
  /** Lets specs read what Copy put on the clipboard. */
  clipboard?: boolean;
}

/** Where chromium-server.ts leaves the address of the Chromium it started for the run. */
export const SHARED_CHROMIUM = 'ROCKTUNE_E2E_CHROMIUM_WS';

/** Debian's Chromium, headless, in a fresh temporary profile (playwright deletes it on close). */
export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}; run the README's bootstrap (apt-get install chromium) or set ROCKTUNE_CHROMIUM.`);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: 30_000 });
}

/** One page in a fresh browser context: the run's shared Chromium, else a Chromium of its own. */
export async function openBrowser(viewport = { width: 1280, height: 900 }, options: BrowserOptions = {}): Promise<Session> {
  // The e2e run starts one Chromium for all its specs (chromium-server.ts); each session is a fresh context there,
  // with its own storage, as a fresh profile would be. Elsewhere (the packaging tests) a session launches its own.
  const shared = process.env[SHARED_CHROMIUM];
  const browser = shared ? await chromium.connect(shared, { timeout: 30_000 }) : await launchChromium();
  const context = await browser.newContext({ viewport, acceptDownloads: true, colorScheme: options.colorScheme ?? 'light' });
  if (options.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return {
    browser,
    context,
    page,
    errors,
    async close() {
      await browser.close();
    },
  };
}

/** Saves a full-page screenshot to e2e/artifacts/<name>.png (git-ignored). */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** The value cell of one option row, e.g. `168,000,000 (168 MB)`. */
export async function optionValue(page: Page, name: string): Promise<string> {
  return (await page.locator(`tr[data-option="${name}"] td.value code`).innerText()).trim();
}

/** Replaces a field's text the way a user does: select all, type, Enter (fields commit on Enter or blur). */
export async function typeInto(page: Page, label: string, text: string, commit: 'Enter' | 'Tab' | 'none' = 'Enter'): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.press('Control+A');
  if (text === '') await input.press('Delete');
  else await input.pressSequentially(text);
  if (commit !== 'none') await input.press(commit);
}

/** Saves what the user sees (the viewport), for docs: e2e/artifacts/<name>.png, and docs/screenshots/ with ROCKTUNE_DOC_SCREENSHOTS=1. */
export async function viewportScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
  if (process.env.ROCKTUNE_DOC_SCREENSHOTS === '1') {
    const docs = resolve(here, '../docs/screenshots');
    mkdirSync(docs, { recursive: true });
    await page.screenshot({ path: join(docs, `${name}.png`) });
  }
}

/** Whether the page scrolls sideways: the document wider than the viewport. */
export async function pageOverflowX(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Whether an element's box lies inside the current viewport. */
export async function inViewport(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  // One pixel of slack: scrollIntoView lands on sub-pixel positions such as y = -0.42.
  return box.y >= -1 && box.x >= -1 && box.y + box.height <= size.height + 1 && box.x + box.width <= size.width + 1;
}

/** The viewports the specs check the page at: the desktop beside-the-form layout and a phone. */
export const DESKTOP = { width: 1400, height: 1000 };
export const PHONE = { width: 390, height: 844 };

/** Types each field's text in turn (`typeInto`, committed with Enter), e.g. `{ 'CPU threads': '48', DRAM: '128GB' }`. */
export async function typeAll(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [label, text] of Object.entries(fields)) await typeInto(page, label, text);
}

export interface PageSession {
  readonly server: StaticServer;
  readonly s: Session;
  /** The session's page, loaded afresh from the server; `hash` (e.g. `#tab=lint`) is added to the address. */
  open(hash?: string): Promise<Page>;
}

/**
 * One static server and one Chromium per spec file, closed afterwards. Call inside `describe`;
 * use `env` inside tests (it is set by the time tests run).
 */
export function usePageSession(viewport?: { width: number; height: number }, options?: BrowserOptions): PageSession {
  const env = {
    async open(hash = '') {
      await env.s.page.goto(`${env.server.url}${hash}`);
      return env.s.page;
    },
  } as { server: StaticServer; s: Session; open(hash?: string): Promise<Page> };
  beforeAll(async () => {
    env.server = await serveDist();
    env.s = await openBrowser(viewport, options);
  });
  afterAll(async () => {
    await env.s?.close();
    await env.server?.close();
  });
  return env;
}

/** One test's own static server and Chromium (its own viewport or options), closed however the test ends. */
export async function withFreshPage(
  viewport: { width: number; height: number },
  options: BrowserOptions,
  test: (s: Session, server: StaticServer) => Promise<void>,
): Promise<void> {
  const server = await serveDist();
  const s = await openBrowser(viewport, options);
  try {
    await test(s, server);
  } finally {
    await s.close();
    await server.close();
  }
}

/** `rocktune serve` as a user runs it: the built CLI on a free port, and the address it prints. */
export async function startServe(options: { cpus?: string } = {}): Promise<{ child: ChildProcess; url: string }> {
  // --dir: the build the specs test (ROCKTUNE_WEB_DIST included).
  const serve = [process.execPath, resolve(here, '../packages/cli/dist/main.cjs'), 'serve', '--dir', DIST];
  // `cpus`: the host as rocktune sees it with fewer CPUs (taskset's affinity list, e.g. '0': one thread).
  const [command, ...args] = options.cpus === undefined ? serve : ['taskset', '-c', options.cpus, ...serve];
  const child = spawn(command as string, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise<string>((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`rocktune serve printed no address: ${out}`)), 15_000);
    child.stdout?.setEncoding('utf8').on('data', (c: string) => {
      out += c;
      const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
      if (m) {
        clearTimeout(timer);
        ok(m[0]);
      }
    });
    child.on('exit', (code) => fail(new Error(`rocktune serve exited with ${code}`)));
  });
  return { child, url };
}

/** `rocktune serve` (startServe's options) and one Chromium per spec file, closed afterwards; read `env.url`, `env.s` in tests. */
export function useServeSession(options: { cpus?: string } = {}): { readonly url: string; readonly s: Session } {
  const env = {} as { url: string; s: Session; child: ChildProcess };
  beforeAll(async () => {
    assertBuilt();
    ({ child: env.child, url: env.url } = await startServe(options));
    env.s = await openBrowser();
  });
  afterAll(async () => {
    await env.s?.close();
    env.child?.kill('SIGTERM');
  });
  return env;
}

/** One Chromium per spec file and no server (the page from file://), closed afterwards. */
export function useBrowserSession(): { readonly s: Session } {
  const env = {} as { s: Session };
  beforeAll(async () => {
    assertBuilt();
    env.s = await openBrowser();
  });
  afterAll(async () => {
    await env.s?.close();
  });
  return env;
}
