import { describe, expect, it } from 'vitest';
import { runInProcess } from './harness.js';
import { GUIDE_FLAGS } from './guide-flags.js';

describe('rocktune explain', () => {
  it('shows each option with its formula, inputs substituted, and source', async () => {
    const r = await runInProcess(['explain', ...GUIDE_FLAGS, '--kv-separation', 'on']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /write_buffer_size\s+168,000,000\s+keysPerFile \* \(K \+ P \+ V\) = 200,000 \* \(20 \+ 20 \+ 800\) = 168,000,000\s+G, "Write Buffer Size Tuning"/,
    );
    expect(r.stdout).toContain('keysPerFile: ceil(N / (F / 2)) = ceil(8,000,000,000 / 40,000) = 200,000');
    expect(r.stdout).toMatch(/enable_blob_files\s+true\s+true \(constant\)\s+extension: /);
  });

  it('marks extensions on a small host', async () => {
    const r = await runInProcess(['explain', '--threads', '2', '--dram', '8GB']);
    expect(r.stdout).toMatch(
      /level0_slowdown_writes_trigger\s+20\s+max\(floor\(T \* 3 \/ 4\) = floor\(2 \* 3 \/ 4\) = 1, compaction trigger 4, RocksDB's default 20\) = 20\s+extension: RocksDB requires/,
    );
  });

  it('on TRocksDB says which values the file cannot carry: the block cache, and the bloom filter its loader drops', async () => {
    const r = await runInProcess(['explain', '--dialect', 'trocksdb', '--workload', 'read-heavy', '--threads', '2', '--dram', '8GB']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/\n {2}block_cache: .* Not in the file: TRocksDB \S+ cannot read block_cache from an OPTIONS file/);
    expect(r.stdout).toMatch(
      /\n {2}filter_policy: .* Not in the file: trocksdb@\S+ drops it when it reads an OPTIONS file: .*set it in code/,
    );
  });
});
