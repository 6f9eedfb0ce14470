// One OPTIONS domain: @rocktune/calculator's lint judges the file before any engine starts. An error-level finding
// stops check, load and validate with the lint message and its position; the engine is never started (no DB, no
// OPTIONS file in the workspace). The three cases the addon once guarded itself are refused through lint.
import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { EngineError, checkOptions, loadTest, validateOptions } from '../lib/index.js';
import { DEFAULTS, TUNED, withLine } from './fixtures.js';
import { withWorkspace } from './with-workspace.js';

const MISREAD = withLine(DEFAULTS, '  compression=kNoCompression', '  write_buffer_size=1.5g');

function refusedBeforeEngine(text: string) {
  return withWorkspace({}, async (ws) => {
    const r = await checkOptions(text, { workspace: ws });
    expect(r).toMatchObject({ ok: false, accepted: false, stage: 'lint', changes: [], persistedOptions: '' });
    expect(existsSync(ws.path('check-db'))).toBe(false); // the engine never opened a DB
    expect(existsSync(ws.path('OPTIONS.ini'))).toBe(false); // nor got the file
    return r;
  });
}

describe('lint stops the run before the engine starts', () => {
  it('a misread number (1.5g): refused with the lint message, line, column and section', async () => {
    const r = await refusedBeforeEngine(MISREAD);
    expect(r).toMatchObject({ line: 10, column: 21, section: 'CFOptions default', lineText: 'write_buffer_size=1.5g' });
    // id, key and blocksEngine: the field names of the findings before lint replaced the addon's own guards.
    expect(r.findings[0]).toMatchObject({
      ruleId: 'misread-number',
      id: 'misread-number',
      severity: 'error',
      line: 10,
      section: 'CFOptions default',
      key: 'write_buffer_size',
      blocksEngine: true,
    });
    expect(r.findings[0]?.message).toMatch(/write_buffer_size=1\.5g is silently read as 1/);
    expect(r.rocksdbStatus).toBe(''); // the engine said nothing: it never saw the file
  });

  it('an unknown table factory never reaches the engine (it would load a null factory and crash)', async () => {
    const r = await refusedBeforeEngine(DEFAULTS.replace('TableOptions/BlockBasedTable', 'TableOptions/FooTable'));
    expect(r).toMatchObject({ line: 11, section: 'TableOptions/FooTable default' });
    expect(r.findings.find((f) => f.severity === 'error')).toMatchObject({ ruleId: 'unknown-table-factory', line: 11 });
  });

  it('a duplicate key with another value is refused at the second line (RocksDB would keep the first)', async () => {
    const r = await refusedBeforeEngine(
      withLine(DEFAULTS, '  compression=kNoCompression', '  max_write_buffer_number=3\n  max_write_buffer_number=5'),
    );
    expect(r.findings[0]).toMatchObject({ ruleId: 'duplicate-key', id: 'duplicate-key', line: 11, column: 3 });
    expect(r.line).toBe(11);
    expect(r.findings[0]?.message).toMatch(/RocksDB keeps the FIRST value, max_write_buffer_number=3 \(line 10\)/);
  });

  it('warnings are reported and do not stop the check', async () => {
    const r = await checkOptions(TUNED);
    expect(r).toMatchObject({ ok: true, accepted: true, stage: null });
    expect(r.findings).toEqual([
      expect.objectContaining({
        ruleId: 'l0-trigger-order',
        severity: 'warning',
        line: 16,
        section: 'CFOptions default',
        blocksEngine: false,
      }),
    ]);
  });

  // Issue 23: db_bench 7.8.3 writes listeners={ErrorHandlerListener} into every OPTIONS file; 7.8.3 opens it.
  it("db_bench's listeners={ErrorHandlerListener} reaches the engine, which opens it", async () => {
    const r = await checkOptions(DEFAULTS.replace('[DBOptions]\n', '[DBOptions]\n  listeners={ErrorHandlerListener}\n'));
    expect(r.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(r).toMatchObject({ ok: true, accepted: true, stage: null });
  });

  it('with stopOnLintErrors: false the engine judges the file anyway, and ok stays false', async () => {
    const r = await checkOptions(MISREAD, { stopOnLintErrors: false });
    expect(r).toMatchObject({ ok: false, accepted: true, stage: null });
    // what the engine runs: "1.5g" read as 1, clipped to the 64 KiB minimum
    expect(r.changes.find((c) => c.key === 'write_buffer_size')).toMatchObject({
      requested: '1.5g',
      effective: '65536',
      kind: 'sanitized',
      line: 10,
    });
  });

  it('loadTest throws ENGINE_LINT_REFUSED with the position, before the engine starts', () =>
    withWorkspace({}, async (ws) => {
      const err = await loadTest({ options: MISREAD, workspace: ws, keys: 1000 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(EngineError);
      expect(err).toMatchObject({
        code: 'ENGINE_LINT_REFUSED',
        details: { line: 10, column: 21, section: 'CFOptions default', ruleId: 'misread-number' },
      });
      expect((err as Error).message).toMatch(
        /^refused before the engine started: line 10:21 \[CFOptions default\]: write_buffer_size=1\.5g/,
      );
      expect(existsSync(ws.dbPath) && ws.loaded).toBeFalsy();
    }));

  it('validateOptions returns the lint refusal as its check and runs no test', async () => {
    const report = await validateOptions(MISREAD, { keys: 1000 });
    expect(report.check).toMatchObject({ ok: false, stage: 'lint', line: 10 });
    expect(report.load).toBeUndefined();
    expect(report.run).toBeUndefined();
  });
});
