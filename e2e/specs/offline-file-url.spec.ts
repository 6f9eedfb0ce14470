import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, DIST, openBrowser, optionValue, screenshot, type Session } from '../harness.js';

/** The built page works without any server: opened from disk, on a phone-width screen too. */
describe('offline: dist/index.html from file://', () => {
  let s: Session;
  beforeAll(async () => {
    assertBuilt();
    s = await openBrowser();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('computes E1 and honours a share hash with no server and no network', async () => {
    const { page, context } = s;
    const requests: string[] = [];
    await context.route('**/*', (route) => {
      requests.push(route.request().url());
      return route.request().url().startsWith('file:') || route.request().url().startsWith('data:') ? route.continue() : route.abort();
    });
    const url = pathToFileURL(join(DIST, 'index.html')).href;
    await page.goto(`${url}#threads=48&dram=128GB&keys=8e9&value-size=800&kv-separation=on`);
    expect(await optionValue(page, 'write_buffer_size')).toBe('168,000,000 (168 MB)');
    expect(await optionValue(page, 'max_write_buffer_number')).toBe('13');
    expect(requests.filter((r) => !r.startsWith('file:') && !r.startsWith('data:'))).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('loads every engine version from file:// after the first paint, and a link naming one opens on it', async () => {
    const { page } = s;
    const url = pathToFileURL(join(DIST, 'index.html')).href;
    await page.goto(url);
    await page.locator('#field-target[data-versions="all"]').waitFor();
    const versions = await page.locator('#field-target option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
    expect(versions).toEqual(expect.arrayContaining(['rocksdb@11.1.2', 'rocksdb@6.0.2', 'rocksdb@5.18.4']));
    await page.goto('about:blank');
    await page.goto(`${url}#target=rocksdb@11.1.2`);
    expect(await page.getByLabel('Version', { exact: true }).inputValue()).toBe('rocksdb@11.1.2');
    expect(s.errors).toEqual([]);
  });

  it('fits a phone-width screen without horizontal page scrolling', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    // The reload keeps the last valid input (values inline since the version change above): wait for the file.
    // (The options table folds on a phone, issue 35: the file itself is what shows.)
    await expect.poll(() => page.getByTestId('options-file').innerText()).toMatch(/\n {2}write_buffer_size=\d+\n/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-width');
  });

  it('"This machine" explains that a static page needs rocktune serve, and changes nothing', async () => {
    const { page } = s;
    await page.goto(pathToFileURL(join(DIST, 'index.html')).href);
    await page.getByRole('button', { name: 'This machine', exact: true }).click();
    await expect.poll(() => page.getByTestId('machine-note').innerText()).toMatch(/Run rocktune serve and open the address it prints/);
    expect(await page.getByLabel('CPU threads', { exact: true }).inputValue()).toBe('48');
    expect(s.errors).toEqual([]);
  });
});
