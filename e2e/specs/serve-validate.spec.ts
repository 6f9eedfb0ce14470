import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, openBrowser, optionValue, screenshot, type Session } from '../harness.js';

const ROOT = resolve(import.meta.dirname, '../..');
const CLI = resolve(ROOT, 'packages/cli/dist/main.js');
const SERVE_BUILT = existsSync(resolve(ROOT, 'packages/cli/dist/commands/serve.js'));
const ADDON_BUILT = existsSync(resolve(ROOT, 'native/rocksdb-addon/build/Release/rocktune_rocksdb.node'));

/** `rocktune serve` as a user runs it: the built CLI, the printed address, the page on loopback. */
describe.skipIf(!SERVE_BUILT)('rocktune serve', () => {
  let child: ChildProcess;
  let url: string;
  let s: Session;
  beforeAll(async () => {
    assertBuilt();
    child = spawn(process.execPath, [CLI, 'serve'], { stdio: ['ignore', 'pipe', 'pipe'] });
    url = await new Promise<string>((ok, fail) => {
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
    s = await openBrowser();
  });
  afterAll(async () => {
    await s?.close();
    child?.kill('SIGTERM');
  });

  it('serves the calculator on 127.0.0.1', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await s.page.goto(url);
    expect(await optionValue(s.page, 'write_buffer_size')).toBe('168,000,000 (168 MB)');
  });

  it.skipIf(!ADDON_BUILT)('validates the page\'s file on this machine and plots T2/T5', async () => {
    const { page } = s;
    await page.goto(`${url}#threads=2&dram=4GB&keys=1e6`);
    // Enough keys for a few one-second samples per series (a load of 50k keys ends within the first second).
    await page.getByLabel('Keys to load (T2)').fill('500000');
    await page.getByLabel('T5 seconds').fill('3');
    await page.getByRole('button', { name: 'Validate on this machine' }).click();
    await expect.poll(() => page.getByTestId('validate-status').innerText(), { timeout: 90_000, interval: 500 }).toMatch(/^(Done|RocksDB rejected|Failed)/);
    expect(await page.getByTestId('validate-status').innerText()).toMatch(/^Done\. T2 [\d,]+ writes\/s; T5 [\d,]+ reads\/s/);
    expect(await page.locator('svg.plot polyline').count()).toBeGreaterThanOrEqual(3);
    await screenshot(page, 'serve-validate');
  }, 120_000);
});
