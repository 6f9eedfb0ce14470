import { describe, expect, it } from 'vitest';
import { runInProcess } from '../harness.js';

// Read by Flink's own state backend in test/clients/flink.test.ts.
describe('generate --format flink', () => {
  it('writes state.backend.rocksdb.* keys, managed memory as shares, what has no key in comments', async () => {
    const r = await runInProcess(['generate', '--threads', '8', '--dram', '16GB', '--workload', 'read-heavy', '-f', 'flink']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/\nstate\.backend\.rocksdb\.memory\.managed: true\n/);
    expect(r.stdout).toMatch(/\nstate\.backend\.rocksdb\.thread\.num: 8\n/);
    expect(r.stdout).toMatch(/\nstate\.backend\.rocksdb\.memory\.write-buffer-ratio: 0\.\d+\n/);
    expect(r.stdout).not.toMatch(/block\.cache-size/);
    expect(r.stdout).toMatch(/\n# level0_file_num_compaction_trigger=4 is not set: no Flink key/);
  });

  it('explain --format flink lists every option as a key or as not expressible', async () => {
    const r = await runInProcess(['explain', '--threads', '8', '--dram', '16GB', '-f', 'flink']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/\nwrite_buffer_size\s+state\.backend\.rocksdb\.writebuffer\.size\s+\d+\n/);
    expect(r.stdout).toMatch(/\n {2}max_bytes_for_level_multiplier: not expressible: no Flink key/);
  });
});
