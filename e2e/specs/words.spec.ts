import { describe, expect, it } from 'vitest';
import { usePageSession } from '../harness.js';

/** Defect 6: words a RocksDB operator knows, sources spelled out with links, how to apply the file, one count of warnings. */
describe('words and sources', () => {
  const env = usePageSession({ width: 1400, height: 1000 });

  it('notes and reasons use no internal names or rule numbers', async () => {
    const { page } = env.s;
    await page.goto(`${env.server.url}#threads=2&dram=4GB&keys=1e6`);
    await page.getByRole('button', { name: 'Show all formulas' }).click();
    const prose = await page.locator('.warnings .message, .options-table tr.detail p:has(strong:text("Why"))').allInnerTexts();
    expect(prose.length).toBeGreaterThan(10);
    for (const text of prose) {
      expect(text).not.toMatch(/\bkeysPerFile\b|\bkeysPerFlush\b|\b[Rr]ule \d|rules\.md|T2\/T5/);
    }
    // The formula symbols are explained where the formulas are.
    expect(await page.getByTestId('formula-symbols').innerText()).toMatch(/keysPerFile = keys per SST/);
  });

  it('the file header and the page agree on the warnings', async () => {
    const { page } = env.s;
    for (const hash of ['#threads=2&dram=4GB&keys=1e6', '#threads=48&dram=128GB&keys=8e9&workload=read-heavy', '']) {
      await page.goto(`${env.server.url}${hash}`);
      await page.reload();
      const file = await page.getByTestId('options-file').innerText();
      const header = /^# Warnings: (.*)$/m.exec(file)?.[1] ?? '(missing)';
      const headerCodes = header === 'none' ? [] : header.split(', ');
      const pageCodes = await page
        .locator('.warnings li.sev-warning, .warnings li.sev-error')
        .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-code')))]);
      expect(pageCodes.sort()).toEqual([...headerCodes].sort());
      const title = await page.locator('#warnings-title').innerText();
      if (headerCodes.length === 0) expect(title).toMatch(/^Warnings: none/);
      else expect(title).toMatch(/^\d+ warnings?/);
    }
  });

  it('spells out G, T, S, M and D with links, explains T2 and T5, and says how to apply the file', async () => {
    const { page } = env.s;
    await page.goto(env.server.url);
    const legend = page.getByTestId('sources-legend');
    for (const id of ['G', 'T', 'S', 'M', 'D']) expect(await legend.locator(`[data-source="${id}"] dd`).innerText()).not.toBe('');
    expect(await legend.locator('[data-source="G"] a').getAttribute('href')).toMatch(
      /^https:\/\/github\.com\/KioxiaAmerica\/trocksdb\/.*Tuning_Guide.*\.pdf$/,
    );
    expect(await legend.locator('a[href*="github.com/facebook/rocksdb/wiki"]').count()).toBe(1);
    expect(await legend.innerText()).toMatch(/load \(T2[^)]*\) and read-while-writing \(T5/);
    const apply = page.getByTestId('how-to-apply');
    await apply.locator('summary').click();
    const how = await apply.innerText();
    expect(how).toContain('--options_file=OPTIONS.ini');
    expect(how).toContain('LoadOptionsFromFile(');
    expect(how).toMatch(/block_cache[^.]*(again|persist)/);
  });
});
