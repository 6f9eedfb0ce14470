// generate --format flink read by Flink's own RocksDB state backend (flink-statebackend-rocksdb from Maven): the keys
// go through Flink's Configuration into RocksDBResourceContainer, which builds the DB and column family options each
// RocksDB instance opens with; the managed-memory shares through Flink's own capacity functions.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { flinkManagedBytes, flinkPlacements, flinkText, plainValue, recommend } from '@rocktune/calculator';
import { javac, javaUnavailable, mavenClasspath } from './maven-classpath.js';

const FLINK = '1.20.4';
const CHECK = fileURLToPath(new URL('flink/FlinkOptionsCheck.java', import.meta.url));
const skip = javaUnavailable('test/clients/flink.test.ts');
const work = mkdtempSync(join(tmpdir(), 'rocktune-flink-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Options read back by name, each compared as the OPTIONS file writes it. */
const READ_BACK = [
  'max_background_jobs',
  'max_open_files',
  'write_buffer_size',
  'max_write_buffer_number',
  'target_file_size_base',
  'max_bytes_for_level_base',
  'level_compaction_dynamic_level_bytes',
];

describe.skipIf(skip !== undefined)(`Flink ${FLINK}: the generated keys in Flink's RocksDB state backend`, () => {
  it(
    "a 16 GB read-heavy host: the options Flink builds are the file's, its memtables and cache inside the budget",
    { timeout: 120_000 },
    () => {
      // Flink 1.20 runs FRocksDB 6.20.3: the file is written for that line.
      const result = recommend({ cpuThreads: 8, dramBytes: '16GB', workload: 'read-heavy', openFiles: 10_000 }, { target: 'rocksdb@6.20' });
      if (!result.ok) throw new Error(result.code);
      const rec = result.recommendation;
      const flink = ['flink-statebackend-rocksdb', 'flink-core', 'flink-runtime'].map((a) => `org.apache.flink:${a}:${FLINK}`);
      const classpath = mavenClasspath(flink);
      const classes = join(work, 'classes');
      mkdirSync(classes, { recursive: true });
      javac(classpath, classes, [CHECK]);
      writeFileSync(join(work, 'flink.yaml'), flinkText(rec, 'test'));
      const run = spawnSync('java', ['-Xmx256m', '-cp', `${classes}:${classpath}`, 'FlinkOptionsCheck', join(work, 'flink.yaml')], {
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      const built = new Map(
        run.stdout
          .trim()
          .split('\n')
          .map((l) => l.split('=') as [string, string]),
      );

      const value = (name: string) => rec.options.find((o) => o.name === name)?.value;
      for (const name of READ_BACK) expect(built.get(name), name).toBe(plainValue(value(name) ?? ''));
      const perLevel = flinkPlacements(rec).find((p) => p.option.name === 'compression_per_level');
      expect(built.get('compression_per_level_java')).toBe(perLevel?.value);
      expect(built.get('filter_policy_set')).toBe('true');

      expect(built.get('memory_managed')).toBe('true');
      const writeBuffers = Number(built.get('write_buffer_manager_capacity'));
      expect(writeBuffers).toBeLessThanOrEqual(rec.memory.memtableBytes);
      expect(writeBuffers).toBeGreaterThan(rec.memory.memtableBytes * 0.99);
      expect(Number(built.get('cache_capacity'))).toBeLessThanOrEqual(flinkManagedBytes(rec));
    },
  );
});

if (skip !== undefined) console.log(`Flink client check skipped: ${skip}`);
