import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DIST, typeInto, useBrowserSession } from '../harness.js';

/**
 * From file:// "This machine" can only say it needs `rocktune serve`: the primary button must be one that works
 * there, no fill button sits greyed out, and the text beside them describes what the form holds now.
 */
describe('the intro’s buttons on file://', () => {
  const env = useBrowserSession();
  const primary = () => env.s.page.locator('.intro-actions button:not(.secondary)');

  it('opens with a primary button that works here (the form), none disabled, the text naming the example', async () => {
    const { s } = env;
    const { page } = s;
    await page.goto(pathToFileURL(join(DIST, 'index.html')).href);
    expect(await page.locator('.intro-actions button:disabled').count()).toBe(0);
    expect(await primary().count()).toBe(1);
    expect(await primary().innerText()).not.toBe('This machine');
    await primary().click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-cpuThreads');
    expect(await page.getByTestId('form-summary').innerText()).toMatch(/^Showing the guide example: CPU threads 48 · DRAM 128GB/);
  });

  it('after an edit the text follows the form, and the primary button brings the guide example back', async () => {
    const { s } = env;
    const { page } = s;
    await typeInto(page, 'CPU threads', '16');
    await typeInto(page, 'DRAM', '64GB');
    await expect.poll(() => page.getByTestId('form-summary').innerText()).toMatch(/^Your input: CPU threads 16 · DRAM 64GB/);
    expect(await page.getByTestId('form-summary').innerText()).not.toContain('48');
    expect(await page.locator('.intro-actions button:disabled').count()).toBe(0);
    expect(await primary().innerText()).toBe('Guide example');
    await primary().click();
    await expect.poll(() => page.getByLabel('CPU threads', { exact: true }).inputValue()).toBe('48');
    expect(await page.getByTestId('form-summary').innerText()).toMatch(/^Showing the guide example: CPU threads 48/);
    // "This machine" is still offered, as a secondary button, and still explains itself.
    await page.getByRole('button', { name: 'This machine', exact: true }).click();
    await expect.poll(() => page.getByTestId('machine-note').innerText()).toMatch(/Run rocktune serve/);
    expect(s.errors).toEqual([]);
  });
});
