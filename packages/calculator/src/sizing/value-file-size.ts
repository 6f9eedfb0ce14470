import { extension, guide } from '../provenance.js';
import { formatBytes, formatInteger } from '../units.js';
import { citing } from './cite.js';
import type { SizingContext } from './context.js';
import type { Derivation } from './types.js';

/**
 * rules.md R13: keysPerFile * V * compressionFactor, the size of a VLog file (trocksdb `vlogfile_max_size`) or blob file
 * (rocksdb `blob_file_size`) from keysPerFlush and write_buffer_size. Shared by both dialects' option files. Never above
 * one write buffer (rules.md X-value-file-cap).
 */
export function valueFileSize(ctx: SizingContext, optionName: string, flush: Derivation, wbs: number): Derivation {
  const { input } = ctx;
  const kpf = flush.value;
  const kpfName = flush.source.kind === 'extension' ? 'keysPerFlush' : 'keysPerFile';
  const factor = input.compressionFactor;
  const rule = Math.floor(kpf * input.valueSize * factor);
  const formula = `${kpfName} * V * compressionFactor = ${formatInteger(kpf)} * ${formatInteger(input.valueSize)} * ${factor} = ${formatInteger(rule)}`;
  if (rule <= wbs) {
    return {
      value: rule,
      formula,
      source: flush.source.kind === 'extension' ? flush.source : guide('Target File Size Tuning: SST and VLog files 1:1; Figure 1 row 20'),
      why: 'Each value file holds the (compressed) values of one SST (1:1), which KIOXIA found least fragmenting.',
    };
  }
  return {
    value: wbs,
    formula: `${formula}; capped at write_buffer_size ${formatInteger(wbs)}`,
    source: extension('values reach value files at flush, so one flush cannot fill a file larger than one memtable'),
    why: 'A value file larger than a memtable would never fill.',
    warnings: [
      {
        code: 'value-file-size-capped',
        severity: 'warning',
        ...citing(
          'R13',
          (by) =>
            `${optionName}: ${by} gives ${formatBytes(rule)}, larger than one write buffer (${formatBytes(wbs)}); capped at the write buffer size`,
        ),
      },
    ],
  };
}
