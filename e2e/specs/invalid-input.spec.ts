import { describe, expect, it } from 'vitest';
import { optionValue, screenshot, typeInto, usePageSession } from '../harness.js';

describe('invalid input', () => {
  const env = usePageSession();

  it('shows the message next to the field and keeps the last valid result, naming the field', async () => {
    const { page } = env.s;
    await page.goto(env.server.url);
    expect(await optionValue(page, 'write_buffer_size')).toBe('164,000,000 (164 MB)');
    await typeInto(page, 'DRAM', '128XB');
    const dram = page.getByLabel('DRAM', { exact: true });
    await expect.poll(() => dram.getAttribute('aria-invalid')).toBe('true');
    const errorId = (await dram.getAttribute('aria-describedby'))?.split(' ')[0] ?? '';
    const error = page.locator(`#${errorId}`);
    expect(await error.innerText()).toContain("'128XB' is not a size");
    // The message sits next to its field (inside the same field block).
    expect(await page.locator('[data-field="dramBytes"] .field-error').count()).toBe(1);
    // The results stay on the last valid input and say which field keeps them there.
    expect(await page.locator('.results').getAttribute('data-status')).toBe('stale');
    expect(await optionValue(page, 'write_buffer_size')).toBe('164,000,000 (164 MB)');
    expect(await page.getByTestId('invalid-notice').innerText()).toMatch(/DRAM: '128XB' is not a size/);
    expect(await page.locator('#file-panel .stale-badge').innerText()).toBe('last valid input');
    await screenshot(page, 'invalid-dram');

    await typeInto(page, 'Total keys', '0');
    await expect.poll(() => page.locator('[data-field="totalKeys"] .field-error').innerText()).toContain('out of range');
    await typeInto(page, 'DRAM', '128GB');
    await typeInto(page, 'Total keys', '8e9');
    await expect.poll(() => optionValue(page, 'write_buffer_size')).toBe('164,000,000 (164 MB)');
    expect(await page.locator('.field-error').count()).toBe(0);
  });

  it('shows infeasible configurations as errors, without an OPTIONS file', async () => {
    const { page } = env.s;
    await typeInto(page, 'Value size', '3GB');
    await typeInto(page, 'DRAM', '1GB');
    await expect.poll(() => page.locator('.results').getAttribute('data-status')).toBe('infeasible');
    expect(await page.getByRole('alert').filter({ hasText: 'cannot run' }).count()).toBe(1);
    expect(await page.getByTestId('options-file').count()).toBe(0);
    await screenshot(page, 'infeasible');
  });
});
