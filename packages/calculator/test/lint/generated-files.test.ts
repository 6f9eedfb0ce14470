// Issue 15 item 10: every file rocktune generates passes its own `rocktune lint --max-warnings 0`
// (no error, no warning) for every preset and dialect over a grid of hosts and workloads, and for every target
// (npm test: 12 targets drawn with the run's seed, test/support/sample.ts; npm run test:full: all of them).
import { describe, expect, it } from 'vitest';
import { sampleOf } from '../../../../test/support/sample.js';
import { DIALECTS, PRESET_IDS, listEngineProfiles, recommend, toOptionsFile, lintOptionsText } from '../../src/index.js';

const THREADS = [1, 2, 8, 48];
const DRAM = [2e9, 64e9];
const KEYS = [1e5, 1e9, 8e9];
const VALUES = [100, 800, 20_000];

function* grid() {
  for (const workload of PRESET_IDS)
    for (const dialect of DIALECTS)
      for (const cpuThreads of THREADS)
        for (const dramBytes of DRAM)
          for (const totalKeys of KEYS)
            for (const valueSize of VALUES) yield { workload, dialect, cpuThreads, dramBytes, totalKeys, valueSize, openFiles: 80_000 };
}

describe('generated files pass rocktune lint --max-warnings 0', () => {
  it('for every preset, dialect and host of the grid', () => {
    let linted = 0;
    const failures: string[] = [];
    for (const input of grid()) {
      const r = recommend(input);
      if (!r.ok) continue; // infeasible inputs produce no file
      const text = toOptionsFile(r.recommendation, { rocktuneVersion: '0.0.0-test' });
      const loud = lintOptionsText(text).findings.filter((f) => f.severity !== 'info');
      linted++;
      for (const f of loud) failures.push(`${JSON.stringify(input)} line ${f.line}: ${f.severity} ${f.ruleId}: ${f.message}`);
    }
    expect(linted).toBeGreaterThan(500);
    expect(failures.slice(0, 10)).toEqual([]);
  });

  const targets = sampleOf(listEngineProfiles(), 12, 'generated-files targets');
  it(`for every target (engine and version), judged by the profile its [Version] names: ${targets.map((t) => t.id).join(', ')}`, () => {
    const failures: string[] = [];
    const judgedBy = new Set<string>();
    for (const { id, engine } of targets)
      for (const workload of PRESET_IDS)
        for (const cpuThreads of [2, 48])
          for (const valueSize of [100, 20_000]) {
            const input = { workload, dialect: engine, cpuThreads, dramBytes: 64e9, totalKeys: 1e9, valueSize, openFiles: 80_000 };
            const r = recommend(input, { target: id });
            if (!r.ok) continue;
            const report = lintOptionsText(toOptionsFile(r.recommendation, { rocktuneVersion: '0.0.0-test' }));
            judgedBy.add(`${id} -> ${report.target}`);
            for (const f of report.findings.filter((x) => x.severity !== 'info'))
              failures.push(`${id} ${JSON.stringify(input)} line ${f.line}: ${f.severity} ${f.ruleId}: ${f.message}`);
          }
    expect(
      [...judgedBy].filter((pair) => {
        const [asked, used] = pair.split(' -> ');
        return asked !== used;
      }),
    ).toEqual([]);
    expect(judgedBy.size).toBe(targets.length);
    expect(failures.slice(0, 10)).toEqual([]);
  });
});
