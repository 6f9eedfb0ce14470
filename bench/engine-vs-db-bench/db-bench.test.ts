import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { parsePercentiles, parseSummary, runDbBench, writeAmplification } from './db-bench.mjs';

describe('db_bench output parsing (real db_bench)', () => {
  it('reads the summary, the write percentiles and the WA counters of a tiny fillseq', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rocktune-dbb-'));
    try {
      const out: string = await runDbBench([
        '--benchmarks=fillseq',
        `--db=${dir}`,
        '--num=20000',
        '--key_size=20',
        '--value_size=100',
        '--statistics=1',
        '--histogram=1',
        '--write_buffer_size=262144',
      ]);
      const s = parseSummary(out, 'fillseq');
      expect(s.ops).toBe(20000);
      expect(s.opsPerSec).toBeGreaterThan(1000);
      expect(s.mbPerSec).toBeGreaterThan(0);
      const p = parsePercentiles(out, 'write');
      if (!p) throw new Error('no write percentiles');
      expect(p.p50).toBeGreaterThan(0);
      expect(p.p99).toBeGreaterThanOrEqual(p.p50);
      // 256 KiB memtables: several flushes happened, so WA is a positive ratio
      expect(writeAmplification(out)).toBeGreaterThan(0.1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rejects output without the summary line', () => {
    expect(() => parseSummary('nothing here', 'fillseq')).toThrow(/no fillseq summary/);
  });
});
