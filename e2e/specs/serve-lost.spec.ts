import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServe, typeInto, usePageSession } from '../harness.js';

const ROOT = resolve(import.meta.dirname, '../..');
const SERVE_BUILT = existsSync(resolve(ROOT, 'packages/cli/dist/commands/serve.js'));
const ADDON_BUILT = existsSync(resolve(ROOT, 'native/rocksdb-addon/build/Release/rocktune_rocksdb.node'));

/** What the check says when the user stops it, when the form is invalid, and when `rocktune serve` goes away. */
describe.skipIf(!SERVE_BUILT || !ADDON_BUILT)('the check on this machine, interrupted', () => {
  // The browser only: each test starts (and ends) its own `rocktune serve`.
  const env = usePageSession();

  async function startLongRun(url: string) {
    const { page } = env.s;
    await page.goto(`${url}#threads=2&dram=4GB&keys=1e6`);
    await page.getByLabel('Keys to load (T2)').fill('20000000');
    await page.getByLabel('T5 seconds').fill('30');
    await page.locator('#file-panel').getByRole('button', { name: 'Check on this machine' }).click();
    await expect.poll(() => page.getByTestId('validate-status').innerText(), { timeout: 30_000, interval: 200 }).toMatch(/^load: \d+%/);
  }

  it('offers no run while a field is invalid', async () => {
    const serve = await startServe();
    try {
      const { page } = env.s;
      await page.goto(serve.url);
      await expect.poll(() => page.getByTestId('validate-panel').count()).toBe(1);
      await typeInto(page, 'DRAM', '64 gigs');
      await expect.poll(() => page.locator('#file-panel').getByRole('button', { name: 'Check on this machine' }).isDisabled()).toBe(true);
      expect(await page.getByTestId('validate-panel').getByRole('button', { name: 'Check on this machine' }).isDisabled()).toBe(true);
      expect(await page.getByTestId('validate-panel').innerText()).not.toContain('64 gigs');
    } finally {
      serve.child.kill('SIGTERM');
    }
  });

  it('Stop says it stopped, not that it failed', async () => {
    const serve = await startServe();
    try {
      await startLongRun(serve.url);
      await env.s.page.getByTestId('validate-panel').getByRole('button', { name: 'Stop' }).click();
      await expect.poll(() => env.s.page.getByTestId('validate-status').innerText()).toBe('Stopped: nothing was measured.');
    } finally {
      serve.child.kill('SIGTERM');
    }
  }, 60_000);

  it('a server that goes away mid-run is explained: restart rocktune serve', async () => {
    const serve = await startServe();
    await startLongRun(serve.url);
    serve.child.kill('SIGKILL');
    await expect
      .poll(() => env.s.page.getByTestId('validate-status').innerText(), { timeout: 15_000 })
      .toMatch(/lost.*Restart `rocktune serve`/);
    expect(await env.s.page.getByTestId('validate-status').innerText()).not.toMatch(/Failed to fetch|network error/);
  }, 60_000);
});
