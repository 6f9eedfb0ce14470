// @vitest-environment happy-dom
import { recommend, toOptionsFile } from '@rocktune/calculator';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BaselineTable } from '../src/features/validate/BaselineTable.js';
import { lineInFile } from '../src/features/validate/file-lines.js';
import { RunResult } from '../src/features/validate/RunResult.js';
import { validateSummary } from '../src/features/validate/summary.js';
import type { Report, RunState } from '../src/features/validate/use-validate-run.js';

const engine = { engine: 'rocksdb', rocksdbVersion: '7.8.3' };
const tiny = recommend({ cpuThreads: 2, dramBytes: '512MiB', totalKeys: '2e6', openFiles: 1000 });
if (!tiny.ok) throw new Error('the tiny host sizes');
const shown = toOptionsFile(tiny.recommendation, { rocktuneVersion: '0.1.0' });
const lineOfKey = (text: string, key: string) => text.split('\n').findIndex((l) => l.trim().startsWith(`${key}=`)) + 1;
/** What a capped run hands the engine: rocktune serve sets bytes_per_sync and wal_bytes_per_sync under [DBOptions]. */
const capped = shown.replace('[DBOptions]\n', '[DBOptions]\n  bytes_per_sync=1048576\n  wal_bytes_per_sync=1048576\n');

const report = (load: Partial<NonNullable<Report['load']>> = {}, changes: NonNullable<Report['check']['changes']> = []): Report => ({
  engine,
  check: { ok: true, accepted: true, rocksdbStatus: 'OK', changes },
  load: { opsPerSec: 50_000, writeAmplification: 0, samples: [], ...load },
  run: { readOpsPerSec: 20_000, writeOpsPerSec: 1_000, writeAmplification: 0, samples: [] },
});
const done = (r: Report): RunState => ({ kind: 'done', points: [], log: [], report: r, exitCode: 0 });

describe('a capped run cites the lines of the file on screen (issue 35: "(line 16)" for max_open_files on line 14)', () => {
  it('a value the engine changed is named at its line in the shown file, not the run’s', () => {
    const onScreen = lineOfKey(shown, 'max_open_files');
    const ran = lineOfKey(capped, 'max_open_files');
    expect(ran).toBe(onScreen + 2);
    const changes = [{ key: 'max_open_files', line: ran, requested: '1000', effective: '500', kind: 'sanitized' }];
    expect(validateSummary(report({}, changes), lineInFile(shown))).toContain(`max_open_files 1000 → 500 (line ${onScreen})`);
  });

  it('a refusal at a line names the shown line of the option it quotes', () => {
    const ran = lineOfKey(capped, 'write_buffer_size');
    const refused: Report = {
      engine,
      check: { ok: false, accepted: false, stage: 'load', rocksdbStatus: 'Invalid argument', line: ran, lineText: '  write_buffer_size=1' },
    };
    expect(validateSummary(refused, lineInFile(shown))).toContain(`at line ${lineOfKey(shown, 'write_buffer_size')} (write_buffer_size=1)`);
  });
});

describe('the charts of a check (issue 35)', () => {
  afterEach(cleanup);

  it('a T2 phase of one sample says why and shows its one point', () => {
    const one = report({ samples: [{ tSec: 0.9, readOpsPerSec: 0, writeOpsPerSec: 48_000 }] });
    render(<RunResult tuned={done(one)} baseline={{ kind: 'idle' }} target={tiny.recommendation} ranText={shown} />);
    const load = [...document.querySelectorAll('figure')].find((f) => f.textContent?.includes('T2 load'))!;
    expect(load.querySelector('[data-testid="plot-too-few"]')?.textContent).toMatch(
      /^Only one sample, drawn as a dot\. The engine samples/,
    );
    expect(load.querySelectorAll('circle')).toHaveLength(1);
  });

  it('RocksDB’s defaults are charted beside the file, dashed', () => {
    const samples = (y: number) => [0.5, 1.5, 2.5].map((tSec) => ({ tSec, readOpsPerSec: y, writeOpsPerSec: y }));
    render(
      <RunResult
        tuned={done(report({ samples: samples(40_000) }))}
        baseline={done(report({ samples: samples(30_000) }))}
        target={tiny.recommendation}
        ranText={shown}
      />,
    );
    const load = [...document.querySelectorAll('figure')].find((f) => f.textContent?.includes('T2 load'))!;
    const lines = [...load.querySelectorAll('polyline')];
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => l.getAttribute('stroke-dasharray'))).toEqual([null, '6 4']);
    expect(load.textContent).toContain('RocksDB defaults: T2 writes/s');
  });
});

describe('a write amplification with nothing flushed is explained (issue 35: "not measured" beside 0.22)', () => {
  afterEach(cleanup);

  it('says nothing was flushed, and why, instead of "not measured"', () => {
    render(<BaselineTable tuned={report({ writeAmplification: 0 })} defaults={report({ writeAmplification: 0.22 })} />);
    const table = document.querySelector('[data-testid="baseline-table"]')!;
    expect(table.textContent).not.toContain('not measured');
    const row = [...table.querySelectorAll('tbody tr')].find((r) => r.textContent?.includes('write amplification'))!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['nothing flushed', '0.22']);
    expect(table.querySelector('[data-testid="unflushed-note"]')?.textContent).toContain('no SST was written');
  });
});
