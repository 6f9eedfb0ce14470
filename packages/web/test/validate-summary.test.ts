import { describe, expect, it } from 'vitest';
import { baselineWords, engineLine, validateSummary } from '../src/features/validate/summary.js';
import type { Report } from '../src/features/validate/use-validate-run.js';

const engine = { engine: 'rocksdb', rocksdbVersion: '7.8.3' };
const accepted = (changes: NonNullable<Report['check']['changes']> = []): Report => ({
  engine,
  check: { ok: true, accepted: true, rocksdbStatus: 'OK', changes },
  load: { opsPerSec: 78_255, writeAmplification: 0, samples: [] },
  run: { readOpsPerSec: 20_000, writeOpsPerSec: 1_000, writeAmplification: 0, samples: [] },
});

describe('the check on this machine, in words', () => {
  it('a file lint refused names the stage and the line (the engine never started)', () => {
    const message = 'write_buffer_size=1.5g is silently read as 1';
    const findings = [
      { severity: 'warning', line: 4, message: 'a warning first' },
      { severity: 'error', line: 10, message },
    ];
    const report: Report = {
      engine,
      check: { ok: false, accepted: false, stage: 'lint', rocksdbStatus: '', findings, line: 10, lineText: '  write_buffer_size=1.5g' },
    };
    expect(validateSummary(report)).toBe(`Refused before the engine started at line 10 (write_buffer_size=1.5g): ${message}`);
  });

  it('a file the engine refused says so with its status', () => {
    expect(validateSummary({ engine, check: { ok: false, accepted: false, stage: 'load', rocksdbStatus: 'Invalid argument: x' } })).toBe(
      'Refused by the engine: Invalid argument: x',
    );
  });

  it('an accepted file ends with a verdict, and a write amplification of 0 is not shown as a measurement', () => {
    const text = validateSummary(accepted());
    expect(text).toMatch(/^Accepted as written/);
    expect(text).not.toContain('0.00');
    expect(text).not.toContain('amplification');
  });

  it('values the engine changed are listed with their lines; harness settings are not', () => {
    const text = validateSummary(
      accepted([
        { key: 'max_write_buffer_number', line: 12, requested: '1', effective: '2', kind: 'sanitized' },
        { key: 'create_if_missing', line: 0, requested: 'false', effective: 'true', kind: 'harness' },
      ]),
    );
    expect(text).toContain('the engine changed these values: max_write_buffer_number 1 → 2 (line 12)');
    expect(text).not.toContain('create_if_missing');
  });

  it('names the engine that ran and the release the file is written for when they differ', () => {
    expect(engineLine(accepted(), { engine: 'rocksdb', version: '8.11.5' })).toMatch(
      /^Ran on RocksDB 7\.8\.3 .*written for RocksDB 8\.11\.5/,
    );
    expect(engineLine(accepted(), { engine: 'rocksdb', version: '7.8.3' })).toBe(
      'Ran on RocksDB 7.8.3, the release the file is written for.',
    );
  });

  it('compares with the defaults baseline in words (78,255 vs 116,392 writes/s is 33 % slower)', () => {
    const defaults = {
      ...accepted(),
      load: { opsPerSec: 116_392, writeAmplification: 0, samples: [] },
      run: { readOpsPerSec: 19_500, writeOpsPerSec: 1_000, writeAmplification: 0, samples: [] },
    };
    expect(baselineWords(accepted(), defaults)).toBe(
      "The tuned file loaded 33 % slower than RocksDB's defaults here; it read within 10 % of RocksDB's defaults (noise on a shared machine).",
    );
  });
});
