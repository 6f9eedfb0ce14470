import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseSize } from '@rocktune/calculator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, openBrowser, optionValue, screenshot, startServe, type Session } from '../harness.js';

const ROOT = resolve(import.meta.dirname, '../..');
const SERVE_BUILT = existsSync(resolve(ROOT, 'packages/cli/dist/commands/serve.js'));
const ADDON_BUILT = existsSync(resolve(ROOT, 'native/rocksdb-addon/build/Release/rocktune_rocksdb.node'));

/** `rocktune serve` as a user runs it: the built CLI, the printed address, the page on loopback. */
describe.skipIf(!SERVE_BUILT)('rocktune serve', () => {
  let child: ChildProcess;
  let url: string;
  let s: Session;
  beforeAll(async () => {
    assertBuilt();
    ({ child, url } = await startServe());
    s = await openBrowser();
  });
  afterAll(async () => {
    await s?.close();
    child?.kill('SIGTERM');
  });

  it('serves the calculator on 127.0.0.1', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await s.page.goto(url);
    expect(await optionValue(s.page, 'write_buffer_size')).toBe('164,000,000 (164 MB)');
  });

  it.skipIf(!ADDON_BUILT)(
    '"Check on this machine" beside Copy runs the file on screen, names the engine, ends with a verdict and plots T2/T5',
    async () => {
      const { page } = s;
      await page.goto(`${url}#threads=2&dram=4GB&keys=1e6`);
      // Enough keys for a few one-second samples per series even on a fast host: this host loads ~190k keys/s
      // (`rocktune validate --keys 500000` took 2.6 s), and CI's host loaded 500k in under 2 s, one sample only.
      await page.getByLabel('Keys to load (T2)').fill('1500000');
      await page.getByLabel('T5 seconds').fill('3');
      await page.locator('#file-panel').getByRole('button', { name: 'Check on this machine' }).click();
      const status = page.getByTestId('validate-status');
      await expect.poll(() => status.innerText(), { timeout: 90_000, interval: 500 }).toMatch(/^(Accepted|Refused|Failed)/);
      const verdict = await status.innerText();
      expect(verdict, verdict).toMatch(
        /^Accepted( as written|, but the engine changed these values: .+ \(line \d+\))[.:].* T2 [\d,]+ writes\/s.*; T5 [\d,]+ reads\/s/,
      );
      expect(await status.innerText()).not.toContain('0.00');
      expect(await page.getByTestId('validate-engine').innerText()).toMatch(
        /^Ran on RocksDB 7\.8\.3, the release the file is written for\.$/,
      );
      expect(await page.locator('svg.plot polyline').count()).toBeGreaterThanOrEqual(3);
      await screenshot(page, 'serve-validate');
    },
    120_000,
  );

  it('runs the file on screen by default; re-sizing for this machine is an explicit choice', async () => {
    const { page } = s;
    await page.goto(url);
    const detected = (await page.evaluate(() => fetch('./api/machine').then((r) => r.json()))) as { cpuThreads: number; dramBytes: number };
    const onScreen = page.getByRole('radio', { name: /the file on screen/ });
    const machine = page.getByRole('radio', { name: /re-sized\s+for this machine/ });
    await expect.poll(() => machine.isEnabled()).toBe(true);
    expect(await onScreen.isChecked()).toBe(true);
    expect(await machine.isChecked()).toBe(false);
    expect(await page.getByTestId('validate-panel').innerText()).toContain('the file on screen (48 threads, 128 GB DRAM)');
    expect(await page.getByTestId('validate-panel').innerText()).toContain(`for this machine (${detected.cpuThreads} thread`);
    // "This machine" in the intro fills the form from the same detection, and Undo takes it back.
    await page.getByRole('button', { name: 'This machine', exact: true }).click();
    await expect.poll(() => page.getByLabel('CPU threads', { exact: true }).inputValue()).toBe(String(detected.cpuThreads));
    // In the form's notation (e.g. 25,276,502,016 or 64GB), exactly the detected bytes.
    expect(parseSize(await page.getByLabel('DRAM', { exact: true }).inputValue())).toBe(detected.dramBytes);
    await page.getByTestId('fill-status').getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.getByLabel('CPU threads', { exact: true }).inputValue()).toBe('48');
  });

  it("checks the run's inputs before the run, in the form's words", async () => {
    const { page } = s;
    await page.goto(url);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/validate')) posts.push(r.url());
    });
    const keys = page.getByLabel('Keys to load (T2)');
    await keys.fill('12abc');
    await keys.blur();
    const error = page.getByTestId('validate-input-error');
    await expect.poll(() => error.innerText()).toContain("Keys to load (T2): '12abc' is not a whole number");
    expect(await page.getByTestId('validate-panel').getByRole('button', { name: 'Check on this machine' }).isDisabled()).toBe(true);
    await keys.fill('500');
    await keys.blur();
    await expect.poll(() => error.innerText()).toContain('500 is outside 1,000 to 50,000,000');
    await keys.fill('2M');
    await keys.blur();
    await expect.poll(() => error.count()).toBe(0);
    expect(posts).toEqual([]);
    expect(await page.getByTestId('validate-panel').innerText()).not.toMatch(/expected an integer|durationSec|\bkeys:/);
  });

  it.skipIf(!ADDON_BUILT)(
    "says why a chart has no line, and runs RocksDB's defaults beside the file when asked",
    async () => {
      const { page } = s;
      await page.goto(url);
      await page.getByLabel('Keys to load (T2)').fill('20000');
      await page.getByLabel('T5 seconds').fill('1');
      await page.getByRole('checkbox', { name: /RocksDB’s defaults \(baseline\)/ }).check();
      await page.getByTestId('validate-panel').getByRole('button', { name: 'Check on this machine' }).click();
      await expect.poll(() => page.getByTestId('baseline-table').count(), { timeout: 120_000, interval: 500 }).toBe(1);
      // The comparison in words, and no write amplification of 0.00 where nothing was compacted.
      expect(await page.getByTestId('baseline-words').innerText()).toMatch(
        /^The tuned file loaded (\d+ % (faster|slower) than|within 10 % of) RocksDB's defaults/,
      );
      expect(await page.getByTestId('baseline-table').innerText()).not.toContain('0.00');
      const cells = await page.getByTestId('baseline-table').locator('tbody tr').first().locator('td').allInnerTexts();
      expect(cells).toHaveLength(2);
      for (const cell of cells) expect(cell).toMatch(/^[\d,]+$/);
      // A 20,000-key load ends within the first one-second sample: the chart says so. Every series with a sample is
      // drawn, a line or (one sample) a dot, and RocksDB's defaults are charted beside the file (issue 35).
      for (const name of ['T2 load', 'T5 read-while-writing']) {
        const figure = page.locator('figure', { hasText: name });
        const drawn = (await figure.locator('svg').count()) > 0 ? await figure.locator('svg').getAttribute('aria-label') : '';
        expect(await figure.locator('polyline, circle').count()).toBe((drawn?.match(/ samples, peak /g) ?? []).length);
        if (Number(await figure.getAttribute('data-samples')) < 2)
          expect(await figure.getByTestId('plot-too-few').innerText()).toMatch(/samples once a second/);
      }
      expect(await page.locator('figure', { hasText: 'T5 read-while-writing' }).innerText()).toContain('RocksDB defaults: T5 reads/s');
      await screenshot(page, 'serve-validate-baseline');
    },
    180_000,
  );
});
