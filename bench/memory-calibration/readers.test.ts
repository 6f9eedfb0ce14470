// rules.md R20 against the linked RocksDB: what the memory model predicts for
// rocksdb.estimate-table-readers-mem (index and filter blocks outside the cache + the reader objects) beside what
// the engine reports after a load. Also the measurement behind TABLE_READER_FIXED_BYTES (memory/accounting.ts).
// Run: npx vitest run bench/memory-calibration/readers.test.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Workspace, loadTest } from '../../native/rocksdb-addon/lib/index.js';
import { predictMemoryForOptionsFile } from '../../packages/calculator/src/index.js';
import { SMALL_NO_FILTER } from '../../native/rocksdb-addon/test/fixtures.js';

const root = mkdtempSync(join(tmpdir(), 'rocktune-memcal-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const KEYS = 300_000;
const FILE = (extra: string) => `${SMALL_NO_FILTER}${extra}`;

async function measure(text: string) {
  const ws = Workspace.create({ tmpRoot: root });
  try {
    const load = await loadTest({ options: text, workspace: ws, keys: KEYS });
    // The engine's keys: an 8-byte big-endian counter padded with '0', so separators are 9 bytes.
    const predicted = predictMemoryForOptionsFile(text, { keys: KEYS, keySize: 20, valueSize: 800, keyOverhead: 20, indexKeyBytes: 9 });
    return { measured: load.memory.tableReadersBytes, predicted: predicted.rocksdbProperties.estimateTableReadersMem };
  } finally {
    ws.dispose();
  }
}

describe('memory model vs RocksDB: table readers (index + filter outside the cache + reader objects)', () => {
  it('inline 20/800 values without a filter: within 15 %', async () => {
    const { measured, predicted } = await measure(FILE(''));
    console.log(`no filter: measured ${measured}, predicted ${predicted}`);
    expect(Math.abs(predicted - measured) / measured).toBeLessThan(0.15);
  });

  it('inline 20/800 values with a 10 bits/key bloom filter: within 15 %', async () => {
    const { measured, predicted } = await measure(FILE('  filter_policy=bloomfilter:10:false\n'));
    console.log(`bloom 10: measured ${measured}, predicted ${predicted}`);
    expect(Math.abs(predicted - measured) / measured).toBeLessThan(0.15);
  });
});
