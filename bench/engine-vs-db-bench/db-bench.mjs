// Runs Debian's db_bench (rocksdb-tools) and parses what it prints (its report lines, the statistics dump and the histograms).
import { spawn } from 'node:child_process';

/**
 * Run db_bench with flags; resolve with its stdout (stderr appended) or reject with the tail. Debian's db_bench is an
 * assertion build, and one of its assertions (`sync_without_flush_called_` in WritableFileWriter) fires now and then
 * on a run that a release build finishes: such an abort is retried once, from a fresh database (db_bench destroys it
 * first unless --use_existing_db).
 */
export async function runDbBench(flags, retriesOnAssertion = 1) {
  try {
    return await runOnce(flags);
  } catch (error) {
    if (retriesOnAssertion > 0 && abortedOnAssertion(error) && !flags.includes('--use_existing_db=1'))
      return runDbBench(flags, retriesOnAssertion - 1);
    throw error;
  }
}

/** @param {unknown} error */
const abortedOnAssertion = (error) => error instanceof Error && 'assertion' in error && error.assertion === true;

function runOnce(flags) {
  return new Promise((resolve, reject) => {
    const child = spawn('db_bench', flags, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve(out);
      const assertion = signal === 'SIGABRT' && /Assertion `[^']*' failed/.test(out);
      reject(Object.assign(new Error(`db_bench exited ${code ?? signal}: ${out.slice(-800)}`), { assertion }));
    });
  });
}

/** `fillseq : 2.966 micros/op 337120 ops/sec 0.593 seconds 200000 operations;  135.0 MB/s` */
export function parseSummary(out, bench) {
  const re = new RegExp(
    `^${bench}\\s*:\\s*([\\d.]+) micros/op (\\d+) ops/sec ([\\d.]+) seconds (\\d+) operations;(?:\\s*([\\d.]+) MB/s)?`,
    'm',
  );
  const m = re.exec(out);
  if (!m) throw new Error(`no ${bench} summary line in db_bench output:\n${out.slice(-1500)}`);
  return {
    microsPerOp: Number(m[1]),
    opsPerSec: Number(m[2]),
    seconds: Number(m[3]),
    ops: Number(m[4]),
    mbPerSec: m[5] ? Number(m[5]) : undefined,
  };
}

/** The `Percentiles:` line after `Microseconds per <kind>:` (kind = write | read). */
export function parsePercentiles(out, kind) {
  const at = out.indexOf(`Microseconds per ${kind}:`);
  if (at < 0) return undefined;
  const m = /Percentiles: P50: ([\d.]+) P75: ([\d.]+) P99: ([\d.]+) P99\.9: ([\d.]+) P99\.99: ([\d.]+)/.exec(out.slice(at));
  const max = /Min: [\d.]+ {2}Median: [\d.]+ {2}Max: ([\d.]+)/.exec(out.slice(at));
  return m ? { p50: Number(m[1]), p99: Number(m[3]), p999: Number(m[4]), max: max ? Number(max[1]) : undefined } : undefined;
}

/** `rocksdb.<name> COUNT : N` counters. */
export function parseTicker(out, name) {
  const m = new RegExp(`^${name.replace(/\./g, '\\.')} COUNT : (\\d+)`, 'm').exec(out);
  return m ? Number(m[1]) : undefined;
}

export function writeAmplification(out) {
  const ingest = parseTicker(out, 'rocksdb.bytes.written') ?? 0;
  const flushed = parseTicker(out, 'rocksdb.flush.write.bytes') ?? 0;
  const compacted = parseTicker(out, 'rocksdb.compact.write.bytes') ?? 0;
  return ingest > 0 ? (flushed + compacted) / ingest : undefined;
}
