import { describe, expect, it } from 'vitest';
import { DESKTOP, typeInto, usePageSession } from '../harness.js';

/** Issue 35: the spreadsheet recomputes per keystroke; the page applies a valid value once typing pauses. */
describe('a valid value applies as typed; an invalid one keeps the last good file', () => {
  const env = usePageSession(DESKTOP);

  it('the file follows CPU threads while the field still has focus, and one edit is one Back step', async () => {
    const page = await env.open();
    const command = page.getByTestId('reproduce-command');
    const threads = page.getByLabel('CPU threads', { exact: true });
    await typeInto(page, 'CPU threads', '2', 'none');
    await expect.poll(() => command.innerText()).toContain('--threads 2 ');
    await threads.pressSequentially('4');
    await expect.poll(() => command.innerText()).toContain('--threads 24 ');
    expect(await page.getByTestId('options-file').innerText()).toContain('max_background_jobs=24\n');
    expect(await threads.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(page.url()).toContain('threads=24');
    await page.goBack();
    await expect.poll(() => threads.inputValue()).toBe('48');
    expect(env.s.errors).toEqual([]);
  });

  it('an invalid value waits for blur to show its error, and the file stays the last valid one', async () => {
    const page = await env.open();
    const file = page.getByTestId('options-file');
    await typeInto(page, 'CPU threads', '16', 'none');
    await expect.poll(() => file.innerText()).toContain('max_background_jobs=16\n');
    await typeInto(page, 'CPU threads', '16x', 'none');
    await page.waitForTimeout(1000);
    expect(await page.locator('.field-error').count()).toBe(0);
    expect(await page.locator('.results').getAttribute('data-status')).toBe('ok');
    await page.getByLabel('CPU threads', { exact: true }).press('Tab');
    await expect.poll(() => page.locator('[data-field="cpuThreads"] .field-error').innerText()).toContain("'16x' is not a whole number");
    expect(await file.innerText()).toContain('max_background_jobs=16\n');
    expect(page.url()).toContain('threads=16');
    expect(env.s.errors).toEqual([]);
  });
});
