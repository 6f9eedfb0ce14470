import { describe, expect, it } from 'vitest';
import { runFigures } from './figures.js';
import { parsePoint, steadyWindowSeconds, WORKLOADS, writerBytesPerSecond } from './grid.js';
import { cellOf, verdict, type RunRecord } from './report.js';

// A readrandomwriterandom report and LOG as Debian's db_bench printed them (trimmed): the figures come from these lines.
const OUTPUT = [
  'readrandomwriterandom :     136.422 micros/op 14495 ops/sec 3.104 seconds 44998 operations; ( reads:11000 writes:10999 total:200000 found:11000)',
  'Cumulative stall: 00:00:0.000 H:M:S, 0.0 percent',
  'Cumulative stall: 00:00:1.200 H:M:S, 4.5 percent',
  'rocksdb.bytes.written COUNT : 24365160',
  'rocksdb.compact.read.bytes COUNT : 1000',
  'rocksdb.compact.write.bytes COUNT : 19577327',
  'rocksdb.flush.write.bytes COUNT : 0',
].join('\n');
const LOG = [
  '2026/11/28-16:19:58.467564 8099        Options.write_buffer_size: 67108864',
  '    capacity : 8388608',
  '{"time_micros": 1, "job": 2, "event": "flush_started", "num_memtables": 1}',
  '{"time_micros": 2, "job": 3, "event": "flush_started", "num_memtables": 1}',
].join('\n');

describe('db_bench figures', () => {
  it('reads a mixed run: reads and writes per second, the last stall share, flushes and what ran', () => {
    const f = runFigures(OUTPUT, 'readrandomwriterandom', LOG);
    expect(f.readsPerSec).toBeCloseTo(11000 / 3.104, 3);
    expect(f.writesPerSec).toBeCloseTo(10999 / 3.104, 3);
    expect(f.stallPercent).toBe(4.5);
    expect(f.flushes).toBe(2);
    expect(f.ran).toEqual({ writeBufferBytes: 67108864, blockCacheBytes: 8388608 });
    expect(f.writeAmplification).toBeCloseTo(19577327 / 24365160, 6);
  });
});

describe('the steady-state window', () => {
  it('lets the largest memtable flush 8 times (with a 30 % fill margin) at the writer rate, within 30-180 s', () => {
    expect(steadyWindowSeconds(64 * 2 ** 20, 10 * 2 ** 20)).toBe(67);
    expect(steadyWindowSeconds(4 * 2 ** 20, 8 * 2 ** 20)).toBe(30);
    expect(steadyWindowSeconds(1 * 2 ** 30, 1 * 2 ** 20)).toBe(180);
  });
  it("paces readwhilewriting's writer at a quarter of the write cap, in whole MiB/s", () => {
    const p = parsePoint('m512-w40-r50-v800');
    expect(writerBytesPerSecond(WORKLOADS.readwhilewriting, p)).toBe(10 * 2 ** 20);
    expect(writerBytesPerSecond(WORKLOADS.readrandom, p)).toBeUndefined();
  });
  it('reads a grid point, with keys scaled to the memory cap unless given', () => {
    expect(parsePoint('m2048-w100-r50-v4000-blob')).toMatchObject({
      memoryBytes: 2 ** 31,
      writeBps: 1e8,
      keys: 1_600_000,
      separated: true,
    });
    expect(parsePoint('m512-w40-r50-v800-k3e6').keys).toBe(3e6);
    expect(() => parsePoint('512-40')).toThrow(/is not m<MiB>/);
  });
});

const rec = (variant: string, value: number, counted = true): RunRecord => ({ variant, value, counted }) as RunRecord;

describe('verdicts on counted runs', () => {
  it('a win needs 1.3x; better: every run above; a loss needs the 10 % floor and both spreads apart; else a tie', () => {
    const base = cellOf([rec('d', 100), rec('d', 104), rec('d', 98)]);
    expect(verdict(cellOf([rec('t', 131), rec('t', 140), rec('t', 129)]), base)).toBe('win');
    expect(verdict(cellOf([rec('t', 85), rec('t', 88), rec('t', 80)]), base)).toBe('loss');
    expect(verdict(cellOf([rec('t', 85), rec('t', 99), rec('t', 80)]), base)).toBe('tie');
    expect(verdict(cellOf([rec('t', 110), rec('t', 118), rec('t', 105)]), base)).toBe('better');
    expect(verdict(cellOf([rec('t', 110), rec('t', 118), rec('t', 103)]), base)).toBe('tie');
    expect(verdict(cellOf([rec('t', 50, false)]), base)).toBe('not counted');
  });
});
