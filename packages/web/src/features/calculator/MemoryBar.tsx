import { formatBytes, formatInteger, type MemoryBudget } from '@rocktune/calculator';

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.max(0, Math.min(100, (part / whole) * 100)) : 0;
}

function share(part: number, whole: number): string {
  const p = percent(part, whole);
  return `${p < 1 && p > 0 ? p.toFixed(1) : Math.round(p)}%`;
}

interface Term {
  bytes: number;
  inCache?: boolean;
}

/** The calculator's memory model, per component (present once the model is in the result). */
interface Prediction {
  memtables: Term;
  blockCache: Term;
  indexBlocks: Term;
  filterBlocks: Term;
  tableReaders: Term;
  valueFileReaders: Term;
}

interface Part {
  key: string;
  label: string;
  bytes: number;
  note?: string;
}

/** Components outside the block cache, each its own segment; index and filter blocks held in the cache are noted, not added. */
function partsOf(memory: MemoryBudget): Part[] {
  const predicted = (memory as MemoryBudget & { predicted?: Prediction }).predicted;
  if (!predicted) {
    return [
      { key: 'memtables', label: 'Memtables', bytes: memory.memtableBytes },
      { key: 'cache', label: 'Block cache', bytes: memory.blockCacheBytes },
    ];
  }
  const cached = [predicted.indexBlocks.inCache && 'index', predicted.filterBlocks.inCache && 'filter'].filter(Boolean).join(' and ');
  const parts: Part[] = [
    { key: 'memtables', label: 'Memtables', bytes: predicted.memtables.bytes },
    { key: 'cache', label: 'Block cache', bytes: predicted.blockCache.bytes, ...(cached ? { note: `holds the ${cached} blocks` } : {}) },
  ];
  if (!predicted.indexBlocks.inCache) parts.push({ key: 'index', label: 'Index blocks (outside the cache)', bytes: predicted.indexBlocks.bytes });
  if (!predicted.filterBlocks.inCache) parts.push({ key: 'filter', label: 'Filter blocks (outside the cache)', bytes: predicted.filterBlocks.bytes });
  parts.push({ key: 'readers', label: 'Table and value file readers', bytes: predicted.tableReaders.bytes + predicted.valueFileReaders.bytes });
  return parts;
}

/** What RocksDB will hold in memory, by component, against installed DRAM, with the budget line. */
export function MemoryBar({ memory }: { memory: MemoryBudget }) {
  const used = partsOf(memory);
  const usedBytes = used.reduce((sum, p) => sum + p.bytes, 0);
  const free = Math.max(0, memory.dramBytes - usedBytes);
  const parts: Part[] = [...used, { key: 'free', label: 'Left for the OS and the rest', bytes: free }];
  const summary = `Memory: ${parts.map((p) => `${p.label.toLowerCase()} ${formatBytes(p.bytes)}`).join(', ')} of ${formatBytes(memory.dramBytes)} DRAM; budget ${formatBytes(memory.budgetBytes)}`;
  return (
    <section aria-labelledby="memory-title" className="card">
      <h2 id="memory-title">Memory</h2>
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
            {p.label}: <strong>{formatBytes(p.bytes)}</strong>{' '}
            <span className="muted">
              ({formatInteger(p.bytes)} bytes, {share(p.bytes, memory.dramBytes)}
              {p.note ? `; ${p.note}` : ''})
            </span>
          </li>
        ))}
        <li>
          <span className="swatch budget" aria-hidden="true" />
          Budget ({memory.memoryFraction} × DRAM): <strong>{formatBytes(memory.budgetBytes)}</strong>; in use {share(usedBytes, memory.budgetBytes)} of it
        </li>
      </ul>
    </section>
  );
}
