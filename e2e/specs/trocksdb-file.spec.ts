import { parseOptionsIni } from '@rocktune/calculator';
import { describe, expect, it } from 'vitest';
import { usePageSession } from '../harness.js';

/**
 * A TRocksDB file sets nothing in [TableOptions/BlockBasedTable] (block_cache is not readable from a file there), and
 * TRocksDB 6.4.6 needs no such section: `rocktune validate --engine trocksdb --check-only` accepts the file without it
 * and persists the same options. The page writes no empty section.
 */
describe('TRocksDB file', () => {
  const env = usePageSession();

  it('has no empty [TableOptions/BlockBasedTable] section; a RocksDB file keeps its table options', async () => {
    const { page } = env.s;
    await page.goto(env.server.url);
    const sections = async () => {
      const { document } = parseOptionsIni(await page.getByTestId('options-file').innerText());
      return document.sections.map((s) => [s.title, s.lines.filter((l) => l.kind === 'entry').length] as const);
    };
    expect((await sections()).find(([title]) => title === 'TableOptions/BlockBasedTable')?.[1]).toBeGreaterThan(0);
    await page.getByLabel('Engine (dialect)').selectOption('trocksdb');
    await expect.poll(() => page.getByTestId('options-file').innerText()).toContain('vlogfile_max_size=');
    expect((await sections()).map(([title]) => title)).toEqual(['Version', 'DBOptions', 'CFOptions']);
    expect(await page.getByTestId('options-file').innerText()).toMatch(/# block_cache=\d+ is not set in this file/);
  });
});
