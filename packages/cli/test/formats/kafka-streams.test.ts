import { describe, expect, it } from 'vitest';
import { runInProcess } from '../harness.js';

// The class itself is compiled and run in Kafka Streams by test/clients/kafka-streams.test.ts.
describe('generate --format kafka-streams', () => {
  it('prints a RocksDBConfigSetter with one shared cache sized for the block cache and the memtables of all stores', async () => {
    const r = await runInProcess(['generate', '--threads', '8', '--dram', '16GB', '--workload', 'read-heavy', '-f', 'kafka-streams']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/\npublic class RocktuneRocksDBConfig implements RocksDBConfigSetter \{\n/);
    const cache = Number(/new LRUCache\((\d+)L\)/.exec(r.stdout)?.[1]);
    const memtables = Number(/new WriteBufferManager\((\d+)L, cache\)/.exec(r.stdout)?.[1]);
    const blockCache = Number(/block cache (\d+) \+ memtables/.exec(r.stdout)?.[1]);
    expect(cache).toBe(blockCache + memtables);
    expect(r.stdout).toContain('options.setCompactionStyle(CompactionStyle.LEVEL);');
  });

  it('refuses TRocksDB in one line, exit 2', async () => {
    const r = await runInProcess(['generate', '-f', 'kafka-streams', '--dialect', 'trocksdb']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringContaining('conflicts with --dialect trocksdb')]);
  });

  it('explain --format kafka-streams names the Java call of each option', async () => {
    const r = await runInProcess(['explain', '--threads', '8', '--dram', '16GB', '-f', 'kafka-streams']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/\nmax_write_buffer_number\s+options\.setMaxWriteBufferNumber\(\d+\)/);
    expect(r.stdout).toMatch(/\n {2}block_cache: one LRUCache shared by every store/);
  });
});
