import { describe, expect, it } from 'vitest';
import { findEntries, findEntry, findSections, listEntries, parseOptionsIni, sectionTitle } from '../../src/options-ini/index.js';

const text = [
  'x=0',
  '[DBOptions]',
  '  a=1',
  '  a=2',
  '[CFOptions "default"]',
  '  a=3',
  '[CFOptions "hot\\:keys"]',
  '  a=4',
  '[TableOptions/BlockBasedTable "default"]',
  '  block_size=8192',
  '',
].join('\n');
const { document } = parseOptionsIni(text);

describe('queries', () => {
  it('lists every entry in file order with its section', () => {
    expect(listEntries(document).map(({ section, entry }) => `${section ? sectionTitle(section) : '-'}:${entry.value}`)).toEqual([
      '-:0',
      'DBOptions:1',
      'DBOptions:2',
      'CFOptions "default":3',
      'CFOptions "hot\\:keys":4',
      'TableOptions/BlockBasedTable "default":8192',
    ]);
  });

  it('finds duplicates in order, and findEntry returns the first as RocksDB does', () => {
    expect(findEntries(document, 'DBOptions', 'a').map((e) => e.value)).toEqual(['1', '2']);
    expect(findEntry(document, 'DBOptions', 'a')?.value).toBe('1');
  });

  it('selects sections by canonical title string or by parts, escaped names included', () => {
    expect(findEntry(document, 'CFOptions "default"', 'a')?.value).toBe('3');
    expect(findEntry(document, 'CFOptions "hot\\:keys"', 'a')?.value).toBe('4');
    expect(findEntry(document, { title: 'CFOptions', arg: 'hot:keys' }, 'a')?.value).toBe('4');
    expect(findEntry(document, 'CFOptions "other"', 'a')).toBeUndefined();
    expect(findSections(document, 'CFOptions')).toEqual([]);
  });

  it('treats a missing argument like an empty one, as RocksDB does', () => {
    expect(findSections(document, 'DBOptions ""')).toHaveLength(1);
  });

  it('writes canonical titles with the argument escaped', () => {
    expect(sectionTitle({ title: 'CFOptions', arg: 'a:b' })).toBe('CFOptions "a\\:b"');
    expect(sectionTitle({ title: 'DBOptions' })).toBe('DBOptions');
  });
});
