import { describe, expect, it } from 'vitest';
import { PHONE, usePageSession } from '../harness.js';

/**
 * Issue 35: on a phone the page ran to 10,998 px and the file started 2,531 px down. One short form and one result box
 * (pgtune): the Engine inputs and the panels that explain the file fold, so the file starts near the top.
 */
describe('phone 390x844: the file near the top, the page short', () => {
  const env = usePageSession(PHONE);

  it('the OPTIONS file starts within the second screen and the page is under five screens', async () => {
    const page = await env.open();
    await page.getByTestId('options-file').waitFor();
    const { height, fileY } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      fileY: Math.round(document.querySelector('[data-testid="options-file"]')!.getBoundingClientRect().top + window.scrollY),
    }));
    console.log(`phone 390x844: page ${height} px, OPTIONS file at y = ${fileY} px`);
    expect(fileY).toBeLessThan(2 * PHONE.height);
    expect(height).toBeLessThan(5 * PHONE.height);
    // What folds is one tap away: the explanations open under the file.
    await page.getByText('Every value explained: options, memory, levels and sources').click();
    await page.locator('tr[data-option="write_buffer_size"]').waitFor();
    expect(env.s.errors).toEqual([]);
  });
});
