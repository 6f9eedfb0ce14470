import { describe, expect, it } from 'vitest';
import { optionValue, screenshot, typeAll, usePageSession } from '../harness.js';

const FIELD_LABELS = [
  'CPU threads',
  'DRAM',
  'Open files',
  'Memory fraction',
  'Key size',
  'Key overhead',
  'Value size',
  'Total keys',
  'Levels below L0',
  'Disk write rate (optional)',
];

describe('share by URL', () => {
  const env = usePageSession();

  it('a copied link reproduces the page exactly in a fresh browser context', async () => {
    const page = await env.open();
    await typeAll(page, { 'CPU threads': '32', DRAM: '256GiB', 'Total keys': '2 billion', 'Value size': '4KB' });
    await page.getByLabel('Workload preset').selectOption('read-heavy');
    await page.getByLabel('Engine (dialect)').selectOption('trocksdb');
    await page.getByLabel('Reasons as comments').check();
    await expect.poll(() => page.url()).toContain('threads=32');
    const link = page.url();
    expect(link).toContain('dram=256GiB');
    expect(link).toContain('workload=read-heavy');
    const fileBefore = await page.getByTestId('options-file').innerText();
    const valuesBefore = await Promise.all(FIELD_LABELS.map((l) => page.getByLabel(l, { exact: true }).inputValue()));

    const other = await env.s.browser.newContext();
    const page2 = await other.newPage();
    await page2.goto(link);
    expect(await Promise.all(FIELD_LABELS.map((l) => page2.getByLabel(l, { exact: true }).inputValue()))).toEqual(valuesBefore);
    expect(await page2.getByLabel('Workload preset').inputValue()).toBe('read-heavy');
    expect(await page2.getByLabel('Engine (dialect)').inputValue()).toBe('trocksdb');
    expect(await page2.getByLabel('Reasons as comments').isChecked()).toBe(true);
    expect(await page2.getByTestId('options-file').innerText()).toBe(fileBefore);
    expect(await page2.getByTestId('url-notice').count()).toBe(0);
    expect(page2.url()).toBe(link);
    await other.close();
  });

  it('an invalid link falls back with a notice, never a blank page', async () => {
    const page = await env.open('#threads=abc&dram=128GB&keys=8e9&bogus=1&workload=nope');
    const notice = page.getByTestId('url-notice');
    await expect.poll(() => notice.innerText()).toContain("cpu threads 'abc' is invalid");
    expect(await notice.innerText()).toContain("Ignored unknown parameter 'bogus'");
    expect(await notice.innerText()).toContain("workload preset 'nope' is invalid");
    expect(await page.getByLabel('CPU threads', { exact: true }).inputValue()).toBe('48');
    expect(await page.getByLabel('Workload preset').inputValue()).toBe('general');
    expect(await optionValue(page, 'write_buffer_size')).toBe('164,000,000 (164 MB)');
    // The address bar now holds the corrected state, so re-sharing it is clean.
    await expect.poll(() => page.url()).toContain('threads=48');
    expect(page.url()).not.toContain('bogus');
    await screenshot(page, 'share-invalid-link-notice');
    expect(env.s.errors).toEqual([]);
  });

  it('a hostile or garbled hash still renders the page', async () => {
    const page = await env.open(`#%E0%A4%A&<script>=1&dram=${'9'.repeat(500)}`);
    await expect.poll(() => optionValue(page, 'max_background_jobs')).toBe('48');
    expect(await page.getByTestId('url-notice').isVisible()).toBe(true);
  });
});
