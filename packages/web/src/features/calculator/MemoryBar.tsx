import { formatBytes, formatInteger, type MemoryBudget } from '@rocktune/calculator';

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.max(0, Math.min(100, (part / whole) * 100)) : 0;
}

function share(part: number, whole: number): string {
  const p = percent(part, whole);
  return `${p < 1 && p > 0 ? p.toFixed(1) : Math.round(p)}%`;
}

/** Memtables, block cache and what is left, against installed DRAM, with the budget line. */
export function MemoryBar({ memory }: { memory: MemoryBudget }) {
  const free = Math.max(0, memory.dramBytes - memory.totalBytes);
  const parts = [
    { key: 'memtables', label: 'Memtables', bytes: memory.memtableBytes },
    { key: 'cache', label: 'Block cache', bytes: memory.blockCacheBytes },
    { key: 'free', label: 'Left for the OS and the rest', bytes: free },
  ];
  const summary = `Memory: memtables ${formatBytes(memory.memtableBytes)}, block cache ${formatBytes(memory.blockCacheBytes)}, free ${formatBytes(free)} of ${formatBytes(memory.dramBytes)} DRAM; budget ${formatBytes(memory.budgetBytes)}`;
  return (
    <section aria-labelledby="memory-title" className="card">
      <h2 id="memory-title">Memory budget</h2>
      <div className="memory-bar" role="img" aria-label={summary}>
        {parts.map((p) => (
          <div key={p.key} className={`segment ${p.key}`} style={{ width: `${percent(p.bytes, memory.dramBytes)}%` }} />
        ))}
        <div className="budget-line" style={{ left: `${percent(memory.budgetBytes, memory.dramBytes)}%` }} title="memory budget" />
      </div>
      <ul className="legend">
        {parts.map((p) => (
          <li key={p.key} data-memory={p.key}>
            <span className={`swatch ${p.key}`} aria-hidden="true" />
            {p.label}: <strong>{formatBytes(p.bytes)}</strong> <span className="muted">({formatInteger(p.bytes)} bytes, {share(p.bytes, memory.dramBytes)})</span>
          </li>
        ))}
        <li>
          <span className="swatch budget" aria-hidden="true" />
          Budget ({memory.memoryFraction} × DRAM): <strong>{formatBytes(memory.budgetBytes)}</strong>; in use {share(memory.totalBytes, memory.budgetBytes)} of it
        </li>
      </ul>
    </section>
  );
}
