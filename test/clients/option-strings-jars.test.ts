// generate --format options-string on RocksDB's release jars (org.rocksdb:rocksdbjni from Maven) besides the linked
// engine (native/rocksdb-addon/test/formats): for each version the strings, written for that version's profile, open
// a database whose persisted OPTIONS file is the one the OPTIONS file of the same recommendation gives
// (jars/OptionStringsCheck.java). A changed value in the string shows as a differing line (tried by hand on 9.7.3).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recommend, toOptionsFile, toOptionStrings } from '@rocktune/calculator';
import { ensureJar } from '../../tools/engine-judge/jars.mjs';
import { javac, javaUnavailable } from './maven-classpath.js';

// The oldest jar with ConfigOptions in these calls, Kafka Streams 4.1's, the newest.
const VERSIONS = ['7.10.2', '9.7.3', '11.1.2'];
const CHECK = fileURLToPath(new URL('jars/OptionStringsCheck.java', import.meta.url));
const skip = javaUnavailable('test/clients/option-strings-jars.test.ts');
const work = mkdtempSync(join(tmpdir(), 'rocktune-strings-jars-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function jar(version: string): string {
  const got = ensureJar(version);
  if (!got.jar) throw new Error(`rocksdbjni ${version}: ${got.refused}`);
  return got.jar;
}

describe.skipIf(skip !== undefined)('option strings on the release jars', () => {
  const classes = join(work, 'classes');
  beforeAll(() => {
    mkdirSync(classes, { recursive: true });
    javac(jar(VERSIONS[0] ?? ''), classes, [CHECK]);
  }, 120_000);
  for (const version of VERSIONS) {
    it(`rocksdbjni ${version}: the strings persist the same OPTIONS file as the file`, { timeout: 120_000 }, () => {
      const result = recommend(
        { cpuThreads: 2, dramBytes: '1GB', workload: 'read-heavy', openFiles: 1000 },
        { target: `rocksdb@${version}` },
      );
      if (!result.ok) throw new Error(result.code);
      const strings = toOptionStrings(result.recommendation);
      const dir = join(work, version);
      mkdirSync(dir);
      writeFileSync(join(dir, 'OPTIONS.ini'), toOptionsFile(result.recommendation, { rocktuneVersion: 'test' }));
      const run = spawnSync(
        'java',
        ['-Xmx256m', '-cp', `${classes}:${jar(version)}`, 'OptionStringsCheck', strings.db, strings.cf, join(dir, 'OPTIONS.ini'), dir],
        {
          encoding: 'utf8',
        },
      );
      expect(run.status, run.stderr).toBe(0);
      // The string's file ends where "----" starts, so its last line break is in the separator.
      const [fromStrings = '', fromFile = ''] = run.stdout.split('----\n');
      expect(fromStrings).toBe(fromFile);
      expect(fromStrings).toMatch(/\n {2}max_write_buffer_number=2\n/);
      expect(fromStrings).toMatch(/\n {2}filter_policy=bloomfilter:10:false\n/);
    });
  }
});

if (skip !== undefined) console.log(`option strings on the release jars skipped: ${skip}`);
