import { formatBytes, formatInteger } from '../units.js';
import { citing } from './cite.js';
import { defineNode } from './graph.js';
import type { Warning } from './types.js';
import { raiseWithinLimits } from './raise-within-limits.js';

/** The files the final options give the full database (the memory model's shape), which every file-count note names. */
interface FinalFiles {
  targetFileSizeBytes: number;
  sstFiles: number;
  valueFiles: number;
}

function filesText(final: FinalFiles): string {
  const files = final.sstFiles + final.valueFiles;
  return `${formatInteger(files)} files (${formatInteger(final.sstFiles)} SSTs of ${formatBytes(final.targetFileSizeBytes)}${final.valueFiles ? ` + ${formatInteger(final.valueFiles)} value files` : ''})`;
}

/** The open-file step when the files exceed the budget: one number, the files the final SSTs and value files need. */
function overBudget(final: FinalFiles, said: { message: string; finding: string }, code: string, severity: Warning['severity']): Warning {
  const raise = raiseWithinLimits('openFiles', final.sstFiles + final.valueFiles);
  return {
    code,
    severity,
    message: `${said.message}: raise the ulimit and --open-files to ${formatInteger(raise.step.to as number)}${raise.words}`,
    finding: said.finding,
    steps: [raise.step],
  };
}

/**
 * Notes about the file count, from the final values so no two of them disagree (issue 24): rules.md R11's cap on
 * target_file_size_base, and P-read-heavy's smaller SSTs. At most one of them names the count.
 */
export const fileCountNotes = defineNode(
  'fileCountNotes',
  ['ruleTargetFileSize', 'targetFileSizeCap', 'target_file_size_base', 'memoryPrediction'],
  ({ input, preset }, { ruleTargetFileSize: rule, targetFileSizeCap: cap, target_file_size_base, memoryPrediction }): Warning[] => {
    const final = { targetFileSizeBytes: target_file_size_base.value, ...memoryPrediction.shape };
    const files = final.sstFiles + final.valueFiles;
    const within = files <= input.openFiles;
    const budget = `the open-file budget of ${formatInteger(input.openFiles)}`;
    if (rule > cap) {
      const said = citing(
        'R9',
        (by) =>
          `target_file_size_base: ${by} gives ${formatBytes(rule)}, above the ${formatBytes(cap)} cap; capped, so the database needs about ${filesText(final)}, ${within ? 'within' : 'more than'} ${budget}`,
      );
      return [
        within
          ? { code: 'target-file-size-capped', severity: 'info', ...said }
          : overBudget(final, said, 'target-file-size-capped', 'warning'),
      ];
    }
    if (preset.id !== 'read-heavy') return [];
    if (within)
      return [
        {
          code: 'raise-open-files',
          severity: 'info',
          message: `read-heavy: smaller SSTs (G Summary); the database needs about ${filesText(final)}, within ${budget}`,
        },
      ];
    const said = `read-heavy: smaller SSTs (G Summary) mean about ${filesText(final)}, more than ${budget}`;
    return [overBudget(final, { message: said, finding: said }, 'raise-open-files', 'info')];
  },
);
