import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { optionValue, screenshot, usePageSession } from '../harness.js';

async function tabTo(page: Page, predicate: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(predicate)) return;
  }
  throw new Error(`Tab never reached: ${predicate}`);
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Visible focus: the focused control draws an outline (our :focus-visible style), not `none`. */
async function focusRingWidth(page: Page): Promise<number> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
  });
}

describe('keyboard only', () => {
  const env = usePageSession();

  it('fills the form, reads a formula and reaches the OPTIONS file with Tab, typing, arrows and Enter', async () => {
    const { page } = env.s;
    await page.goto(env.server.url);
    await page.locator('#results').waitFor(); // React renders after the load event; Tab before that lands nowhere
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the OPTIONS file');
    expect(await focusRingWidth(page)).toBeGreaterThanOrEqual(2);

    await tabTo(page, "document.activeElement?.id === 'field-cpuThreads'");
    expect(await focusRingWidth(page)).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('24');
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('field-dramBytes');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('64GB');
    await expect.poll(() => optionValue(page, 'max_write_buffer_number')).toBe('7');

    await tabTo(page, "document.activeElement?.id === 'field-workload'");
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByLabel('Workload preset').inputValue()).toBe('write-heavy');
    await expect.poll(() => optionValue(page, 'max_write_buffer_number')).toBe('14');
    await screenshot(page, 'keyboard-focus-select');

    // Into the results: the OPTIONS file comes first. The dialect toggle works with arrows; the download button with Enter.
    await tabTo(page, "document.activeElement?.textContent === 'Download OPTIONS.ini'");
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe('OPTIONS.ini');

    // Then every option: expand a row with Enter.
    await tabTo(page, "document.activeElement?.getAttribute('aria-controls') === 'option-detail-write_buffer_size'");
    expect(await focusRingWidth(page)).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#option-detail-write_buffer_size').isVisible()).toBe(true);
    expect(await page.locator('#option-detail-write_buffer_size').innerText()).toContain('keysPerFile * (K + V)'); // values inline: kv-separation auto, as the CLI
    await screenshot(page, 'keyboard-results');
    expect(env.s.errors).toEqual([]);
  });

  it('the skip link moves focus to the OPTIONS file and leaves every input as it was', async () => {
    const { page } = env.s;
    await page.goto('about:blank'); // a new load: going to a URL that differs only in its hash would not reload
    await page.goto(`${env.server.url}#threads=24&dram=64GB`);
    await page.locator('#results').waitFor(); // React renders after the load event; Tab before that lands nowhere
    const before = page.url();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page)).toBe('file-panel');
    expect(await page.getByLabel('CPU threads', { exact: true }).inputValue()).toBe('24');
    expect(await page.getByLabel('DRAM', { exact: true }).inputValue()).toBe('64GB');
    expect(await page.getByTestId('url-notice').count()).toBe(0);
    expect(page.url()).toBe(before);
  });

  it('an in-page anchor in the address bar is not read as a share link', async () => {
    const { page } = env.s;
    await page.goto(`${env.server.url}#threads=24&dram=64GB`);
    await page.locator('#results').waitFor();
    await page.evaluate(() => {
      location.hash = '#results';
    });
    await page.waitForTimeout(200);
    expect(await page.getByLabel('CPU threads', { exact: true }).inputValue()).toBe('24');
    expect(await page.getByTestId('url-notice').count()).toBe(0);
  });
});
