import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trickyString } from './arbitraries.js';
import { escapeOptionString, escapeValue, unescapeOptionString } from '../../src/options-ini/index.js';

describe('escapeOptionString', () => {
  it('prefixes \\ # : with a backslash and spells CR/LF as \\r/\\n', () => {
    expect(escapeOptionString('a\\b#c:d\re\nf')).toBe('a\\\\b\\#c\\:d\\re\\nf');
  });

  it('matches RocksDB string_util_test', () => {
    expect(escapeOptionString('This is a test string with # : and \\ escape chars.')).toBe(
      'This is a test string with \\# \\: and \\\\ escape chars.',
    );
  });

  it('leaves everything else alone, including = ; { } " and spaces', () => {
    expect(escapeOptionString('{a=b; c="d"}')).toBe('{a=b; c="d"}');
  });
});

describe('escapeValue', () => {
  it('keeps colons literal so lists and object ids stay readable by RocksDB', () => {
    expect(escapeValue('bloomfilter:10:false')).toBe('bloomfilter:10:false');
  });

  it('still escapes \\, # and line breaks', () => {
    expect(escapeValue('C:\\log#1\n')).toBe('C:\\\\log\\#1\\n');
  });
});

describe('unescapeOptionString', () => {
  it('reads \\# \\: \\\\ back', () => {
    expect(unescapeOptionString('host\\#7 C\\:\\\\rocks')).toBe('host#7 C:\\rocks');
  });

  it('turns \\n and \\r into LF and CR, any other \\x into x', () => {
    expect(unescapeOptionString('a\\nb\\rc\\qd')).toBe('a\nb\rcqd');
  });

  it('drops a trailing lone backslash as RocksDB does', () => {
    expect(unescapeOptionString('abc\\')).toBe('abc');
  });

  it('inverts escapeOptionString and escapeValue for any string', () => {
    fc.assert(
      fc.property(fc.oneof(trickyString(), fc.string({ unit: 'binary' })), (s) => {
        expect(unescapeOptionString(escapeOptionString(s))).toBe(s);
        expect(unescapeOptionString(escapeValue(s))).toBe(s);
      }),
    );
  });

  it('never leaves an unescaped # or a line break in escaped text', () => {
    fc.assert(
      fc.property(trickyString(), (s) => {
        expect(escapeValue(s)).not.toMatch(/[\r\n]|(^|[^\\])(\\\\)*#/);
      }),
    );
  });
});
