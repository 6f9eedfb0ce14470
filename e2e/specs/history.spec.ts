import { describe, expect, it } from 'vitest';
import { optionValue, typeInto, usePageSession } from '../harness.js';

describe('history', () => {
  const env = usePageSession();

  it('Back undoes the last committed change and stays on the page', async () => {
    const page = await env.open();
    await typeInto(page, 'CPU threads', '24');
    await expect.poll(() => optionValue(page, 'max_write_buffer_number')).toBe('7');
    await typeInto(page, 'DRAM', '64GB');
    await expect.poll(() => page.url()).toContain('dram=64GB');
    const origin = new URL(page.url()).origin;
    await page.goBack();
    await expect.poll(() => page.getByLabel('DRAM', { exact: true }).inputValue()).toBe('128GB');
    expect(await page.getByLabel('CPU threads', { exact: true }).inputValue()).toBe('24');
    await page.goBack();
    await expect.poll(() => page.getByLabel('CPU threads', { exact: true }).inputValue()).toBe('48');
    expect(new URL(page.url()).origin).toBe(origin);
    expect(await optionValue(page, 'max_write_buffer_number')).toBe('13');
  });

  it('reload after a typo keeps the last valid input, and so does a link copied then', async () => {
    const { page } = env.s;
    await page.goto('about:blank');
    await page.goto(env.server.url);
    await typeInto(page, 'DRAM', '64GB');
    await expect.poll(() => page.url()).toContain('dram=64GB');
    await typeInto(page, 'DRAM', '64 gigs');
    await expect.poll(() => page.getByTestId('invalid-notice').count()).toBe(1);
    expect(page.url()).toContain('dram=64GB');
    await page.reload();
    await expect.poll(() => page.getByLabel('DRAM', { exact: true }).inputValue()).toBe('64GB');
    expect(await page.getByTestId('url-notice').count()).toBe(0);
    expect(env.s.errors).toEqual([]);
  });
});
