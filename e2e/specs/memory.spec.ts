import { formatInteger, GUIDE_EXAMPLE, SIZING_DEFAULTS, recommend } from '@rocktune/calculator';
import { describe, expect, it } from 'vitest';
import { usePageSession } from '../harness.js';

/** The memory bar shows the calculator's memory model, component by component. */
describe('memory bar', () => {
  const env = usePageSession({ width: 1400, height: 1000 });

  it.each([
    ['the guide example', '', {}],
    ['read-heavy (index and filter blocks in the cache)', '#workload=read-heavy', { workload: 'read-heavy' }],
  ])('%s: every predicted component, in bytes, as the calculator computes it', async (_name, hash, extra) => {
    const { page } = env.s;
    await page.goto('about:blank');
    await page.goto(`${env.server.url}${hash}`);
    // The page opens on the guide's server with the calculator's defaults (the CLI's).
    const result = recommend({ ...GUIDE_EXAMPLE, ...SIZING_DEFAULTS, ...extra });
    if (!result.ok) throw new Error('E1 must be feasible');
    const p = result.recommendation.memory.predicted;
    const shown = async (key: string) => page.locator(`[data-memory="${key}"]`).innerText();
    expect(await shown('memtables')).toContain(`${formatInteger(p.memtables.bytes)} bytes`);
    expect(await shown('cache')).toContain(`${formatInteger(p.blockCache.bytes)} bytes`);
    expect(await shown('readers')).toContain(`${formatInteger(p.tableReaders.bytes + p.valueFileReaders.bytes)} bytes`);
    for (const [key, term] of [
      ['index', p.indexBlocks],
      ['filter', p.filterBlocks],
    ] as const) {
      if (term.inCache) {
        expect(await page.locator(`[data-memory="${key}"]`).count()).toBe(0);
        expect(await shown('cache')).toMatch(new RegExp(`holds the .*${key}`));
      } else expect(await shown(key)).toContain(`${formatInteger(term.bytes)} bytes`);
    }
  });
});
