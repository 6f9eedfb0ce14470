import { fix, setOptionEdit } from '../edits.js';
import { atOption } from '../report.js';
import type { Report, Rule } from '../types.js';
import { docsUrl } from '../walk.js';

export const l0TriggerOrderRule: Rule = {
  meta: {
    id: 'l0-trigger-order',
    severity: 'warning',
    description:
      'level0_file_num_compaction_trigger <= level0_slowdown_writes_trigger <= level0_stop_writes_trigger is required; RocksDB silently raises slowdown to the trigger and stop to slowdown (8/4/2 runs as 8/8/8).',
    docsUrl: docsUrl('l0-trigger-order'),
    fixable: true,
    messages: { order: 'The L0 triggers are out of order and will be raised.' },
  },
  check(ctx) {
    const out: Report[] = [];
    for (const { cf } of ctx.columnFamilies) {
      const trigger = ctx.number(cf, 'level0_file_num_compaction_trigger');
      const slowdown = ctx.number(cf, 'level0_slowdown_writes_trigger');
      const stop = ctx.number(cf, 'level0_stop_writes_trigger');
      if (trigger === undefined || slowdown === undefined || stop === undefined) continue;
      if (ctx.value(cf, 'compaction_style') === 'kCompactionStyleFIFO') continue;
      if (trigger <= slowdown && slowdown <= stop) continue;
      const newSlowdown = Math.max(slowdown, trigger);
      const newStop = Math.max(stop, newSlowdown);
      const at = slowdown < trigger ? 'level0_slowdown_writes_trigger' : 'level0_stop_writes_trigger';
      out.push(
        atOption(cf, at, 'order', `L0 triggers ${trigger}/${slowdown}/${stop} (compaction/slowdown/stop) are out of order: RocksDB runs ${trigger}/${newSlowdown}/${newStop} instead (level0_slowdown_writes_trigger=${newSlowdown}, level0_stop_writes_trigger=${newStop}). Set them explicitly in that order.`, {
          fix: fix(
            `set level0_slowdown_writes_trigger=${newSlowdown}, level0_stop_writes_trigger=${newStop}`,
            setOptionEdit(ctx, cf, 'level0_slowdown_writes_trigger', String(newSlowdown)),
            setOptionEdit(ctx, cf, 'level0_stop_writes_trigger', String(newStop)),
          ),
        }),
      );
    }
    return out;
  },
};
