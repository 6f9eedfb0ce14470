import { extension, guide, thesis } from '../provenance.js';
import { citing } from './cite.js';
import type { SizingContext } from './context.js';
import { level0SlowdownWritesTrigger } from './level0_slowdown_writes_trigger.js';
import { shiftText } from './limits.js';
import type { Derivation } from './types.js';

/** rules.md R5: T, clamped to at least the slowdown trigger (rules.md X-l0-clamp, as RocksDB would do silently). */
export function level0StopWritesTrigger(ctx: SizingContext): Derivation {
  if (ctx.preset.l0Triggers !== 'rules') {
    const unlimited = ctx.profile.bulkLoad.level0Trigger;
    return {
      value: unlimited,
      formula: `${shiftText(unlimited)} = ${unlimited}`,
      source: ctx.preset.l0Triggers === 'all-unlimited' ? thesis('3.3.1 PrepareForBulkLoad()') : thesis('3.5.6 Resulting configuration'),
      why: 'Never stop writes for L0 files.',
    };
  }
  const t = ctx.input.cpuThreads;
  const slowdown = level0SlowdownWritesTrigger(ctx).value;
  if (t >= slowdown) {
    return { value: t, formula: `T = ${t}`, source: guide('CPU Threads Tuning'), why: 'Stop writes when L0 holds one file per hardware thread.' };
  }
  return {
    value: slowdown,
    formula: `max(T, slowdown ${slowdown}) = max(${t}, ${slowdown}) = ${slowdown}`,
    source: extension('RocksDB requires slowdown <= stop and silently raises a lower stop'),
    why: 'Clamped to the slowdown trigger: what RocksDB would run anyway, now visible in the file.',
    warnings: [
      {
        code: 'l0-triggers-clamped',
        severity: 'warning',
        ...citing('R5', (by) => `level0_stop_writes_trigger: ${by} gives ${t} for ${t} thread(s), below level0_slowdown_writes_trigger ${slowdown}; clamped to ${slowdown} (RocksDB would raise it silently)`),
      },
    ],
  };
}
