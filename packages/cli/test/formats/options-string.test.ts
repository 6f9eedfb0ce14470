import { describe, expect, it } from 'vitest';
import { runInProcess } from '../harness.js';
import { GUIDE_FLAGS } from '../guide-flags.js';

/** The lines that are not comments: the DBOptions string, then the ColumnFamilyOptions string. */
function strings(stdout: string): string[] {
  return stdout.split('\n').filter((l) => l !== '' && !l.startsWith('#'));
}

describe('generate --format options-string', () => {
  it("writes the guide's E1 values as a DB and a CF string, the table options nested", async () => {
    const r = await runInProcess(['generate', ...GUIDE_FLAGS, '--kv-separation', 'on', '--format', 'options-string']);
    expect(r.code).toBe(0);
    const [db, cf, ...rest] = strings(r.stdout);
    expect(rest).toEqual([]);
    expect(db).toBe('max_background_jobs=48;max_open_files=80000');
    expect(cf).toMatch(/^write_buffer_size=168000000;max_write_buffer_number=13;level0_file_num_compaction_trigger=4;/);
    expect(cf).toMatch(/;block_based_table_factory=\{block_cache=\d+\}$/);
    expect(r.stdout).toContain('# In a string the last duplicate key wins');
    expect(r.stdout).toMatch(/# block_cache: builds a new LRU cache .* each time the string is parsed/);
  });

  it('on TRocksDB lists what the strings cannot carry, with the reason', async () => {
    const r = await runInProcess([
      'generate',
      '--threads',
      '2',
      '--dram',
      '8GB',
      '--dialect',
      'trocksdb',
      '--workload',
      'read-heavy',
      '-f',
      'options-string',
    ]);
    expect(r.code).toBe(0);
    expect(strings(r.stdout)[1]).not.toContain('block_cache=');
    expect(r.stdout).toMatch(/\n# block_cache=\d+ is not in these strings: TRocksDB \S+ cannot read block_cache/);
  });

  it('refuses --annotate with one line, exit 2', async () => {
    const r = await runInProcess(['generate', '--format', 'options-string', '--annotate']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('explain --format options-string', () => {
  it('says how each option is written in the string and what block_cache does there', async () => {
    const r = await runInProcess(['explain', ...GUIDE_FLAGS, '--workload', 'read-heavy', '--format', 'options-string']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/\nfilter_policy\s+block_based_table_factory\.filter_policy\s+bloomfilter:10:false\n/);
    expect(r.stdout).toMatch(/\n {2}block_cache: builds a new LRU cache/);
  });

  it('without --format prints what it printed before (the ini explanation alone)', async () => {
    const plain = await runInProcess(['explain', ...GUIDE_FLAGS]);
    const ini = await runInProcess(['explain', ...GUIDE_FLAGS, '--format', 'ini']);
    expect(ini.stdout).toBe(plain.stdout);
    expect(plain.stdout).not.toContain('written as');
  });
});
