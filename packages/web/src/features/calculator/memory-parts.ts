import { formatBytes, type MemoryBudget } from '@rocktune/calculator';
import type { FileCapacities } from './file-settings.js';

export interface MemoryPart {
  key: string;
  label: string;
  /** What the file sets as a limit (undefined: no setting caps it). */
  capacity?: number;
  /** What it holds once the whole database is written and read. */
  expected: number;
  note?: string;
}

/** Components outside the block cache get their own row; index and filter blocks held in the cache are noted, not added. */
export function memoryParts(memory: MemoryBudget, file: FileCapacities): MemoryPart[] {
  const p = memory.predicted;
  const cached = [p.indexBlocks.inCache && 'index', p.filterBlocks.inCache && 'filter'].filter(Boolean).join(' and ');
  const notes = [
    cached && `holds the ${cached} blocks`,
    file.cacheNotInFile && `not in the file: the engine runs its default; apply the ${formatBytes(file.cacheSized)} sized here in code`,
  ].filter(Boolean);
  const parts: MemoryPart[] = [
    {
      key: 'memtables',
      label: 'Memtables (write_buffer_size × max_write_buffer_number)',
      capacity: file.memtables,
      expected: p.memtables.bytes,
    },
    {
      key: 'cache',
      label: 'Block cache (block_cache)',
      capacity: file.cache,
      expected: Math.min(p.blockCache.bytes, file.cache),
      ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
    },
  ];
  if (!p.indexBlocks.inCache) parts.push({ key: 'index', label: 'Index blocks (outside the cache)', expected: p.indexBlocks.bytes });
  if (!p.filterBlocks.inCache) parts.push({ key: 'filter', label: 'Filter blocks (outside the cache)', expected: p.filterBlocks.bytes });
  parts.push({ key: 'readers', label: 'Table and value file readers', expected: p.tableReaders.bytes + p.valueFileReaders.bytes });
  return parts;
}

/** What RocksDB may hold at capacity: each limit the file sets, and the expected use where nothing limits it. The Memory panel and "What changed" both show it. */
export function capacityTotal(parts: MemoryPart[]): number {
  return parts.reduce((sum, p) => sum + (p.capacity ?? p.expected), 0);
}
