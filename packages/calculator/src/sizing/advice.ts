import { numericDefault } from '../engines/facts.js';
import { formatBytes, formatInteger } from '../units.js';
import { defineNode } from './graph.js';
import { GUIDE } from './limits.js';
import { kvSeparationNotes } from './kv-separation-notes.js';
import type { Warning } from './types.js';

/** Advice that is not an option value: the guide's limits and each preset's operating notes. */
export const advice = defineNode('advice', [], (ctx) => {
  const { input, preset } = ctx;
  const notes: Warning[] = [];
  // rules.md R19
  if (input.valueSize > GUIDE.valueSizeLimit) {
    notes.push({
      code: 'value-size-beyond-guide',
      severity: 'warning',
      message: `valueSize ${formatBytes(input.valueSize)} is above 10 MB: the guide is not meant for such edge configurations ("users with value sizes in excess of 10MB may want to deviate"); size the write buffers from your memory footprint and check the result with rocktune validate`,
    });
  }
  notes.push(...kvSeparationNotes(ctx));
  if (preset.id === 'write-heavy') {
    notes.push({
      code: 'raise-ulimit',
      severity: 'info',
      message: `write-heavy: consider a higher ulimit -n and more files than ${formatInteger(input.openFiles)} (G Summary: more write amplification, but the throughput may be worth it)`,
    });
  }
  if (preset.id === 'bulk-load') {
    notes.push({
      code: 'compact-after-bulk-load',
      severity: 'info',
      message:
        "bulk-load: run a full manual compaction (CompactRange) after the load and reopen with a general or read-heavy file; reads before that are slow. PrepareForBulkLoad's num_levels=2 and 256 MiB files are not used so the compacted database keeps the guide's shape, and its deprecated max_background_flushes/compactions are replaced by max_background_jobs (extension)",
    });
  }
  if (preset.rateLimiter && input.diskWriteBytesPerSec === undefined) {
    notes.push({
      code: 'rate-limiter-needs-disk-rate',
      severity: 'warning',
      message:
        "auto-tuned-compactions: pass --disk-write-rate (e.g. 500MB, the disk's sequential write rate) so the rate limiter gives the tuner its 100% I/O mark (T §3.5.1); without it no rate limiter is set",
      finding:
        "auto-tuned-compactions: without the disk's sequential write rate no rate limiter is set, and the tuner has no 100% I/O mark (T §3.5.1)",
      steps: [{ input: 'diskWriteBytesPerSec', change: 'set', to: '500MB' }],
    });
  }
  if (preset.runtimeController) {
    notes.push({
      code: 'runtime-controller',
      severity: 'info',
      message: `${preset.id}: this file holds the static part only; the run-time controller (${preset.runtimeController}) runs in rocktune's engine (rocktune validate), named by the rocktune-controller directive in the header`,
    });
  }
  const defaultBuffers = numericDefault(ctx.profile, 'max_write_buffer_number');
  const defaultBufferSize = numericDefault(ctx.profile, 'write_buffer_size');
  if (input.memoryFraction * input.dramBytes < defaultBuffers * defaultBufferSize) {
    notes.push({
      code: 'small-memory-budget',
      severity: 'warning',
      message: `the memory budget ${formatBytes(input.memoryFraction * input.dramBytes)} is below RocksDB's default memtables (${defaultBuffers} x ${formatBytes(defaultBufferSize, 'binary')})`,
    });
  }
  return notes;
});
