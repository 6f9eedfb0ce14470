import { clipRange } from '../engines/facts.js';
import { extension, guide } from '../provenance.js';
import { formatBytes, formatInteger } from '../units.js';
import { memtableRecordBytes } from './context.js';
import { defineNode } from './graph.js';
import { citing } from './cite.js';
import type { Warning } from './types.js';

/**
 * rules.md R15: keysPerFile * (K + P + V), so one memtable flush fills one SST and one value file.
 * rules.md R18: memtables must fit the memory budget; otherwise cap per buffer, never below one record.
 * rules.md X-write-buffer-clip: the result stays in the range the target's SanitizeOptions clips it into.
 */
export const writeBufferSize = defineNode(
  'write_buffer_size',
  ['keysPerFlush', 'max_write_buffer_number', 'memoryBudgetBytes', 'cacheReserveBytes'],
  (ctx, { keysPerFlush: flush, max_write_buffer_number, memoryBudgetBytes: budget, cacheReserveBytes: reserve }) => {
    const { input } = ctx;
    const kpf = flush.value;
    const kpfName = flush.source.kind === 'extension' ? 'keysPerFlush' : 'keysPerFile';
    const record = memtableRecordBytes(ctx);
    const buffers = max_write_buffer_number.value;
    const recordText = input.kvSeparation
      ? `(${input.keySize} + ${input.keyOverhead} + ${input.valueSize})`
      : `(${input.keySize} + ${input.valueSize})`;
    const symbols = input.kvSeparation ? '(K + P + V)' : '(K + V)';
    const rule = kpf * record;
    let formula = `${kpfName} * ${symbols} = ${formatInteger(kpf)} * ${recordText} = ${formatInteger(rule)}`;
    let value = rule;
    let source = flush.source.kind === 'extension' ? flush.source : guide('Write Buffer Size Tuning');
    let why = input.kvSeparation
      ? 'One memtable holds exactly the keys and values of one SST and one value file.'
      : 'One memtable holds the keys and values of one file at the size the open-file budget gives; values stay in the SSTs, so a flush may write several SSTs where their size is capped.';
    const warnings: Warning[] = [...(flush.warnings ?? [])];

    if (rule * buffers > budget - reserve) {
      const capped = Math.floor((budget - reserve) / buffers);
      if (capped < record) {
        const finding = `write_buffer_size: even one record (${formatBytes(record)}) per buffer needs ${formatBytes(record * buffers)} for ${buffers} buffers, more than the memory budget ${formatBytes(budget)} (${input.memoryFraction} x DRAM)`;
        warnings.push({
          code: 'record-exceeds-memory',
          severity: 'error',
          message: `${finding}; use fewer threads, more DRAM or a higher --memory-fraction`,
          finding,
          steps: [
            { input: 'cpuThreads', change: 'lower' },
            { input: 'dramBytes', change: 'raise' },
            { input: 'memoryFraction', change: 'raise' },
          ],
        });
        return { value: record, formula: `${formula}; infeasible`, source, why, warnings };
      }
      value = capped;
      formula += `; capped at floor((budget - cache reserve) / max_write_buffer_number) = floor((${formatInteger(budget)} - ${formatInteger(reserve)}) / ${buffers}) = ${formatInteger(capped)}`;
      source = guide('Additional Considerations: write buffers must not exceed DRAM');
      why = 'Capped so that all memtables fit the memory budget.';
      warnings.push({
        code: 'memtables-exceed-dram',
        severity: 'warning',
        ...citing(
          'R15',
          (by) =>
            `write_buffer_size: ${by} gives ${formatBytes(rule)} per buffer, ${formatBytes(rule * buffers)} for ${buffers} buffers, more than the memory budget ${formatBytes(budget)} (${input.memoryFraction} x ${formatBytes(input.dramBytes)} DRAM) less a ${formatBytes(reserve)} block cache reserve; capped at ${formatBytes(capped)} per buffer to avoid running out of memory`,
        ),
      });
    }

    const { min, max = Infinity } = clipRange(ctx.profile, 'write_buffer_size');
    if (value > max || value < min) {
      const clamped = Math.min(Math.max(value, min), max);
      const range = `[${formatBytes(min, 'binary')}, ${formatBytes(max, 'binary')}]`;
      formula += `; clamped to RocksDB's range = ${formatInteger(clamped)}`;
      warnings.push({
        code: 'write-buffer-size-clamped',
        severity: 'warning',
        message: `write_buffer_size: ${formatBytes(value)} is outside RocksDB's range ${range}, which RocksDB would clip silently; emitted ${formatInteger(clamped)}`,
      });
      value = clamped;
      source = extension(`RocksDB clips write_buffer_size to ${range}; rocktune emits the clipped value`);
    }
    return { value, formula, source, why, warnings };
  },
);
