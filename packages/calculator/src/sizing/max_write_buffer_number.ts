import { plural } from '../units.js';
import { clipRange } from '../engines/facts.js';
import { extension, guide, thesis } from '../provenance.js';
import { citing } from './cite.js';
import { defineNode } from './graph.js';
import type { Warning } from './types.js';

/** rules.md R2: floor(T / 4) + 1 (G "Write Buffer Number Tuning"), scaled by the preset, never below the target's minimum (rules.md X-min-write-buffers). */
export const maxWriteBufferNumber = defineNode('max_write_buffer_number', [], ({ input, preset, profile }) => {
  const t = input.cpuThreads;
  const rule = Math.floor(t / 4) + 1;
  let value = rule * preset.writeBufferNumberFactor;
  let formula =
    preset.writeBufferNumberFactor === 1
      ? `floor(T / 4) + 1 = floor(${t} / 4) + 1 = ${rule}`
      : `${preset.writeBufferNumberFactor} * (floor(T / 4) + 1) = ${preset.writeBufferNumberFactor} * (floor(${t} / 4) + 1) = ${value}`;
  let source =
    preset.writeBufferNumberFactor === 1
      ? guide('CPU Threads Tuning; Write Buffer Number Tuning')
      : guide('Summary: write-oriented workload');
  let why = 'Enough memtables that compaction from any level can run while one buffer stays free for writes.';
  const warnings: Warning[] = [];
  if (value < preset.minWriteBufferNumber) {
    formula += `; raised to the preset minimum ${preset.minWriteBufferNumber}`;
    value = preset.minWriteBufferNumber;
    source = thesis('3.5.5 Write buffer size');
    why = 'At least 6 memtables, so flush threads never starve waiting for a full buffer (T §3.5.5; PrepareForBulkLoad uses 6 too).';
  }
  const least = clipRange(profile, 'max_write_buffer_number').min;
  if (value < least) {
    formula += `; raised to ${least}`;
    value = least;
    source = extension(`RocksDB raises max_write_buffer_number below ${least} to ${least}, so rocktune emits ${least} itself`);
    warnings.push({
      code: 'write-buffer-number-raised',
      severity: 'warning',
      ...citing(
        'R2',
        (by) =>
          `max_write_buffer_number: ${by} gives ${plural(rule, 'write buffer')} for ${plural(t, 'CPU thread')}; RocksDB needs at least ${least}, so rocktune emits ${least}`,
      ),
    });
  }
  return { value, formula, source, why, warnings };
});
