import { defineRule } from '../define-rule.js';
import { atValue } from '../report.js';

export const pinL0WithoutCacheIndexRule = defineRule('pin-l0-without-cache-index', (ctx) =>
  ctx.columnFamilies.flatMap(({ table }) => {
    const entry = table?.first.get('pin_l0_filter_and_index_blocks_in_cache');
    if (!table || !entry || !ctx.bool(table, entry.key) || ctx.bool(table, 'cache_index_and_filter_blocks')) return [];
    return [
      atValue(
        table,
        entry,
        'noEffect',
        'pin_l0_filter_and_index_blocks_in_cache=true has no effect: index and filter blocks are not in the block cache (cache_index_and_filter_blocks=false), so there is nothing to pin.',
      ),
    ];
  }),
);
