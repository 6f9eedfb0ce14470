// What one db_bench run measured, from its own report (summary line, statistics, the `stats` dump) and the LOG of the
// database it ran on (flushes, and the options that really ran: db_bench replaces some of a file's settings).
import { parseSummary, parseTicker, writeAmplification } from '../engine-vs-db-bench/db-bench.mjs';

export interface RunFigures {
  /** The summary line's ops/s (for readwhilewriting: the readers; for readrandomwriterandom: reads and writes). */
  opsPerSec: number;
  readsPerSec?: number;
  writesPerSec?: number;
  seconds: number;
  writeAmplification?: number;
  /** Share of the run writes were stalled ("Cumulative stall ... percent" of the last stats dump). */
  stallPercent?: number;
  compactionReadBytes?: number;
  compactionWriteBytes?: number;
  userBytesWritten?: number;
  flushes: number;
  /** What ran, as the LOG says: the memtable size and the block cache capacity. */
  ran: { writeBufferBytes?: number; blockCacheBytes?: number };
}

/** `( reads:11000 writes:10999 total:200000 found:11000)` of readrandomwriterandom. */
function mixCounts(out: string): { reads: number; writes: number } | undefined {
  const m = /\( reads:(\d+) writes:(\d+) /.exec(out);
  return m ? { reads: Number(m[1]), writes: Number(m[2]) } : undefined;
}

function lastStallPercent(out: string): number | undefined {
  const all = [...out.matchAll(/^Cumulative stall: \S+ H:M:S, ([\d.]+) percent/gm)];
  const last = all.at(-1);
  return last ? Number(last[1]) : undefined;
}

function logNumber(log: string, re: RegExp): number | undefined {
  const m = re.exec(log);
  return m ? Number(m[1]) : undefined;
}

export function runFigures(output: string, benchmark: string, log: string): RunFigures {
  const s = parseSummary(output, benchmark);
  const mix = mixCounts(output);
  const optional = <K extends string>(key: K, v: number | undefined): Partial<Record<K, number>> =>
    v === undefined ? {} : ({ [key]: v } as Record<K, number>);
  return {
    opsPerSec: s.opsPerSec,
    seconds: s.seconds,
    ...(mix ? { readsPerSec: mix.reads / s.seconds, writesPerSec: mix.writes / s.seconds } : {}),
    ...optional('writeAmplification', writeAmplification(output)),
    ...optional('stallPercent', lastStallPercent(output)),
    ...optional('compactionReadBytes', parseTicker(output, 'rocksdb.compact.read.bytes')),
    ...optional('compactionWriteBytes', parseTicker(output, 'rocksdb.compact.write.bytes')),
    ...optional('userBytesWritten', parseTicker(output, 'rocksdb.bytes.written')),
    flushes: (log.match(/"event": "flush_started"/g) ?? []).length,
    ran: {
      ...optional('writeBufferBytes', logNumber(log, /Options\.write_buffer_size: (\d+)/)),
      ...optional('blockCacheBytes', logNumber(log, /^\s*capacity : (\d+)/m)),
    },
  };
}

/** The figure a workload is judged by: reads/s for read and mixed workloads, writes (ops/s) for write workloads. */
export function judgedValue(f: RunFigures, judgedBy: 'reads' | 'writes'): number {
  if (judgedBy === 'reads') return f.readsPerSec ?? f.opsPerSec;
  return f.writesPerSec ?? f.opsPerSec;
}
