import { describe, expect, it } from 'vitest';
import { optionValue, screenshot, typeAll, typeInto, usePageSession } from '../harness.js';

/** A new user opens the page, types the guide's example (E1, fixtures/README.md) and reads the numbers. */
describe('guide example (E1)', () => {
  const env = usePageSession();

  it('computes E1 from values typed the way people write them', async () => {
    const page = await env.open();
    await typeAll(page, {
      'CPU threads': '48',
      DRAM: '128GB',
      'Open files': '80,000',
      'Key size': '20',
      'Key overhead': '20',
      'Value size': '800',
      'Total keys': '8 billion',
    });
    await page.getByLabel('Workload preset').selectOption('general');
    // E1 separates values (fixtures/README.md); the form opens on the CLI's auto, which keeps 800-byte values inline.
    await page.getByLabel('Key-value separation').selectOption('on');

    expect(await optionValue(page, 'write_buffer_size')).toBe('168,000,000 (168 MB)');
    expect(await optionValue(page, 'max_write_buffer_number')).toBe('13');
    expect(await optionValue(page, 'target_file_size_base')).toBe('8,000,000 (8 MB)');
    expect(await optionValue(page, 'max_bytes_for_level_base')).toBe('64,000,000 (64 MB)');
    expect(await optionValue(page, 'max_background_jobs')).toBe('48');
    expect(await optionValue(page, 'level0_file_num_compaction_trigger')).toBe('4');
    expect(await optionValue(page, 'level0_slowdown_writes_trigger')).toBe('36');
    expect(await optionValue(page, 'level0_stop_writes_trigger')).toBe('48');
    expect(await optionValue(page, 'blob_file_size')).toBe('80,000,000 (80 MB)');
    await expect.poll(() => page.locator('[data-memory="memtables"]').innerText()).toContain('2,184,000,000 bytes');
    expect(await page.getByTestId('level-total-files').innerText()).toBe('299,592');

    const file = await page.getByTestId('options-file').innerText();
    expect(file).toContain('write_buffer_size=168000000');
    expect(file).toContain('max_write_buffer_number=13');
    expect(await page.getByTestId('reproduce-command').innerText()).toContain('--threads 48 --dram 128000000000');

    // A row expands to its formula with the inputs substituted.
    await page.locator('tr[data-option="write_buffer_size"] button').click();
    await expect
      .poll(() => page.locator('#option-detail-write_buffer_size').innerText())
      .toContain('200,000 * (20 + 20 + 800) = 168,000,000');
    await screenshot(page, 'e1-guide-example');
    expect(env.s.errors).toEqual([]);
  });

  it('highlights what an input change moves', async () => {
    const { page } = env.s;
    await typeInto(page, 'CPU threads', '24');
    await expect.poll(() => optionValue(page, 'max_write_buffer_number')).toBe('7');
    await expect.poll(() => page.locator('[data-change="max_write_buffer_number"]').innerText()).toContain('13 → 7');
    expect(await page.locator('tr[data-option="max_write_buffer_number"]').getAttribute('class')).toContain('changed');
    await screenshot(page, 'e1-changed-threads');
  });

  it('"Guide example" says when it is showing, fills in one step that Undo and Back take back, and never leaves the page', async () => {
    const page = await env.open();
    const button = page.getByRole('button', { name: 'Guide example' });
    // Showing it, the page says so instead of offering a greyed-out button.
    expect(await button.count()).toBe(0);
    expect(await page.getByTestId('form-summary').innerText()).toMatch(/^Showing the guide example: /);

    await typeInto(page, 'CPU threads', '24');
    await typeInto(page, 'Value size', '4KB');
    expect(await page.getByTestId('example-notice').count()).toBe(0);
    expect(await button.isEnabled()).toBe(true);
    await button.click();
    await expect.poll(() => optionValue(page, 'max_write_buffer_number')).toBe('13');
    expect(await page.getByLabel('Value size', { exact: true }).inputValue()).toBe('800');
    await page.getByTestId('fill-status').getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => page.getByLabel('CPU threads', { exact: true }).inputValue()).toBe('24');
    expect(await page.getByLabel('Value size', { exact: true }).inputValue()).toBe('4KB');

    await button.click();
    await expect.poll(() => page.getByLabel('CPU threads', { exact: true }).inputValue()).toBe('48');
    const origin = new URL(page.url()).origin;
    await page.goBack();
    await expect.poll(() => page.getByLabel('CPU threads', { exact: true }).inputValue()).toBe('24');
    expect(new URL(page.url()).origin).toBe(origin);
    expect(await optionValue(page, 'max_write_buffer_number')).toBe('7');
    expect(env.s.errors).toEqual([]);
  });

  it('switches the OPTIONS file to TRocksDB and downloads it as OPTIONS.ini', async () => {
    const page = await env.open();
    // One dialect control: the form's (issue 24: the file's own toggle was a second one).
    expect(await page.getByRole('radio', { name: 'TRocksDB' }).count()).toBe(0);
    await page.getByLabel('Engine (dialect)').selectOption('trocksdb');
    await expect.poll(() => page.getByTestId('options-file').innerText()).toContain('vlogfile_max_size=80000000');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download OPTIONS.ini' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('OPTIONS.ini');
    await page.getByLabel('Engine (dialect)').selectOption('rocksdb');
  });
});
