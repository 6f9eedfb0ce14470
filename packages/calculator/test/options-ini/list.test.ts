import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasSurroundingCSpace, trickyString } from './arbitraries.js';
import { joinList, splitList } from '../../src/options-ini/index.js';

describe('splitList', () => {
  it('splits on colons', () => {
    expect(splitList('kNoCompression:kLZ4Compression:kZSTD')).toEqual(['kNoCompression', 'kLZ4Compression', 'kZSTD']);
  });

  it('keeps an escaped colon inside its item and unescapes the item', () => {
    expect(splitList('a\\:b:c\\\\:d\\#e')).toEqual(['a:b', 'c\\', 'd#e']);
  });

  it('trims spaces around items', () => {
    expect(splitList(' a : b\t:c ')).toEqual(['a', 'b', 'c']);
  });

  it('keeps an empty middle item (RocksDB rejects it; the linter reports it)', () => {
    expect(splitList('a::b')).toEqual(['a', '', 'b']);
  });

  it('reads "" as an empty list and ignores one trailing colon, like RocksDB', () => {
    expect(splitList('')).toEqual([]);
    expect(splitList('a:')).toEqual(['a']);
    expect(splitList(':a')).toEqual(['', 'a']);
  });
});

describe('joinList', () => {
  it('escapes each item but not the separators', () => {
    expect(joinList(['a:b', 'c#', 'd'])).toBe('a\\:b:c\\#:d');
  });

  it('is inverted by splitList for non-empty items without surrounding whitespace', () => {
    const item = trickyString({ minLength: 1 }).filter((s) => !hasSurroundingCSpace(s));
    fc.assert(
      fc.property(fc.array(item), (items) => {
        expect(splitList(joinList(items))).toEqual(items);
      }),
    );
  });
});
