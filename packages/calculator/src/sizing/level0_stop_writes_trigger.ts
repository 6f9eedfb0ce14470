import { plural } from '../units.js';
import { numericDefault } from '../engines/facts.js';
import { extension, guide, thesis } from '../provenance.js';
import { citing } from './cite.js';
import { defineNode } from './graph.js';
import { shiftText } from './limits.js';

/** rules.md R5: T, clamped to at least the slowdown trigger (rules.md X-l0-clamp, as RocksDB would do silently). */
export const level0StopWritesTrigger = defineNode('level0_stop_writes_trigger', ['level0_slowdown_writes_trigger'], (ctx, q) => {
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
  const slowdown = q.level0_slowdown_writes_trigger.value;
  // rules.md X-l0-small-host: a slowdown raised to RocksDB's default takes RocksDB's default stop with it
  const floor =
    slowdown > Math.floor((t * 3) / 4) ? Math.max(slowdown, numericDefault(ctx.profile, 'level0_stop_writes_trigger')) : slowdown;
  if (t >= floor) {
    return {
      value: t,
      formula: `T = ${t}`,
      source: guide('CPU Threads Tuning'),
      why: 'Stop writes when L0 holds one file per hardware thread.',
    };
  }
  const raised = floor > slowdown;
  return {
    value: floor,
    formula: raised
      ? `max(T, slowdown ${slowdown}, RocksDB's default ${floor}) = ${floor}`
      : `max(T, slowdown ${slowdown}) = max(${t}, ${slowdown}) = ${slowdown}`,
    source: extension(
      raised
        ? "the slowdown was raised to RocksDB's default (rules.md X-l0-small-host), so the stop is RocksDB's default too"
        : 'RocksDB requires slowdown <= stop and silently raises a lower stop',
    ),
    why: raised
      ? "RocksDB's default stop: writes stop only well after they slow down."
      : 'Clamped to the slowdown trigger: what RocksDB would run anyway, now visible in the file.',
    warnings: [
      {
        code: 'l0-triggers-clamped',
        severity: 'warning',
        ...citing(
          'R5',
          (by) =>
            `level0_stop_writes_trigger: ${by} gives ${t} for ${plural(t, 'CPU thread')}, below level0_slowdown_writes_trigger ${slowdown}; ${raised ? `raised to RocksDB's default ${floor} (extension X-l0-small-host)` : `clamped to ${slowdown} (RocksDB would raise it silently)`}`,
        ),
      },
    ],
  };
});
