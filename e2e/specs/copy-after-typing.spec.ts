import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, typeInto, withFreshPage } from '../harness.js';

/** Issue 35 major 1: the desktop the issue used, and the phone. */
const DESKTOP_1366 = { width: 1366, height: 900 };

/** The Copy a user reaches at once: beside the file on a desktop, the sticky bar on a phone. */
function copyButton(page: Page, phone: boolean) {
  return phone
    ? page.getByTestId('sticky-copy').getByRole('button', { name: 'Copy OPTIONS file' })
    : page.getByRole('button', { name: 'Copy', exact: true });
}

/** Types into CPU threads without Enter, then clicks at once: the click itself makes the field commit on blur. */
async function typeThenClick(page: Page, threads: string, click: () => Promise<void>): Promise<void> {
  await typeInto(page, 'CPU threads', threads, 'none');
  await click();
}

/** Makes CPU threads invalid and committed (the error box shows), ready to be fixed. */
async function breakThreads(page: Page): Promise<void> {
  await typeInto(page, 'CPU threads', 'abc', 'Enter');
  await expect.poll(() => page.locator('.results').getAttribute('data-status')).toBe('stale');
}

describe('Copy and Download work right after typing (issue 35 major 1)', () => {
  it.each([
    ['desktop 1366x900', DESKTOP_1366, false],
    ['phone 390x844', PHONE, true],
  ] as const)('%s: Copy right after typing, and right after fixing an invalid field', async (_, viewport, phone) => {
    await withFreshPage(viewport, { clipboard: true }, async (s, server) => {
      const { page } = s;
      await page.goto(server.url);
      await copyButton(page, phone).waitFor();
      const copy = copyButton(page, phone);
      await typeThenClick(page, '24', () => copy.click());
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('max_background_jobs=24');
      await expect.poll(() => page.getByTestId('copy-status').innerText()).toContain('copied');

      await breakThreads(page);
      await typeThenClick(page, '12', () => copy.click());
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('max_background_jobs=12');
      await expect.poll(() => page.getByTestId('copy-status').innerText()).toMatch(/^OPTIONS file copied\.$/);
      expect(s.errors).toEqual([]);
    });
  });

  it.each([
    ['desktop 1366x900', DESKTOP_1366],
    ['phone 390x844', PHONE],
  ] as const)('%s: Download right after typing, and right after fixing an invalid field', async (_, viewport) => {
    await withFreshPage(viewport, {}, async (s, server) => {
      const { page } = s;
      await page.goto(server.url);
      const download = page.getByRole('button', { name: 'Download OPTIONS.ini' });
      await download.scrollIntoViewIfNeeded();
      const downloaded = async (threads: string) => {
        const [file] = await Promise.all([
          page.waitForEvent('download', { timeout: 5000 }),
          typeThenClick(page, threads, () => download.click()),
        ]);
        const chunks: Buffer[] = [];
        for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks).toString('utf8');
      };
      expect(await downloaded('24')).toContain('max_background_jobs=24');
      await breakThreads(page);
      await download.scrollIntoViewIfNeeded();
      expect(await downloaded('12')).toContain('max_background_jobs=12');
      expect(s.errors).toEqual([]);
    });
  });
});
