import { SIZING_DEFAULTS, recommend } from '@rocktune/calculator';
import { describe, expect, it } from 'vitest';
import { usePageSession } from '../harness.js';

/** Issue 24's inputs: 16 threads, 64 GB, 1 KB values, 500 million keys, read-heavy, written for RocksDB 8.11.5. */
const ISSUE = '#threads=16&dram=64GB&value-size=1KB&keys=5e8&workload=read-heavy&kv-separation=on&target=rocksdb@8.11.5';

/** The value of `name=` in the OPTIONS file on screen. */
const fileValue = (text: string, name: string) => new RegExp(`^\\s+${name}=(.*)$`, 'm').exec(text)?.[1];

describe('one number per fact', () => {
  const env = usePageSession({ width: 1400, height: 1000 });

  it('opens on the CLI defaults: key-value separation auto, the same file as rocktune generate with the same hardware', async () => {
    const { page } = env.s;
    await page.goto(env.server.url);
    expect(await page.getByLabel('Key-value separation').inputValue()).toBe(SIZING_DEFAULTS.kvSeparation);
    expect(await page.getByLabel('Memory fraction').inputValue()).toBe(String(SIZING_DEFAULTS.memoryFraction));
    const text = await page.getByTestId('options-file').innerText();
    const cli = recommend({ cpuThreads: 48, dramBytes: '128GB' });
    if (!cli.ok) throw new Error('the guide server must be feasible');
    for (const o of cli.recommendation.options.filter((x) => x.notInFile === undefined)) {
      expect(fileValue(text, o.name), o.name).toBe(Array.isArray(o.value) ? o.value.join(':') : String(o.value));
    }
    expect(text).not.toContain('enable_blob_files');
    expect(await page.getByTestId('reproduce-command').innerText()).toContain('--kv-separation auto');
  });

  it('the Memory panel shows the block cache the file sets, labelled as capacity, beside the expected use', async () => {
    const { page } = env.s;
    await page.goto('about:blank');
    await page.goto(`${env.server.url}${ISSUE}`);
    const text = await page.getByTestId('options-file').innerText();
    const cache = Number(fileValue(text, 'block_cache'));
    const panel = page.getByTestId('memory-panel');
    expect(await panel.innerText()).toMatch(/Capacity set in the file/i);
    expect(await panel.innerText()).toMatch(/Expected use/i);
    expect(Number(await page.locator('[data-memory="cache"] [data-capacity]').getAttribute('data-capacity'))).toBe(cache);
    expect(await page.locator('[data-memory="cache"]').innerText()).toContain(cache.toLocaleString('en-US'));
  });

  it('a share of DRAM is not capped at 100 %: memtables over a 64 MiB host say how far over', async () => {
    const { page } = env.s;
    await page.goto('about:blank');
    await page.goto(`${env.server.url}#threads=4096&dram=64MiB&memory-fraction=1`);
    const total = await page.locator('[data-memory="total"]').innerText();
    const share = Number(/([\d,]+) %/.exec(total)?.[1]?.replace(/,/g, ''));
    expect(share).toBeGreaterThan(100);
    expect(await page.locator('[data-memory="left"]').innerText()).toMatch(/more than the installed DRAM/);
  });

  it('notes agree with the values and speak in the form’s fields, not CLI flags', async () => {
    const { page } = env.s;
    await page.goto('about:blank');
    await page.goto(`${env.server.url}${ISSUE}`);
    const warnings = await page.locator('.warnings').innerText();
    expect(warnings).not.toMatch(/(^|\s)--[a-z]/m);
    expect(warnings).not.toMatch(/half-size|raise ulimit -n and/);
    const note = (await page.locator('[data-code="raise-open-files"]').textContent()) ?? '';
    expect(note).toMatch(/within the open-file budget of 80,000/);

    await page.goto('about:blank');
    await page.goto(`${env.server.url}#threads=48&dram=128GB&levels=2`);
    const levels = await page.locator('[data-code="levels-insufficient"]').innerText();
    expect(levels).toMatch(/Raise “Levels below L0” to \d+\./);
    expect(levels).not.toContain('--levels');
  });
});
