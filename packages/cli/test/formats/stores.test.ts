import { describe, expect, it } from 'vitest';
import { runInProcess } from '../harness.js';

const HOST = ['--threads', '8', '--dram', '16GB', '--open-files', '10000'];

describe('--stores N: many stores, one budget', () => {
  it('without --stores every format prints what it printed before (1 store)', async () => {
    for (const format of ['options-string', 'kafka-streams', 'flink', 'json']) {
      const plain = await runInProcess(['generate', ...HOST, '-f', format]);
      const one = await runInProcess(['generate', ...HOST, '-f', format, '--stores', '1']);
      expect(one.stdout, format).toBe(plain.stdout);
    }
  });

  it('kafka-streams for 20 stores: the same shared cache and write-buffer manager, open files split 20 ways', async () => {
    const one = await runInProcess(['generate', ...HOST, '-f', 'kafka-streams']);
    const twenty = await runInProcess(['generate', ...HOST, '-f', 'kafka-streams', '--stores', '20']);
    const cache = (t: string) => /new LRUCache\((\d+)L\)/.exec(t)?.[1];
    expect(cache(twenty.stdout)).toBe(cache(one.stdout));
    expect(twenty.stdout).toContain('options.setMaxOpenFiles(500);');
    expect(one.stdout).toContain('options.setMaxOpenFiles(10000);');
  });

  it('json: the plan per store and in total, the total the single-database budget', async () => {
    const r = await runInProcess(['generate', ...HOST, '-f', 'json', '--stores', '5']);
    const report = JSON.parse(r.stdout) as {
      memory: { memtableBytes: number };
      stores: { totalBytes: number; perStore: { maxOpenFiles: number }; shared: { memtableBytes: number } };
    };
    expect(report.stores.perStore.maxOpenFiles).toBe(2000);
    expect(report.stores.shared.memtableBytes).toBe(report.memory.memtableBytes);
  });

  it('options-string for 4 column families: one db_write_buffer_size, no cache in the string', async () => {
    const r = await runInProcess(['generate', ...HOST, '-f', 'options-string', '--stores', '4']);
    expect(r.stdout).toMatch(/\nmax_background_jobs=8;max_open_files=10000;db_write_buffer_size=\d+\n/);
    expect(r.stdout).not.toMatch(/\n[^#].*block_cache=/);
    expect(r.stdout).toMatch(/# block_cache=\d+ is not in these strings: each of the 4 column families would parse its own/);
  });

  it('explain says where the per-database rules stop; the OPTIONS file refuses --stores', async () => {
    const r = await runInProcess(['explain', ...HOST, '--stores', '20']);
    expect(r.stdout).toMatch(/\nMany stores: 20 share one budget\n/);
    expect(r.stdout).toContain("each flush holds about 1/N of the single database's buffer");
    const ini = await runInProcess(['generate', ...HOST, '--stores', '3']);
    expect(ini.code).toBe(2);
    expect(ini.stderr.trim().split('\n')).toHaveLength(1);
  });

  it("--keys is every store together: 20 stores split them evenly, keep the single database's file sizes, and share its memtables", async () => {
    const json = async (...flags: string[]) =>
      JSON.parse((await runInProcess(['generate', ...HOST, '-f', 'json', ...flags])).stdout) as Report;
    const one = await json();
    const twenty = await json('--stores', '20');
    expect(twenty.stores.keyShare).toBe(0.05);
    expect(twenty.stores.perStore.keys).toBe(400_000_000);
    // 400 million keys in 500 open files is 8 billion in 10,000: the same keys per file.
    for (const name of ['target_file_size_base', 'max_bytes_for_level_base']) expect(twenty.options[name], name).toBe(one.options[name]);
    // The 20 stores' memtables together within the one write-buffer budget (the single database's memtables).
    const memtables = Number(twenty.options.write_buffer_size) * Number(twenty.options.max_write_buffer_number);
    expect(20 * memtables).toBeLessThanOrEqual(one.memory.memtableBytes);
    expect(20 * memtables).toBeGreaterThan(0.99 * one.memory.memtableBytes);
  });

  it('--store-key-share: each store is the single database of its share of the keys and open files; the memory stays one budget', async () => {
    const json = async (...flags: string[]) => JSON.parse((await runInProcess(['generate', '-f', 'json', ...flags])).stdout) as Report;
    // 100 million keys, values separated: the SST size follows the keys per file below the guide's size caps.
    const small = [...HOST, '--keys', '1e8', '--kv-separation', 'on', '--stores', '20'];
    const even = await json(...small);
    const half = await json(...small, '--store-key-share', '0.5');
    const alone = await json('--threads', '8', '--dram', '16GB', '--kv-separation', 'on', '--open-files', '500', '--keys', '50000000');
    expect(half.stores.perStore.keys).toBe(50_000_000);
    const storeOwn = Object.keys(even.options).filter((n) => even.sections[n] !== 'DBOptions' && !HOST_MEMORY.includes(n));
    expect(storeOwn.length).toBeGreaterThan(10);
    // write_buffer_size (and blob files) also within the store's share of the write-buffer budget.
    const capped = ['write_buffer_size', 'blob_file_size'];
    for (const name of storeOwn.filter((n) => !capped.includes(n))) expect(half.options[name], name).toEqual(alone.options[name]);
    for (const name of capped) expect(half.options[name], name).toBe(even.options[name]);
    expect(storeOwn.filter((n) => half.options[n] !== even.options[n]).length).toBeGreaterThan(0);
    for (const name of HOST_MEMORY) expect(half.options[name], name).toEqual(even.options[name]);
    expect(half.options.max_open_files).toBe(10_000);
    expect(half.stores.totalBytes).toBe(even.stores.totalBytes);
    const cls = await runInProcess(['generate', ...small, '-f', 'kafka-streams', '--store-key-share', '0.5']);
    expect(cls.stdout).toContain('Sized for 20 stores, each for at most 50 % of the keys (50,000,000) and 500 open files.');
  });

  it("a share no store count allows, or one store's open files under RocksDB's 20, is one line, exit 2", async () => {
    for (const flags of [
      ['--stores', '20', '--store-key-share', '0.01'],
      ['--store-key-share', '0.5'],
      ['--stores', '1000'],
      ['--stores', '4', '--store-key-share', '1.5'],
    ]) {
      const r = await runInProcess(['generate', ...HOST, '-f', 'kafka-streams', ...flags]);
      expect(r.code, flags.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n'), flags.join(' ')).toHaveLength(1);
    }
  });
});

const HOST_MEMORY = ['block_cache', 'cache_index_and_filter_blocks', 'pin_l0_filter_and_index_blocks_in_cache', 'filter_policy'];

interface Report {
  memory: { memtableBytes: number };
  options: Record<string, unknown>;
  sections: Record<string, string>;
  stores: { keyShare: number; totalBytes: number; perStore: { keys: number } };
}
