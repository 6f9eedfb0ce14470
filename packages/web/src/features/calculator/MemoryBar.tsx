import { formatBytes, formatInteger, type MemoryBudget } from '@rocktune/calculator';
import type { FileCapacities } from './file-settings.js';
import { capacityTotal, memoryParts, type MemoryPart } from './memory-parts.js';

/** A share of DRAM as it is: 250 % means two and a half times the installed memory, never capped at 100. */
export function shareOf(part: number, whole: number): string {
  const p = whole > 0 ? (part / whole) * 100 : 0;
  return `${p > 0 && p < 1 ? p.toFixed(1) : formatInteger(Math.round(p))} %`;
}

const bytes = (n: number) => `${formatBytes(n)} (${formatInteger(n)} bytes)`;

/** A component's color on its bar segment and its legend swatch: the theme's --mem-<key> (styles.css). */
const color = (key: string) => `var(--mem-${key})`;

/** What the file lets RocksDB hold (capacity) and what it is expected to hold, by component, against installed DRAM. */
export function MemoryBar({ memory, file }: { memory: MemoryBudget; file: FileCapacities }) {
  const parts = memoryParts(memory, file);
  const dram = memory.dramBytes;
  const capacity = capacityTotal(parts);
  const expected = parts.reduce((sum, p) => sum + p.expected, 0);
  const scale = Math.max(dram, capacity);
  const width = (n: number) => `${(n / scale) * 100}%`;
  const over = capacity - dram;
  const summary = `Memory: up to ${formatBytes(capacity)} (${shareOf(capacity, dram)} of ${formatBytes(dram)} DRAM), expected ${formatBytes(expected)}`;
  return (
    <section aria-labelledby="memory-title" className="card" data-testid="memory-panel">
      <h2 id="memory-title">Memory</h2>
      <div className="memory-bar" role="img" aria-label={summary}>
        {parts.map((p) => (
          <div key={p.key} className="segment" style={{ width: width(p.capacity ?? p.expected), background: color(p.key) }} />
        ))}
        <div className="budget-line" style={{ left: width(memory.budgetBytes) }} title="memory budget" />
        {over > 0 && <div className="budget-line dram-line" style={{ left: width(dram) }} title="installed DRAM" />}
      </div>
      <table className="memory-table">
        <thead>
          <tr>
            <th scope="col">Component</th>
            <th scope="col">Capacity set in the file</th>
            <th scope="col">Expected use, full database</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((p) => (
            <tr key={p.key} data-memory={p.key}>
              <th scope="row">
                <span className="swatch" style={{ background: color(p.key) }} aria-hidden="true" /> {p.label}
                {p.note && <span className="muted">; {p.note}</span>}
              </th>
              <td className="num" data-capacity={p.capacity}>
                {p.capacity === undefined ? 'no limit' : bytes(p.capacity)}
              </td>
              <td className="num" data-expected={p.expected}>
                {bytes(p.expected)}
              </td>
            </tr>
          ))}
          <tr data-memory="total">
            <th scope="row">Total, of {formatBytes(dram)} DRAM</th>
            <td className="num" data-capacity={capacity}>
              {bytes(capacity)}, {shareOf(capacity, dram)}
            </td>
            <td className="num" data-expected={expected}>
              {bytes(expected)}, {shareOf(expected, dram)}
            </td>
          </tr>
        </tbody>
      </table>
      <p data-memory="left" className={over > 0 ? 'field-error' : undefined}>
        {over > 0
          ? `At capacity RocksDB would take ${formatBytes(over)} more than the installed DRAM (${shareOf(capacity, dram)} of it).`
          : `Left for the OS and the rest at capacity: ${formatBytes(dram - capacity)} (${shareOf(dram - capacity, dram)} of DRAM).`}{' '}
        <span className="muted">
          <span className="swatch budget" aria-hidden="true" /> Budget ({memory.memoryFraction} × DRAM): {formatBytes(memory.budgetBytes)}.
        </span>
      </p>
      <OverBudget parts={parts} capacity={capacity} budget={memory.budgetBytes} />
    </section>
  );
}

/**
 * The budget sizes the memtables, the block cache and the index and filter blocks outside it; the readers come on top
 * (rules.md R20), so a total at the budget's edge (read-heavy) passes it. Said, with by how much.
 */
function OverBudget({ parts, capacity, budget }: { parts: MemoryPart[]; capacity: number; budget: number }) {
  const over = capacity - budget;
  if (over <= 0) return null;
  const readers = parts.find((p) => p.key === 'readers')?.expected ?? 0;
  return (
    <p data-memory="over-budget" data-over={over} className="memory-over-budget">
      <span aria-hidden="true">⚠ </span>The total at capacity is {bytes(over)} above the {bytes(budget)} budget:{' '}
      {over <= readers
        ? `the budget covers the memtables, the block cache and the index and filter blocks outside it; the table and value file readers (${formatBytes(readers)}) come on top.`
        : 'the memtables and the index and filter blocks alone pass it (see the warnings).'}
    </p>
  );
}
