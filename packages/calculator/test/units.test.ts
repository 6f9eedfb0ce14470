import { describe, expect, it } from 'vitest';
import { formatBytes, formatGib, parseCount, parseDecimal, parseSize } from '../src/index.js';

describe('units', () => {
  it.each([
    ['128GB', 128e9],
    ['128GiB', 128 * 2 ** 30],
    ['64MB', 64e6],
    ['8KiB', 8192],
    ['4096', 4096],
    ['4096B', 4096],
    ['1.5 GB', 1.5e9],
    ['2tb', 2e12],
    ['64,000,000,000', 64e9],
    ['64,000 MB', 64e9],
    ['1,024KiB', 2 ** 20],
  ])('parseSize(%s) = %d', (text, bytes) => expect(parseSize(text)).toBe(bytes));

  it.each(['', 'GB', '-1GB', '12 parsecs', '0x10', '1,5GB', '4,8', '10,000.5GB', '1,00,000'])('parseSize(%j) is not a size', (text) =>
    expect(parseSize(text)).toBeUndefined(),
  );

  it.each([
    ['0.8', 0.8],
    ['.5', 0.5],
    ['-1', -1],
    ['1e30', 1e30],
    ['2.5E-3', 0.0025],
  ])('parseDecimal(%s) = %d', (text, n) => expect(parseDecimal(text)).toBe(n));

  it.each(['', '0.8x', '1,5', 'e3', '--1'])('parseDecimal(%j) is not a number', (text) => expect(parseDecimal(text)).toBeUndefined());

  it.each([
    ['8e9', 8e9],
    ['8000000000', 8e9],
    ['8,000,000,000', 8e9],
    ['8 billion', 8e9],
    ['2.5 million', 2.5e6],
    ['1,000,000', 1e6],
    ['8,000 million', 8e9],
    ['500M', 500e6],
    ['8B', 8e9],
    ['64k', 64e3],
  ])('parseCount(%s) = %d', (text, n) => expect(parseCount(text)).toBe(n));

  // issue 15 item 9: these were read as 15e9, 48 and 10 000
  it.each(['1,5e9', '4,8', '1,00,00', '10,000.5e3', ',000'])('parseCount(%j) refuses an ambiguous separator', (text) =>
    expect(parseCount(text)).toBeUndefined(),
  );

  it('formats decimal units as the guide does', () => {
    expect(formatBytes(168e6)).toBe('168 MB');
    expect(formatBytes(2.184e9)).toBe('2.18 GB');
    expect(formatBytes(2 ** 30, 'binary')).toBe('1 GiB');
  });

  it('formats GiB with two decimals for figures set side by side', () => {
    expect(formatGib(2.5 * 1024 ** 3)).toBe('2.50 GiB');
    expect(formatGib(24e9)).toBe('22.35 GiB');
    expect(formatGib(0)).toBe('0.00 GiB');
  });
});
