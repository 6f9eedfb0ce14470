import { describe, expect, it } from 'vitest';
import { inViewport, PHONE, typeInto, withFreshPage } from '../harness.js';

/** Issue 24's phone path: from the form to a copied file in one screen, and the file readable without an inner scroll. */
describe('phone path, 390x844', () => {
  it('edits a field and copies the file without leaving the first screen; the bar’s status is not cut', async () => {
    await withFreshPage(PHONE, { clipboard: true }, async (s, server) => {
      const { page } = s;
      await page.goto(server.url);
      await typeInto(page, 'CPU threads', '16');
      const bar = page.getByTestId('sticky-copy');
      await bar.getByRole('button', { name: 'Copy OPTIONS file' }).click();
      const status = bar.locator('.sticky-status');
      await expect.poll(() => status.innerText()).toBe('OPTIONS file copied.');
      expect(await inViewport(page, status)).toBe(true);
      // The whole status is shown: nothing clipped or ellipsized (issue 24: "OPTIONS file co...").
      expect(await status.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1)).toBe(true);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('max_background_jobs=16');
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(PHONE.height);
      expect(s.errors).toEqual([]);
    });
  });

  it('shows the whole file in the page: no inner scroll, no line wider than the screen, block_cache readable', async () => {
    await withFreshPage(PHONE, {}, async (s, server) => {
      const { page } = s;
      await page.goto(server.url);
      const file = page.getByTestId('options-file');
      await file.waitFor();
      const box = await file.evaluate((el) => ({ sh: el.scrollHeight, ch: el.clientHeight, sw: el.scrollWidth, cw: el.clientWidth }));
      expect(box.sh).toBeLessThanOrEqual(box.ch + 1);
      expect(box.sw).toBeLessThanOrEqual(box.cw + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      // Every line, block_cache included, is reached by scrolling the page, not a box inside it.
      expect(await file.innerText()).toMatch(/\n {2}block_cache=\d+\n/);
      expect(await file.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('none');
      expect(s.errors).toEqual([]);
    });
  });
});
