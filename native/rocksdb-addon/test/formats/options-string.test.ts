// generate --format options-string against the linked engine's own string parsers: the DB and CF strings must build
// exactly the options the OPTIONS file builds (both serialized by the engine, block cache and rate limiter sizes
// read from the live objects), with the same ConfigOptions as the file loader (src/string_options.cc).
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { recommend, toOptionsFile, toOptionStrings, type SizingInputRaw } from '@rocktune/calculator';
import { ADDON_PATH } from '../../lib/addon-path.js';

interface Built {
  status: string;
  db?: string;
  cf?: string;
  table?: string;
  blockCacheBytes?: number;
  rateLimiterBytesPerSec?: number;
}
interface StringAddon {
  optionsFromStrings(db: string, cf: string): Built;
  optionsFromFileText(text: string): Built;
}
const addon = createRequire(import.meta.url)(ADDON_PATH) as StringAddon;

const CASES: Record<string, Partial<SizingInputRaw>> = {
  "the guide's example, values separated": { cpuThreads: 48, dramBytes: '128GB', totalKeys: 8e9, openFiles: 80_000, kvSeparation: 'on' },
  'a tiny host, read-heavy (bloom filter, pinned index blocks)': { cpuThreads: 2, dramBytes: '1GB', workload: 'read-heavy' },
  'auto-tuned-compactions (a rate limiter)': {
    cpuThreads: 8,
    dramBytes: '16GB',
    workload: 'auto-tuned-compactions',
    diskWriteBytesPerSec: '100MB',
  },
  'bulk-load': { cpuThreads: 4, dramBytes: '4GB', workload: 'bulk-load', compression: 'none' },
};

function recommendation(input: Partial<SizingInputRaw>) {
  const r = recommend({ ...input, dialect: 'rocksdb' }, { allowOvercommit: true });
  if (!r.ok && r.code === 'CALC_INVALID_INPUT') throw new Error(String(r.error));
  return r.recommendation;
}

describe('option strings through the linked RocksDB', () => {
  for (const [name, input] of Object.entries(CASES)) {
    it(`${name}: the strings build the same options as the OPTIONS file`, () => {
      const rec = recommendation(input);
      const strings = toOptionStrings(rec);
      const fromStrings = addon.optionsFromStrings(strings.db, strings.cf);
      const fromFile = addon.optionsFromFileText(toOptionsFile(rec, { rocktuneVersion: 'test' }));
      expect(fromFile.status).toBe('OK');
      expect(fromStrings).toEqual(fromFile);
      expect(strings.placements.filter((p) => p.notExpressed !== undefined)).toEqual([]);
    });
  }

  it('the string the guide example gives sets its values (not just the defaults on both sides)', () => {
    const built = addon.optionsFromStrings('', toOptionStrings(recommendation(CASES["the guide's example, values separated"] ?? {})).cf);
    expect(built.cf).toContain(';write_buffer_size=168000000;');
    expect(built.cf).toContain(';max_write_buffer_number=13;');
    expect(built.blockCacheBytes).toBe(33_405_333_333);
  });

  it('the rate limiter a string asks for is built as the file builds it', () => {
    const strings = toOptionStrings(recommendation(CASES['auto-tuned-compactions (a rate limiter)'] ?? {}));
    expect(addon.optionsFromStrings(strings.db, strings.cf).rateLimiterBytesPerSec).toBe(100_000_000);
  });

  it('for 4 column families the DB string carries their one write-buffer budget, and the engine runs it', () => {
    const rec = recommendation(CASES['a tiny host, read-heavy (bloom filter, pinned index blocks)'] ?? {});
    const strings = toOptionStrings(rec, 4);
    const built = addon.optionsFromStrings(strings.db, strings.cf);
    expect(built.status).toBe('OK');
    expect(built.db).toContain(`;db_write_buffer_size=${rec.memory.memtableBytes};`);
    expect(built.blockCacheBytes).not.toBe(Number(rec.options.find((o) => o.name === 'block_cache')?.value));
  });

  it('in a string the last duplicate key wins (the note the format prints)', () => {
    expect(addon.optionsFromStrings('', 'write_buffer_size=1000000;write_buffer_size=2000000').cf).toContain(';write_buffer_size=2000000;');
  });

  it('refuses an unknown key as the file loader does', () => {
    expect(addon.optionsFromStrings('', 'write_bufer_size=1').status).toMatch(/^Invalid argument: .*write_bufer_size/);
  });
});
