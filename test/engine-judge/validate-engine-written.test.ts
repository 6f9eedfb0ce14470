// Issue 23, Done when: `validate --check-only` (the CLI, on the linked RocksDB 7.8.3) accepts every file its engine
// opens. The files: what the 7.x releases wrote themselves (fixtures/options-files/engine-written/7.*/); the judge of
// "opens": the linked engine itself (BatchChecker: load, DB::Open, persist, in memory), file by file; where the
// in-memory check cannot open a file (PlainTable reads through mmap), the 7.8.3 release jar's recorded verdict.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addonBuilt } from '../../native/rocksdb-addon/lib/addon-path.js';
import { BatchChecker } from '../../native/rocksdb-addon/lib/batch-check.js';
import { runInProcess } from '../../packages/cli/test/harness.js';
import { sampleOf } from '../support/sample.js';
import { CORPUS, corpusVersions, releaseOpened } from './corpus.js';

/**
 * Every file 7.8.3 wrote, and of the other 7.x releases the files whose case 7.8.3 cannot express plus every 13th
 * (a validate run costs a child process each: all 520 take over 15 minutes on a loaded host). npm test validates 30 of
 * them drawn with the run's seed (test/support/sample.ts), npm run test:full every one.
 */
const ini = (v: string) =>
  readdirSync(join(CORPUS, v))
    .filter((f) => f.endsWith('.ini'))
    .sort();
const linkedCases = new Set(ini('7.8.3'));
const candidates = corpusVersions()
  .filter((v) => v.startsWith('7.'))
  .flatMap((v) =>
    ini(v)
      .filter((f, i) => v === '7.8.3' || !linkedCases.has(f) || i % 13 === corpusVersions().indexOf(v) % 13)
      .map((f) => join(CORPUS, v, f)),
  );
const files = sampleOf(candidates, 30, 'validate --check-only engine-written files');
const openedInMemory = (v: { accepted: boolean; stage: string; status: string }) =>
  v.accepted || (v.stage === 'persist' && /No options files found/.test(v.status));
const linkedRelease = (file: string) => file.includes('/7.8.3/') && releaseOpened('7.8.3', file.split('/').at(-1)!);

describe.skipIf(!addonBuilt())('validate --check-only on the 7.x engine-written corpus', { timeout: 900_000 }, () => {
  const checker = new BatchChecker({ timeoutMs: 60_000 });
  afterAll(() => checker.close());

  it('covers 7.8.3 and the other 7.x releases', () => {
    expect(candidates.filter((f) => f.includes('/7.8.3/')).length).toBeGreaterThanOrEqual(50);
    expect(new Set(candidates.map((f) => f.split('/').at(-2))).size).toBeGreaterThanOrEqual(10);
    expect(candidates.length).toBeLessThan(120);
  });

  it('accepts (exit 0, "accepted": true) every file the linked engine opens', async () => {
    const refusedByValidate: string[] = [];
    const openedFiles: string[] = [];
    for (const file of files) {
      if (!openedInMemory(await checker.check(readFileSync(file, 'utf8'))) && !linkedRelease(file)) continue;
      openedFiles.push(file);
      const r = await runInProcess(['validate', file, '--check-only', '--format', 'json']);
      const json = JSON.parse(r.stdout) as { check?: { accepted?: boolean } };
      if (r.code !== 0 || json.check?.accepted !== true)
        refusedByValidate.push(`${file.slice(CORPUS.length)}: exit ${r.code} ${r.stdout.slice(0, 300)}`);
    }
    // Every one of 7.8.3's own files opens on the 7.8.3 release (verdicts.json): validate is asked about all of them.
    const linkedOwn = (f: string) => f.includes('/7.8.3/');
    expect(openedFiles.filter(linkedOwn).length).toBe(files.filter(linkedOwn).length);
    expect(refusedByValidate).toEqual([]);
  });
});
