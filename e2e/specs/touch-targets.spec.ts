import { describe, expect, it } from 'vitest';
import { PHONE, typeInto, usePageSession } from '../harness.js';

/** Issue 35 minor: on a phone every control a finger taps is at least 44 px tall (WCAG 2.5.5's target size). */
describe('phone 390x844: touch targets', () => {
  const env = usePageSession(PHONE);

  it('inputs, selects and buttons, Copy share link and Undo included, are at least 44 px tall', async () => {
    const page = await env.open();
    await typeInto(page, 'CPU threads', '24');
    await page.getByRole('button', { name: 'Guide example' }).click();
    await page.getByTestId('fill-status').getByRole('button', { name: 'Undo' }).waitFor();
    const small = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('input:not([type=checkbox]), select, button'))
        .filter((el) => el.offsetParent !== null && !el.closest('tr.detail'))
        .map((el) => ({
          what: `${el.tagName} ${el.textContent?.trim().slice(0, 30) || el.id}`,
          height: Math.round(el.getBoundingClientRect().height),
        }))
        .filter((t) => t.height < 44),
    );
    expect(small).toEqual([]);
    expect(env.s.errors).toEqual([]);
  });
});
