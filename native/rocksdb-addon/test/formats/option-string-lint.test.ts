// lint --format-in options-string against the linked engine's own string reader: what lint calls a syntax error the
// engine refuses, what lint passes the engine reads, and the value lint says wins is the one the engine runs.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { lintOptionString } from '@rocktune/calculator';
import { ADDON_PATH } from '../../lib/addon-path.js';

interface Built {
  status: string;
  cf?: string;
  table?: string;
}
const addon = createRequire(import.meta.url)(ADDON_PATH) as { optionsFromStrings(db: string, cf: string): Built };
const built = (cf: string) => addon.optionsFromStrings('', cf);
const syntaxErrors = (cf: string) => lintOptionString(cf).findings.filter((f) => f.ruleId === 'syntax-error');

describe("option-string syntax: lint and the engine's reader agree", () => {
  const REFUSED = [
    'write_buffer_size=64m;;max_write_buffer_number=2',
    'block_based_table_factory={block_size=8k',
    'block_based_table_factory={block_size=8k} x;max_write_buffer_number=3',
    'write_buffer_size',
  ];
  const READ = [
    'write_buffer_size=64m;',
    '{write_buffer_size=64m;max_write_buffer_number=3}',
    'write_buffer_size = 64m ; max_write_buffer_number= 3 ',
    'block_based_table_factory={block_size=8k;filter_policy=bloomfilter:10:false};compression_opts={level=3}',
  ];
  for (const text of REFUSED)
    it(`refused: ${text}`, () => {
      expect(built(text).status).not.toBe('OK');
      expect(syntaxErrors(text)).toHaveLength(1);
    });
  for (const text of READ)
    it(`read: ${text}`, () => {
      expect(built(text).status).toBe('OK');
      expect(syntaxErrors(text)).toEqual([]);
    });
});

describe('option-string duplicates: the value lint says wins is the one the engine runs', () => {
  it('top-level keys: the last', () => {
    const text = 'write_buffer_size=128m;write_buffer_size=64m';
    expect(built(text).cf).toContain(';write_buffer_size=67108864;');
    expect(lintOptionString(text).findings.find((f) => f.ruleId === 'duplicate-key')?.message).toMatch(/write_buffer_size=128m is ignored/);
  });

  it('a second block_based_table_factory replaces the whole first one (its block_size is lost)', () => {
    const text = 'block_based_table_factory={block_size=8k};block_based_table_factory={cache_index_and_filter_blocks=true}';
    expect(built(text).table).toContain(';block_size=4096;');
    expect(lintOptionString(text).findings.find((f) => f.ruleId === 'duplicate-key')?.message).toMatch(
      /block_based_table_factory=\{block_size=8k\} is ignored/,
    );
  });
});
