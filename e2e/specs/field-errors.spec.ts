import { describe, expect, it } from 'vitest';
import { typeInto, usePageSession } from '../harness.js';

/** Every message under a field names the field as the form labels it (issue 24: "⚠ is empty"). */
describe('field errors name their field', () => {
  const env = usePageSession();

  it.each([
    ['DRAM', '', /^⚠ DRAM is empty; allowed: a size from /],
    ['CPU threads', '', /^⚠ CPU threads is empty; /],
    ['DRAM', '64 gigs', /^⚠ DRAM: '64 gigs' is not a size/],
    ['Total keys', '0', /^⚠ Total keys: 0 is out of range/],
  ])('%s set to %j', async (label, text, expected) => {
    const { page } = env.s;
    await page.goto(env.server.url);
    await typeInto(page, label, text);
    const input = page.getByLabel(label, { exact: true });
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
    const errorId = (await input.getAttribute('aria-describedby'))?.split(' ')[0] ?? '';
    expect((await page.locator(`#${errorId}`).innerText()).trim()).toMatch(expected);
    // The results' notice says the same, the field's name a link to it.
    const notice = (await page.getByTestId('invalid-notice').innerText()).replace(/\s+/g, ' ');
    expect(notice).toContain((await page.locator(`#${errorId}`).innerText()).replace(/^⚠\s*/, '').replace(/\s+/g, ' ').split(';')[0]);
    expect(env.s.errors).toEqual([]);
  });
});
