import { formatInteger } from '@rocktune/calculator';
import type { Report } from './use-validate-run.js';

/** The tuned file beside RocksDB's defaults, same keys and seconds. */
export function BaselineTable({ tuned, defaults }: { tuned: Report; defaults: Report }) {
  const rows: Array<[string, (r: Report) => number | undefined, number]> = [
    ['T2 writes/s', (r) => r.load?.opsPerSec, 0],
    ['T5 reads/s', (r) => r.run?.readOpsPerSec, 0],
    ['T5 writes/s', (r) => r.run?.writeOpsPerSec, 0],
    ['T2 write amplification', (r) => r.load?.writeAmplification, 2],
  ];
  // A write amplification of 0 means nothing was flushed or compacted in a run this short: not a measurement.
  const unflushed = (v: number | undefined, digits: number) => digits > 0 && v !== undefined && v <= 0;
  const show = (v: number | undefined, digits: number) =>
    v === undefined ? 'not measured' : unflushed(v, digits) ? 'nothing flushed' : digits ? v.toFixed(digits) : formatInteger(v);
  const anyUnflushed = [tuned, defaults].some((r) => unflushed(r.load?.writeAmplification, 2));
  return (
    <table className="baseline-table" data-testid="baseline-table">
      <caption className="muted">
        One run each, same keys and seconds, one after the other: on a shared machine a gap under about 10% is noise.{' '}
        <code>rocktune compare</code> runs interleaved rounds and reports ties.
        {anyUnflushed && (
          <span data-testid="unflushed-note">
            {' '}
            Write amplification is the bytes flushed and compacted per byte loaded; “nothing flushed”: the load ended with every key still
            in that file’s memtables, so no SST was written to measure. Load more keys to measure it.
          </span>
        )}
      </caption>
      <thead>
        <tr>
          <th scope="col">Measure</th>
          <th scope="col">This file</th>
          <th scope="col">RocksDB defaults</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, get, digits]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className="num">{show(get(tuned), digits)}</td>
            <td className="num">{show(get(defaults), digits)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
