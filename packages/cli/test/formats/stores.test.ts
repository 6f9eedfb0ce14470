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
    expect(r.stdout).toContain('each flush holds about 1/N of a buffer');
    const ini = await runInProcess(['generate', ...HOST, '--stores', '3']);
    expect(ini.code).toBe(2);
    expect(ini.stderr.trim().split('\n')).toHaveLength(1);
  });
});
