// PNG "when asked": rasterises the SVG with Debian's rsvg-convert (librsvg2-bin) when installed, else with
// headless Chromium (/usr/bin/chromium). Fails with a clear message when neither is available.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cleanUpOnInterrupt } from '../launch/interrupt-guard.js';

export class PngError extends Error {
  override name = 'PngError';
}

function which(cmd: string, env: Record<string, string | undefined>): string | undefined {
  for (const dir of (env.PATH ?? '/usr/local/bin:/usr/bin:/bin').split(':')) {
    const p = join(dir, cmd);
    if (dir && existsSync(p)) return p;
  }
  return undefined;
}

export function pngTool(
  env: Record<string, string | undefined> = process.env,
): { name: 'rsvg-convert' | 'chromium'; path: string } | undefined {
  const rsvg = which('rsvg-convert', env);
  if (rsvg) return { name: 'rsvg-convert', path: rsvg };
  const chromium = env.ROCKTUNE_CHROMIUM ?? which('chromium', env) ?? which('chromium-browser', env) ?? which('google-chrome', env);
  if (chromium) return { name: 'chromium', path: chromium };
  return undefined;
}

/** Writes `png` from the SVG file `svg` at the SVG's own width x height. Returns the tool used. */
export async function svgToPng(svg: string, png: string, env: Record<string, string | undefined> = process.env): Promise<string> {
  const tool = pngTool(env);
  const size = /<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(readFileSync(svg, 'utf8'));
  const width = Number(size?.[1] ?? 800);
  const height = Number(size?.[2] ?? 450);
  if (!tool)
    throw new PngError(
      '--png needs rsvg-convert (sudo apt-get install -y librsvg2-bin) or Chromium (/usr/bin/chromium); neither was found on PATH. The SVG chart was written.',
    );
  if (tool.name === 'rsvg-convert') {
    const r = spawnSync(tool.path, ['-f', 'png', '-o', png, svg], { encoding: 'utf8', timeout: 60_000 });
    if (r.status !== 0) throw new PngError(`rsvg-convert failed: ${(r.stderr || r.error?.message || '').trim().split('\n')[0]}`);
  } else await chromiumScreenshot(tool.path, svg, png, width, height);
  return tool.name;
}

/**
 * Headless Chromium's screenshot of the SVG, with a profile directory of its own that goes with it on every path: on
 * SIGINT, SIGTERM or SIGHUP the browser (its own process group, every process it started) is killed and the directory
 * removed before the signal ends rocktune, instead of both living on until the screenshot is done.
 */
async function chromiumScreenshot(chromium: string, svg: string, png: string, width: number, height: number): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'rocktune-chromium-'));
  const browser = spawn(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      `--user-data-dir=${profile}`,
      `--window-size=${width},${height}`,
      `--screenshot=${png}`,
      pathToFileURL(svg).href,
    ],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 },
  );
  const removeBrowser = (): void => {
    try {
      if (browser.pid !== undefined) process.kill(-browser.pid, 'SIGKILL');
    } catch {
      /* every process of it has ended */
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
  };
  const stopWatching = cleanUpOnInterrupt(removeBrowser);
  try {
    let stderr = '';
    browser.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    const status = await new Promise<string | number>((done) => {
      browser.on('error', (error) => done(error.message));
      browser.on('exit', (code, signal) => done(code ?? signal ?? 'no status'));
    });
    if (status !== 0 || !existsSync(png) || statSync(png).size === 0)
      throw new PngError(
        `chromium could not rasterise the chart: ${(stderr || (typeof status === 'string' ? status : `exit ${status}`)).trim().split('\n').slice(-1)[0]}`,
      );
  } finally {
    stopWatching();
    removeBrowser();
  }
}
