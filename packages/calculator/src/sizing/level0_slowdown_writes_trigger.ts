import { plural } from '../units.js';
import { numericDefault } from '../engines/facts.js';
import { extension, guide, thesis } from '../provenance.js';
import { citing } from './cite.js';
import type { SizingContext } from './context.js';
import { defineNode } from './graph.js';
import { shiftText } from './limits.js';
import type { Derivation } from './types.js';

/** rules.md R4 alone: slow writes at three quarters of the stop level T. */
export const slowdownForThreads = (t: number): number => Math.floor((t * 3) / 4);

/**
 * rules.md R4: floor(T * 3 / 4). RocksDB requires trigger <= slowdown <= stop and silently raises a lower
 * slowdown, so rocktune clamps it itself and says so (rules.md X-l0-clamp).
 */
export const level0SlowdownWritesTrigger = defineNode(
  'level0_slowdown_writes_trigger',
  ['level0_file_num_compaction_trigger'],
  (ctx, { level0_file_num_compaction_trigger }): Derivation => {
    if (ctx.preset.l0Triggers !== 'rules') return unlimited(ctx);
    const t = ctx.input.cpuThreads;
    const rule = slowdownForThreads(t);
    const trigger = level0_file_num_compaction_trigger.value;
    const formula = `floor(T * 3 / 4) = floor(${t} * 3 / 4) = ${rule}`;
    if (rule >= trigger) {
      return { value: rule, formula, source: guide('CPU Threads Tuning'), why: 'Slow writes down at three quarters of the stop level.' };
    }
    // rules.md X-l0-small-host: where R4 breaks, RocksDB's own default slowdown, not the compaction trigger
    const fallback = Math.max(trigger, numericDefault(ctx.profile, 'level0_slowdown_writes_trigger'));
    return {
      value: fallback,
      formula: `max(${formula}, compaction trigger ${trigger}, RocksDB's default ${numericDefault(ctx.profile, 'level0_slowdown_writes_trigger')}) = ${fallback}`,
      source: extension(
        "RocksDB requires compaction trigger <= slowdown <= stop; where R4 falls below the trigger, RocksDB's default slowdown (capped regime: 4/4/4 stalled writes 68-84 % of the time)",
      ),
      why: "Clamped to RocksDB's default: a slowdown at the compaction trigger stalls writes whenever one compaction is behind.",
      warnings: [
        {
          code: 'l0-triggers-clamped',
          severity: 'warning',
          ...citing(
            'R4',
            (by) =>
              `level0_slowdown_writes_trigger: ${by} gives ${rule} for ${plural(t, 'CPU thread')}, below level0_file_num_compaction_trigger ${trigger}; raised to RocksDB's default ${fallback} (extension X-l0-small-host)`,
          ),
        },
      ],
    };
  },
);

function unlimited({ preset, profile }: SizingContext): Derivation {
  const source = preset.l0Triggers === 'all-unlimited' ? thesis('3.3.1 PrepareForBulkLoad()') : thesis('3.5.6 Resulting configuration');
  const value = profile.bulkLoad.level0Trigger;
  return {
    value,
    formula: `${shiftText(value)} = ${value}`,
    source,
    why: 'Never slow writes for L0 files: compactions are off or deferred, so L0 is expected to grow.',
  };
}
