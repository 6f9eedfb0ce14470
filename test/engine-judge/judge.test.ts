// tools/engine-judge on real release jars: the OPTIONS files an engine writes itself, the exact statuses it
// returns, what the opened database built, and a JVM the engine kills costing only the file that killed it.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { caseNames, judgeFiles, writeCases, type CaseResult, type JarVerdict } from '../../tools/engine-judge/judge.mjs';
import { sandboxMethod } from '../../tools/engine-judge/limits.mjs';
import { TEST_VERSIONS, unavailable } from './jars.js';

const work = mkdtempSync(join(tmpdir(), 'engine-judge-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const VERSION_HEADER = (v: string) => `[Version]\n  rocksdb_version=${v}\n  options_file_version=1.1\n`;

function file(name: string, text: string): string {
  const path = join(work, name);
  writeFileSync(path, text);
  return path;
}

for (const version of TEST_VERSIONS) {
  const why = unavailable(version);
  if (why) console.warn(`skipping engine-judge tests on ${version}: ${why}`);
  describe.skipIf(why !== undefined)(`engine judge on rocksdbjni ${version}`, { timeout: 600_000 }, () => {
    const out = join(work, version);
    let cases: CaseResult[] = [];
    let own: Map<string, JarVerdict>;

    it('writes the OPTIONS file of every case the release can express, and says why it skips the others', async () => {
      cases = await writeCases(version, out);
      expect(cases.map((c) => c.case)).toEqual(caseNames());
      const written = cases.filter((c) => c.written).map((c) => c.written);
      expect(
        readdirSync(out)
          .filter((f) => f.endsWith('.ini'))
          .sort(),
      ).toEqual([...written].sort());
      expect(written).toContain('defaults.ini');
      for (const c of cases.filter((c) => !c.written)) expect(c.skipped?.status ?? c.abort?.stderr).toBeTruthy();
      // BlobDB options arrived in 6.18: 5.18.4 refuses them, later releases write them.
      expect(Boolean(cases.find((c) => c.case === 'blobdb')?.written)).toBe(version !== '5.18.4');
    });

    it('strict-loads, opens and writes to every file it wrote itself', async () => {
      const files = cases.filter((c) => c.written).map((c) => join(out, c.written!));
      const verdicts = await judgeFiles(version, files);
      own = new Map(verdicts.map((v) => [v.file.slice(out.length + 1), v]));
      const failed = verdicts.filter((v) => !(v.strict?.ok && v.lenient?.ok && v.open?.ok && v.write?.ok));
      expect(failed).toEqual([]);
    });

    it('reports what the opened database built from the flushed SST', () => {
      const bloom = own.get('bloom-full.ini')?.built?.default;
      const defaults = own.get('defaults.ini')?.built?.default;
      if (version === '5.18.4') {
        // 5.x has no table properties per SST in Java, only the aggregate (which counts no filter blocks).
        expect(defaults?.aggregated).toMatch(/# entries=16;/);
      } else {
        expect(bloom?.filterPolicyName).toBe('bloomfilter');
        expect(defaults?.filterPolicyName ?? '').toBe('');
        expect(own.get('comparator-reverse.ini')?.built?.default?.comparatorName).toBe('rocksdb.ReverseBytewiseComparator');
      }
      if (version === '11.1.2') expect(own.get('ribbon.ini')?.built?.default?.filterPolicyName).toBe('ribbonfilter');
    });

    it('gives the exact status of a refusal, strict and lenient apart', async () => {
      const unknown = (declared: string) =>
        file(`unknown-${declared}.ini`, `${VERSION_HEADER(declared)}[DBOptions]\n  no_such_option=1\n[CFOptions "default"]\n`);
      const [same, newer] = await judgeFiles(version, [unknown(version), unknown('99.0.0')]);
      for (const v of [same, newer]) {
        expect(v?.strict).toMatchObject({ ok: false, code: 'InvalidArgument' });
        expect(v?.strict?.status).toMatch(/^Invalid argument: .*no_such_option/);
      }
      // The lenient loader ignores unknown options only in a file a newer release wrote.
      expect(same?.lenient).toEqual(same?.strict);
      expect(newer?.lenient).toEqual({ ok: true, columnFamilies: 1 });
      expect(newer?.openedWith).toBe('lenient');
      expect(newer?.open?.ok).toBe(true);
    });

    it('turns an engine abort into a verdict on that file and judges the next one in a fresh JVM', async () => {
      // num_levels=-1 aborts 6.29.5, 7.8.3 and 11.1.2 (5.18.4 and 6.0.2 run it); no release starts 2^31 threads.
      const line =
        version === '5.18.4'
          ? '[DBOptions]\n  max_background_jobs=-2147483648\n[CFOptions "default"]\n'
          : '[DBOptions]\n[CFOptions "default"]\n  num_levels=-1\n';
      const aborts = file(`aborts-${version}.ini`, `${VERSION_HEADER(version)}${line}`);
      const fine = join(out, 'defaults.ini');
      const verdicts = await judgeFiles(version, [fine, aborts, fine]);
      expect(verdicts.jvms).toBe(3); // the second JVM retried the file the first died on, and died as well
      expect(verdicts[0]?.open?.ok).toBe(true);
      expect(verdicts[1]?.abort?.signal).toBe('SIGABRT');
      expect(verdicts[1]?.abort?.stderr).toMatch(/terminate called/);
      // 2^31 background threads end at the judge's thread cap (tools/engine-judge/limits.mjs): named, no verdict.
      if (version === '5.18.4' && sandboxMethod() !== 'none') expect(verdicts[1]?.abort?.hostLimit).toBe('more than 1024 threads');
      expect(verdicts[2]?.open?.ok).toBe(true);
    });
  });
}

describe.skipIf(unavailable('7.8.3') !== undefined)('engine judge timeouts', () => {
  it('gives up on a file that takes longer than the timeout, and on the next in a fresh JVM', async () => {
    const a = file('slow-a.ini', `${VERSION_HEADER('7.8.3')}[DBOptions]\n[CFOptions "default"]\n`);
    const verdicts = await judgeFiles('7.8.3', [a, a], { timeoutMs: 1, startupMs: 0 });
    expect(verdicts.map((v) => v.timeout)).toEqual([1, 1]);
    expect(verdicts.jvms).toBe(2);
  });
});
