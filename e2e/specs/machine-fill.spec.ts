import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseSize } from '@rocktune/calculator';
import { describe, expect, it } from 'vitest';
import { useServeSession } from '../harness.js';

const ROOT = resolve(import.meta.dirname, '../..');
const SERVE_BUILT = existsSync(resolve(ROOT, 'packages/cli/dist/main.cjs'));
const TASKSET = ['/usr/bin/taskset', '/bin/taskset'].some((p) => existsSync(p));

/** "This machine" under `rocktune serve`, on a host of one CPU thread (taskset), as a small VM is. */
describe.skipIf(!SERVE_BUILT || !TASKSET)('This machine fills the form in its own words', () => {
  const env = useServeSession({ cpus: '0' });

  it('DRAM in the form’s notation that parses back to the detected bytes, and “1 CPU thread”, never “1 threads”', async () => {
    const { s, url } = env;
    const { page } = s;
    await page.goto(url);
    const detected = (await page.evaluate(() => fetch('./api/machine').then((r) => r.json()))) as { cpuThreads: number; dramBytes: number };
    expect(detected.cpuThreads).toBe(1);
    await page.getByRole('button', { name: 'This machine', exact: true }).click();
    const dram = page.getByLabel('DRAM', { exact: true });
    await expect.poll(() => page.getByLabel('CPU threads', { exact: true }).inputValue()).toBe('1');
    const text = await dram.inputValue();
    // A unit with at most three decimals, or the bytes in groups of three: never 25.325268992GB (issue 35).
    expect(text).toMatch(/^(\d+(\.\d{1,3})?(GB|GiB|MB|MiB)|\d{1,3}(,\d{3})+)$/);
    expect(parseSize(text)).toBe(detected.dramBytes);
    expect(await page.locator('.results').getAttribute('data-status')).not.toBe('stale');
    const body = (await page.locator('body').textContent()) ?? '';
    expect(body).not.toMatch(/\b1 threads\b/);
    expect(body).not.toMatch(/thread\(s\)|buffer\(s\)/);
    expect(body).toContain('for 1 CPU thread');
    expect(s.errors).toEqual([]);
  });
});
