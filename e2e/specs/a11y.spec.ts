import { describe, expect, it } from 'vitest';
import { pageOverflowX, typeInto, usePageSession, withFreshPage } from '../harness.js';

/** Defect 9: landmarks, favicon, dark theme, the options table on a phone, Copy close to the start of the page. */
describe('accessibility and finish', () => {
  const env = usePageSession({ width: 1400, height: 1000 });

  it('has one main landmark that is not a tab panel, and a real favicon', async () => {
    const { page } = env.s;
    await page.goto(env.server.url);
    await page.locator('#results').waitFor();
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.locator('main').getAttribute('role')).toBeNull();
    expect(await page.getByRole('tabpanel').count()).toBe(1);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toMatch(/^data:image\/svg\+xml,.+/);
    expect(icon!.length).toBeGreaterThan(60);
  });

  it('Copy is three key presses from the top: Tab to the skip link, Enter, Tab', async () => {
    const { page } = env.s;
    await page.goto(env.server.url);
    await page.locator('#results').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the OPTIONS file');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Copy');
  });

  it('follows prefers-color-scheme: dark', async () => {
    await withFreshPage({ width: 1400, height: 1000 }, { colorScheme: 'dark' }, async (s, server) => {
      await s.page.goto(server.url);
      await s.page.locator('#results').waitFor();
      const luminance = (rgb: string) => {
        const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number) as [number, number, number];
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      };
      const bg = await s.page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      const card = await s.page.evaluate(() => getComputedStyle(document.querySelector('.card')!).backgroundColor);
      const text = await s.page.evaluate(() => getComputedStyle(document.body).color);
      const input = await s.page.evaluate(() => getComputedStyle(document.querySelector('#field-cpuThreads')!).backgroundColor);
      expect(luminance(bg)).toBeLessThan(0.2);
      expect(luminance(card)).toBeLessThan(0.2);
      expect(luminance(input)).toBeLessThan(0.2);
      expect(luminance(text)).toBeGreaterThan(0.7);
    });
  });

  it('shows every option with its value and source on a phone, without scrolling sideways', async () => {
    const { page } = env.s;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(env.server.url);
    await typeInto(page, 'CPU threads', '16');
    // A phone folds the explanations under the file (issue 35): one tap opens them.
    await page.getByText('Every value explained: options, memory, levels and sources').click();
    const row = page.locator('tr[data-option="write_buffer_size"]');
    await row.scrollIntoViewIfNeeded();
    for (const cell of ['td.value', 'td.source']) {
      const box = await row.locator(cell).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(box!.height).toBeGreaterThan(0);
    }
    expect(await row.locator('td.source').innerText()).toMatch(/G, "Write Buffer Size/);
    const scroll = await page
      .locator('.options-table')
      .evaluate((t) => t.closest('.table-scroll')!.scrollWidth - t.closest('.table-scroll')!.clientWidth);
    expect(scroll).toBeLessThanOrEqual(0);
    expect(await pageOverflowX(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1400, height: 1000 });
  });
});
