import { numericDefault } from '../engines/facts.js';
import { extension, guide } from '../provenance.js';
import { formatBytes, formatInteger } from '../units.js';
import { lsmRecordFormula } from './context.js';
import { defineNode } from './graph.js';
import { MIN_TARGET_FILE_SIZE } from './limits.js';
import { citing } from './cite.js';
import type { Warning } from './types.js';

/** rules.md R9: keysPerFile * (K + P), then the guide's cap (rules.md R11) and rocktune's 2 MB floor (rules.md R12). */
export const targetFileSizeBase = defineNode(
  'target_file_size_base',
  ['keysPerFile', 'ruleTargetFileSize', 'targetFileSizeCap'],
  (ctx, { keysPerFile, ruleTargetFileSize: rule, targetFileSizeCap: cap }) => {
    const { input, preset } = ctx;
    const kpf = keysPerFile.value;
    const f = lsmRecordFormula(ctx);
    const factor = preset.targetFileSizeFactor;
    const factorText = factor === 1 ? '' : ` * ${factor}`;
    let formula = `keysPerFile * ${f.symbols}${factorText} = ${formatInteger(kpf)} * ${f.values}${factorText} = ${formatInteger(rule)}`;
    // rules.md R12 (2 MB) with values separated; with values inline the cap itself (rules.md X-inline-file-floor)
    const floor = input.kvSeparation ? MIN_TARGET_FILE_SIZE : Math.floor(cap);
    const warnings: Warning[] = [];
    let value = rule;
    let source = factor === 1 ? guide('Target File Size Tuning') : guide('Summary: read-oriented workload, smaller file sizes');
    let why = 'Each SST holds one file’s share of the keys (with their value pointers), so the SST count stays within the file budget.';

    if (rule > cap) {
      value = Math.floor(cap);
      formula += `; capped at ${formatInteger(value)}`;
      source = input.kvSeparation
        ? guide('Additional Considerations: level base under 100 MB, SSTs never above ~12 MB')
        : extension(
            `values are inline, so RocksDB's default level base (${formatBytes(numericDefault(ctx.profile, 'max_bytes_for_level_base'), 'binary')}) / 8 replaces the guide's 12.5 MB cap`,
          );
      why = 'Larger SSTs would push the level base past the size where compaction degrades.';
    } else if (rule < floor) {
      value = floor;
      formula += `; raised to the ${formatInteger(floor)} floor`;
      source = input.kvSeparation
        ? extension('floor of 2 MB: small databases would otherwise get KB-sized SSTs and thousands of files')
        : extension("values inline: SSTs never below the inline cap, RocksDB's default level base / 8 (rules.md X-inline-file-floor)");
      why = input.kvSeparation
        ? 'Tiny SSTs make the LSM deep and the table cache thrash (calibration: 160 KB files gave 5x fewer reads).'
        : "Small SSTs under RocksDB's default-size memtables multiply files and compactions (capped regime: tuned 3.28 MB files lost to defaults).";
      warnings.push({
        code: 'target-file-size-floored',
        severity: 'info',
        ...citing(
          'R9',
          (by) =>
            `target_file_size_base: ${by} gives ${formatBytes(rule)}; raised to the ${formatBytes(floor)} floor (the database uses fewer files than the budget allows)`,
        ),
      });
    }
    return { value, formula, source, why, warnings };
  },
);
