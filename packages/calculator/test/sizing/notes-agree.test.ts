import { describe, expect, it } from 'vitest';
import { DIALECTS, PRESET_IDS, recommend, type Recommendation } from '../../src/index.js';

function rec(input: Record<string, unknown>, target?: string): Recommendation {
  const r = recommend(input, { target });
  if (!r.ok) throw new Error(r.code);
  return r.recommendation;
}

const option = (r: Recommendation, name: string) => r.options.find((o) => o.name === name)?.value;

/** Issue 24: a note is derived from the final values, and the next step is data the page words with its own fields. */
describe('notes agree with the file', () => {
  // The issue's inputs: 16 threads, 64 GB, 1 KB values, 500 million keys, read-heavy, 8.11.5.
  const issue = { cpuThreads: 16, dramBytes: '64GB', valueSize: '1KB', totalKeys: 5e8, workload: 'read-heavy', kvSeparation: 'on' };

  it('read-heavy names the file count of the final SSTs and asks for no more open files when they fit the budget', () => {
    const r = rec(issue, 'rocksdb@8.11.5');
    const note = r.warnings.find((w) => w.code === 'raise-open-files');
    const files = r.memory.predicted.shape.sstFiles + r.memory.predicted.shape.valueFiles;
    expect(files).toBeLessThan(80_000);
    expect(note?.message).toContain(`${files.toLocaleString('en-US')} files`);
    expect(note?.message).toContain(`SSTs of ${(Number(option(r, 'target_file_size_base')) / 1e6).toLocaleString('en-US')} MB`);
    expect(note?.message).not.toMatch(/raise|half-size|160,000/);
    expect(note?.steps).toBeUndefined();
  });

  it('read-heavy past the budget asks for exactly the files the final SSTs need, as a step on openFiles', () => {
    const r = rec({ ...issue, openFiles: 2000 });
    const note = r.warnings.find((w) => w.code === 'raise-open-files' || w.code === 'target-file-size-capped');
    const step = note?.steps?.[0];
    expect(step?.input).toBe('openFiles');
    expect(step?.change).toBe('raise');
    expect(Number(step?.to)).toBeGreaterThan(2000);
    expect(r.warnings.filter((w) => w.steps?.some((s) => s.input === 'openFiles'))).toHaveLength(1);
  });

  it('a warning that cites a rule id keeps it in the CLI message and says "the sizing rule" in its finding', () => {
    const hosts = [
      { cpuThreads: 2, dramBytes: '4GB', totalKeys: 1e6 },
      { cpuThreads: 48, dramBytes: '128GB' },
      { ...issue, workload: 'general' },
    ];
    const cited = hosts.flatMap((host) =>
      PRESET_IDS.flatMap((workload) =>
        DIALECTS.flatMap((dialect) =>
          rec({ ...host, workload, dialect, kvSeparation: 'auto' }).warnings.filter((w) => w.message.includes('rules.md')),
        ),
      ),
    );
    expect(cited.length).toBeGreaterThan(0);
    for (const w of cited) {
      expect(w.finding, w.code).toBeDefined();
      expect(w.finding).not.toContain('rules.md');
      expect(w.finding).toContain('the sizing rule');
    }
  });

  it('every warning with a next step carries a finding without CLI flags, and the CLI message keeps the flag', () => {
    const cases = [
      rec({ cpuThreads: 48, dramBytes: '128GB', numLevels: 2 }),
      rec({ cpuThreads: 2, dramBytes: '4GB', workload: 'auto-tuned-compactions' }),
      rec({ cpuThreads: 2, dramBytes: '4GB' }),
    ];
    const stepped = cases.flatMap((r) => r.warnings.filter((w) => w.steps));
    expect(stepped.map((w) => w.code)).toEqual(
      expect.arrayContaining(['levels-insufficient', 'rate-limiter-needs-disk-rate', 'kv-separation-off']),
    );
    for (const w of stepped) {
      expect(w.finding).not.toMatch(/--[a-z]/);
      expect(w.message).toMatch(/--[a-z]/);
    }
    const levels = cases[0]!.warnings.find((w) => w.code === 'levels-insufficient')!;
    expect(levels.steps).toEqual([{ input: 'numLevels', change: 'raise', to: cases[0]!.levels.levelsNeeded }]);
    expect(levels.message).toContain(`--levels ${cases[0]!.levels.levelsNeeded}`);
  });
});
