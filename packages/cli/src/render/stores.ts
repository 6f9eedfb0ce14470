import { formatInteger, type StoresPlan } from '@rocktune/calculator';

/** explain's "Many stores" section: per store and total, and where the per-database rules stop. */
export function renderStores(plan: StoresPlan): string {
  const files = plan.perStore.maxOpenFiles === undefined ? '' : `max_open_files ${formatInteger(plan.perStore.maxOpenFiles)}, `;
  return [
    `Many stores: ${plan.stores} share one budget`,
    `  per store   ${files}memtables up to the shared write-buffer budget`,
    `  shared      block cache ${formatInteger(plan.shared.blockCacheBytes)} + write-buffer budget ${formatInteger(plan.shared.memtableBytes)}`,
    `  total       ${formatInteger(plan.totalBytes)} bytes for all ${plan.stores} stores (the single-database budget)`,
    `  ${plan.note}`,
    '',
  ].join('\n');
}
