import { describe, expect, it } from 'vitest';
import { DESKTOP, inViewport, PHONE, pageOverflowX, viewportScreenshot, withFreshPage } from '../harness.js';

/**
 * Defect 1 of the calculator issue: the path a user takes (fill in, copy the file) must be on the first
 * screen. Also the README's screenshots: `ROCKTUNE_DOC_SCREENSHOTS=1 npm run e2e` writes them to docs/screenshots/.
 */
describe('first screen', () => {
  it('desktop 1400x1000: the OPTIONS file and its Copy button are beside the form without scrolling; the values say they are an example', async () => {
    await withFreshPage(DESKTOP, { clipboard: true }, async (s, server) => {
      const { page } = s;
      await page.goto(server.url);
      const copy = page.getByRole('button', { name: 'Copy', exact: true });
      await copy.waitFor();
      expect(await inViewport(page, copy)).toBe(true);
      expect(await inViewport(page, page.getByRole('button', { name: 'Download OPTIONS.ini' }))).toBe(true);
      expect(await inViewport(page, page.getByTestId('how-to-apply').locator('summary'))).toBe(true);
      // Beside the form: the file panel starts level with the form, to its right.
      const form = await page.getByRole('form', { name: 'Inputs' }).boundingBox();
      const panel = await page.locator('#file-panel').boundingBox();
      expect(panel!.x).toBeGreaterThan(form!.x + form!.width);
      expect(Math.abs(panel!.y - form!.y)).toBeLessThan(40);
      expect(await page.getByTestId('example-notice').innerText()).toMatch(/These values are an example/);
      expect(await inViewport(page, page.getByTestId('example-notice'))).toBe(true);
      expect(await pageOverflowX(page)).toBeLessThanOrEqual(0);
      await viewportScreenshot(page, 'desktop-1400x1000');

      await copy.click();
      await expect.poll(() => page.getByTestId('copy-status').innerText()).toBe('OPTIONS file copied.');
      const clip = await page.evaluate(() => navigator.clipboard.readText());
      expect(clip).toBe(await page.getByTestId('options-file').innerText());
      expect(clip).toContain('write_buffer_size=164000000');
      expect(s.errors).toEqual([]);
    });
  });

  it('phone 390x844: a sticky bar keeps Copy on screen while scrolling the form, and nothing is wider than the screen', async () => {
    await withFreshPage(PHONE, { clipboard: true }, async (s, server) => {
      const { page } = s;
      await page.goto(server.url);
      const sticky = page.getByTestId('sticky-copy').getByRole('button', { name: 'Copy OPTIONS file' });
      await sticky.waitFor();
      expect(await inViewport(page, sticky)).toBe(true);
      expect(await inViewport(page, page.getByTestId('example-notice'))).toBe(true);
      await viewportScreenshot(page, 'phone-390x844');
      // Halfway down the form, the bar is still there.
      await page.getByLabel('Total keys', { exact: true }).scrollIntoViewIfNeeded();
      expect(await inViewport(page, sticky)).toBe(true);
      await sticky.click();
      const clip = await page.evaluate(() => navigator.clipboard.readText());
      expect(clip).toBe(await page.getByTestId('options-file').innerText());
      expect(await pageOverflowX(page)).toBeLessThanOrEqual(0);
      // "View it" brings the file itself into view.
      await page.getByTestId('sticky-copy').getByRole('link', { name: 'View it' }).click();
      await expect.poll(() => inViewport(page, page.locator('#file-title'))).toBe(true);
      expect(s.errors).toEqual([]);
    });
  });
});
