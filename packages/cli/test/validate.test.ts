import { chmodSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from './harness.js';
import { validateSandbox } from './sandbox.js';
import { kioxiaTwoThread } from '../../../native/rocksdb-addon/test/fixtures.js';
import { DEFAULT_VERSION, LINKED_VERSION } from './versions.js';

// Real engine: these run the linked RocksDB through @rocktune/rocksdb-addon in a child process, with small sizes.
const { dir, tmpRoot, env, file } = validateSandbox('rocktune-validate');

/** The 2-thread KIOXIA file of the 2-core db_bench calibration: L0 4/2/2, sanitized to 4/4/4. */
const TUNED = kioxiaTwoThread(DEFAULT_VERSION);
const SMALL_RUN = ['--keys', '30000', '--duration', '1.5', '--readers', '2'];

describe('rocktune validate (real RocksDB)', () => {
  it("--load random: T2 in random key order with overwrites and T5's writer overwriting (sequential by default), as compare --load", async () => {
    const random = JSON.parse(
      (await runInProcess(['validate', file('tuned.ini', TUNED), ...SMALL_RUN, '--load', 'random', '--format', 'json'], { env })).stdout,
    );
    expect(random.run.writerKeys).toBe('random');
    expect(random.load.keys).toBe(30000);
    const plain = JSON.parse(
      (await runInProcess(['validate', file('tuned.ini', TUNED), ...SMALL_RUN, '--format', 'json'], { env })).stdout,
    );
    expect(plain.run.writerKeys).toBe('sequential');
    expect((await runInProcess(['validate', file('tuned.ini', TUNED), '--load', 'zipf'], { env })).code).toBe(2);
  }, 60_000);

  it('--format json prints one object with engine, check, load, run and memory; the temp dir is removed', async () => {
    const r = await runInProcess(['validate', file('tuned.ini', TUNED), ...SMALL_RUN, '--format', 'json'], { env });
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(Object.keys(json)).toEqual(['ok', 'engine', 'check', 'load', 'run', 'memory']);
    expect(json.ok).toBe(true);
    // measured memory after T5: RocksDB's own figures, per component, and the engine process's RSS
    const m = json.memory.measured;
    expect(json.memory.keys).toBe(30000 + json.run.writeOps);
    expect(m.memtablesBytes).toBeGreaterThan(0);
    expect(m.memtablesBytes).toBeLessThan(2 * 3360000 * 1.2); // write_buffer_size x 2 (+ arena slack)
    expect(m.blockCacheCapacityBytes).toBe(8 * 2 ** 20); // no block_cache in the file: the linked RocksDB's 8 MiB default
    expect(m.totalBytes).toBe(m.memtablesBytes + m.blockCacheBytes + m.tableReadersBytes);
    expect(m.processRssPeakBytes).toBeGreaterThan(m.processRssBaselineBytes);
    // the model's prediction for the same database, beside it (rules.md R20)
    const p = json.memory.predicted;
    expect(p.memtablesBytes).toBe(2 * 3360000); // write_buffer_size x max_write_buffer_number, from the file
    expect(p.blockCacheCapacityBytes).toBe(8 * 2 ** 20);
    expect(p.indexAndFilterInCache).toBe(false);
    expect(p.tableReadersBytes).toBeGreaterThan(0);
    expect(json.memory.error.tableReaders).toBeCloseTo((p.tableReadersBytes - m.tableReadersBytes) / m.tableReadersBytes, 6);
    expect(json.engine.rocksdbVersion).toBe(LINKED_VERSION);
    expect(json.check.ok).toBe(true);
    expect(json.check.changes.map((c: { key: string; effective: string }) => `${c.key}=${c.effective}`)).toEqual([
      'level0_slowdown_writes_trigger=4',
      'level0_stop_writes_trigger=4',
    ]);
    expect(json.load.ops).toBe(30000);
    expect(json.load.opsPerSec).toBeGreaterThan(1000);
    expect(typeof json.load.writeAmplification).toBe('number');
    expect(json.run.readOpsPerSec).toBeGreaterThan(100);
    expect(json.run.readP99Micros).toBeGreaterThan(0);
    expect(json.run.readers).toBe(2);
    expect(r.stderr).toBe(''); // not a TTY and no --progress: nothing on stderr
    expect(readdirSync(tmpRoot)).toEqual([]);
  });

  it('text report and --progress lines on a non-TTY', async () => {
    const r = await runInProcess(['validate', file('tuned2.ini', TUNED), ...SMALL_RUN, '--progress'], { env });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^engine: RocksDB ${LINKED_VERSION.replaceAll('.', '\\.')}\\b`));
    expect(r.stdout).toContain('level0_stop_writes_trigger: you asked 2, RocksDB runs 4');
    expect(r.stdout).toMatch(/load \(T2, 30,000 sequential keys of 20\/800 bytes\): [\d,]+ ops\/s/);
    expect(r.stdout).toMatch(/run \(T5, 2 readers \+ 1 sequential writer at 10\.0 MiB\/s/);
    expect(r.stdout).toMatch(/^memory after T5 \([\d,]+ keys\): predicted \(rules\.md R20\) vs measured/m);
    expect(r.stdout).toMatch(/^ {2}table readers +[\d.]+ MiB +[\d.]+ MiB +[+-]?\d+ %/m);
    expect(r.stderr).toMatch(/^load .*%/m);
    expect(r.stderr).toMatch(/^run .*reads\/s/m);
  });

  it('an unknown option: lint refuses it at FILE:LINE:COL before RocksDB starts, exit 1, nothing left behind', async () => {
    const bad = TUNED.replace('  max_write_buffer_number=2\n', '  max_write_bufer_number=2\n');
    const r = await runInProcess(['validate', file('bad.ini', bad), ...SMALL_RUN], { env });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /bad\.ini:14:3 \[CFOptions default\]: .*max_write_bufer_number.*\(lint rule unknown-option; RocksDB was not started\)/,
    );
    expect(r.stdout).toMatch(/^check: REFUSED by lint \(an error-level finding below\); RocksDB was not started$/m);
    expect(r.stdout).toMatch(/^ {2}error line 14:3 \[CFOptions default\]: .*max_write_bufer_number/m);
    expect(r.stdout).not.toMatch(/^load/m);
    expect(readdirSync(tmpRoot)).toEqual([]);
  });

  it('an impossible value is refused by lint with its line, exit 1', async () => {
    const r = await runInProcess(
      [
        'validate',
        file(
          'gc.ini',
          TUNED.replace(
            '  compression=kNoCompression\n',
            '  compression=kNoCompression\n  enable_blob_files=true\n  enable_blob_garbage_collection=true\n  blob_garbage_collection_age_cutoff=1.5\n',
          ),
        ),
      ],
      { env },
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /gc\.ini:15:\d+ \[CFOptions default\]: .*blob_garbage_collection_age_cutoff.*\(lint rule out-of-range; RocksDB was not started\)/,
    );
  });

  it('a crashing engine (test hook) leaves the CLI alive with a one-line error, exit 1', async () => {
    process.env.ROCKTUNE_ENGINE_TEST_CRASH = 'segv';
    try {
      const r = await runInProcess(['validate', file('crash.ini', TUNED), ...SMALL_RUN], { env });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/engine process was killed by SIGSEGV.*\[ENGINE_CRASHED\]/);
    } finally {
      delete process.env.ROCKTUNE_ENGINE_TEST_CRASH;
    }
    expect(readdirSync(tmpRoot)).toEqual([]);
  });
});

describe('rocktune validate: bad input is exit 2 and creates nothing', () => {
  const tuned = file('ok.ini', TUNED);
  const full = join(dir, 'full');
  mkdirSync(full);
  writeFileSync(join(full, 'x'), '');
  const unreadable = file('secret.ini', TUNED);
  chmodSync(unreadable, 0o000);

  it.each([
    [['validate', join(dir, 'nope.ini')], /FILE: .*nope\.ini does not exist/],
    [['validate', dir], /is a directory/],
    [['validate', tuned, '--keys', '0'], /--keys: 0 is out of range; allowed: a whole number from 1 to/],
    [['validate', tuned, '--duration', '-1'], /--duration: -1 is out of range; allowed: seconds from 0.1 to 86400/],
    [['validate', tuned, '--readers', 'x'], /--readers: 'x' is not a whole number/],
    [['validate', tuned, '--value-size', '1TB'], /--value-size: 1TB is out of range/],
    [['validate', tuned, '--keys', '1,5e9'], /--keys: '1,5e9' is not a whole number/],
    [['validate', tuned, '--keys', '1000', '--keys', '2000'], /--keys is given more than once/],
    [['validate', tuned, '--db', full], /--db: .* is not empty/],
    [['validate', tuned, '--db', join(dir, 'missing')], /--db: .* does not exist/],
    [['validate', tuned, '--format', 'xml'], /--format: 'xml' is not allowed/],
    [['validate'], /missing FILE/],
  ])('%j', async (argv, message) => {
    const r = await runInProcess(argv as string[], { env });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message as RegExp);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stdout).toBe('');
    expect(readdirSync(tmpRoot)).toEqual([]);
    expect(readdirSync(full)).toEqual(['x']);
  });

  it('an unreadable file', async () => {
    // chmod 000 does not stop root; /proc/self/mem is a file that no one can read from offset 0 (EIO).
    const root = process.getuid?.() === 0;
    const r = await runInProcess(['validate', root ? '/proc/self/mem' : unreadable], { env });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(root ? /FILE: cannot read \/proc\/self\/mem \(EIO\)/ : /FILE: cannot read .*secret\.ini \(EACCES\)/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
