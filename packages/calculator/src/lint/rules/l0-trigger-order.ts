import { l0TriggersAsRun } from '../../engines/l0-triggers.js';
import { defineRule } from '../define-rule.js';
import { fix, setOptionEdit } from '../edits.js';
import { atOption } from '../report.js';
import { slowdownForThreads } from '../../sizing/level0_slowdown_writes_trigger.js';
import type { LintContext, Report } from '../types.js';

export const l0TriggerOrderRule = defineRule('l0-trigger-order', (ctx) => {
  const out: Report[] = [];
  for (const { cf } of ctx.columnFamilies) {
    const trigger = ctx.number(cf, 'level0_file_num_compaction_trigger');
    const slowdown = ctx.number(cf, 'level0_slowdown_writes_trigger');
    const stop = ctx.number(cf, 'level0_stop_writes_trigger');
    if (trigger === undefined || slowdown === undefined || stop === undefined) continue;
    if (ctx.value(cf, 'compaction_style') === 'kCompactionStyleFIFO') continue;
    if (trigger <= slowdown && slowdown <= stop) continue;
    const { slowdown: newSlowdown, stop: newStop } = l0TriggersAsRun(trigger, slowdown, stop);
    const fixed = fixedTriggers(trigger, threadsOf(ctx)) ?? [newSlowdown, newStop];
    const at = slowdown < trigger ? 'level0_slowdown_writes_trigger' : 'level0_stop_writes_trigger';
    out.push(
      atOption(
        cf,
        at,
        'order',
        `L0 triggers ${trigger}/${slowdown}/${stop} (compaction/slowdown/stop) are out of order: RocksDB runs ${trigger}/${newSlowdown}/${newStop} instead (level0_slowdown_writes_trigger=${newSlowdown}, level0_stop_writes_trigger=${newStop}). ${
          fixed[0] === newSlowdown && fixed[1] === newStop
            ? 'Set them explicitly in that order.'
            : `The fix writes ${fixed[0]}/${fixed[1]}, the sizing rules' values for ${threadsOf(ctx)} threads.`
        }`,
        {
          fix: fix(
            `set level0_slowdown_writes_trigger=${fixed[0]}, level0_stop_writes_trigger=${fixed[1]}`,
            setOptionEdit(ctx, cf, 'level0_slowdown_writes_trigger', String(fixed[0])),
            setOptionEdit(ctx, cf, 'level0_stop_writes_trigger', String(fixed[1])),
          ),
        },
      ),
    );
  }
  return out;
});

/** The host's threads: declared, else the file's max_background_jobs (the guide sets it to T, rules.md R1). */
function threadsOf(ctx: LintContext): number | undefined {
  if (ctx.facts.cpuThreads !== undefined) return ctx.facts.cpuThreads;
  return ctx.value(ctx.db, 'max_background_jobs') === undefined ? undefined : ctx.number(ctx.db, 'max_background_jobs');
}

/**
 * The fix writes the sizing rules' slowdown and stop for T threads (rules.md R4, R5, clamped as
 * rules.md X-l0-clamp), so 20/8/12 on 48 threads becomes 20/36/48, not 20/20/20.
 */
function fixedTriggers(trigger: number, threads: number | undefined): [number, number] | undefined {
  if (threads === undefined || threads < 1) return undefined;
  const slowdown = Math.max(slowdownForThreads(threads), trigger);
  return [slowdown, Math.max(threads, slowdown)];
}
