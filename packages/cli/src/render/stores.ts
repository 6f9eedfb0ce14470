import { formatInteger, type StoresPlan } from '@rocktune/calculator';

/** explain's "Many stores" section: per store and total, and where the per-database rules stop. */
export function renderStores(plan: StoresPlan): string {
  const files = plan.perStore.maxOpenFiles === undefined ? '' : `, max_open_files ${formatInteger(plan.perStore.maxOpenFiles)}`;
  const share = Number((plan.keyShare * 100).toPrecision(3));
  return [
    `Many stores: ${plan.stores} share one budget`,
    `  per store   ${formatInteger(plan.perStore.keys)} keys (${share} % of --keys)${files}; the options above are one store's`,
    `              memtables at most ${formatInteger(plan.perStore.memtableBytesAtMost)} (write_buffer_size x max_write_buffer_number: 1/${plan.stores} of the write-buffer budget)`,
    `  shared      block cache ${formatInteger(plan.shared.blockCacheBytes)} + write-buffer budget ${formatInteger(plan.shared.memtableBytes)}`,
    `  total       ${formatInteger(plan.totalBytes)} bytes for all ${plan.stores} stores (the single-database budget)`,
    `  ${plan.note}`,
    '',
  ].join('\n');
}
