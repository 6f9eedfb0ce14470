import { describe, expect, it } from 'vitest';
import { DESKTOP, optionValue, typeInto, usePageSession } from '../harness.js';

/** Defects 4 and 5: judge a field when the user leaves it, keep the last result, say what is wrong in user words. */
describe('input: checked on blur, messages and units', () => {
  const env = usePageSession(DESKTOP);

  it('typing "64GB" is not judged at "6": no error and the same result until the field is left', async () => {
    const page = await env.open();
    const dram = page.getByLabel('DRAM', { exact: true });
    await dram.click();
    await dram.press('Control+A');
    await dram.press('6');
    await page.waitForTimeout(150);
    expect(await page.locator('.field-error').count()).toBe(0);
    expect(await page.locator('.results').getAttribute('data-status')).toBe('ok');
    await dram.pressSequentially('4GB');
    await dram.press('Tab');
    await expect.poll(() => optionValue(page, 'block_cache')).not.toBe('');
    expect(await page.locator('.field-error').count()).toBe(0);
    expect(page.url()).toContain('dram=64GB');
  });

  it('an invalid value keeps the last valid result on screen and names the field there', async () => {
    const page = await env.open();
    await typeInto(page, 'CPU threads', '24');
    await typeInto(page, 'DRAM', '6', 'Tab');
    await expect.poll(() => page.locator('.results').getAttribute('data-status')).toBe('stale');
    expect(await optionValue(page, 'max_write_buffer_number')).toBe('7');
    const notice = await page.getByTestId('invalid-notice').innerText();
    expect(notice).toContain('Showing the last valid input');
    expect(notice).toMatch(/DRAM: 6 is out of range/);
    expect(await page.getByTestId('options-file').innerText()).toContain('max_write_buffer_number=7');
  });

  it('says "empty", "negative" and "did you mean 64GB?" instead of "not a whole number" and a bare "out of range"', async () => {
    const page = await env.open();
    await typeInto(page, 'CPU threads', '');
    await expect
      .poll(() => page.locator('[data-field="cpuThreads"] .field-error').innerText())
      .toContain('is empty; allowed: a whole number from 1 to 4,096');
    await typeInto(page, 'CPU threads', '-4');
    await expect.poll(() => page.locator('[data-field="cpuThreads"] .field-error').innerText()).toContain('-4 is negative');
    await typeInto(page, 'CPU threads', '48');

    await typeInto(page, 'DRAM', '64');
    const error = page.locator('[data-field="dramBytes"] .field-error');
    await expect.poll(() => error.innerText()).toContain('Did you mean 64GB?');
    await error.getByRole('button', { name: '64GB' }).click();
    await expect.poll(() => page.getByLabel('DRAM', { exact: true }).inputValue()).toBe('64GB');
    expect(await page.locator('.field-error').count()).toBe(0);

    await typeInto(page, 'Key size', '0');
    await expect.poll(() => page.locator('[data-field="keySize"] .field-error').innerText()).toContain('from 1 byte to');
    await typeInto(page, 'Key size', '20');
  });

  it('takes 500M keys as the CLI does (same unit grammar as sizes)', async () => {
    const page = await env.open();
    await typeInto(page, 'Total keys', '500M');
    await expect.poll(() => page.getByTestId('reproduce-command').innerText()).toContain('--keys 500000000');
    expect(await page.locator('.field-error').count()).toBe(0);
  });

  it('says what is wrong with a number out of range or negative, and takes DRAM with commas as Total keys (issue 35)', async () => {
    const page = await env.open();
    const errorOf = (key: string) => page.locator(`[data-field="${key}"] .field-error`).innerText();
    await typeInto(page, 'Memory fraction', '1e30');
    await expect.poll(() => errorOf('memoryFraction')).toContain('1e30 is out of range; allowed: a number from 0.05 to 1');
    await typeInto(page, 'Memory fraction', '0.8');
    await typeInto(page, 'Compressed value ratio (optional)', '-1');
    await expect.poll(() => errorOf('compressionFactor')).toContain('-1 is negative; allowed: a number greater than 0');
    await typeInto(page, 'Compressed value ratio (optional)', '');
    await typeInto(page, 'DRAM', '64,000,000,000');
    await expect.poll(() => page.getByTestId('reproduce-command').innerText()).toContain('--dram 64000000000');
    expect(await page.locator('.field-error').count()).toBe(0);
  });
});
