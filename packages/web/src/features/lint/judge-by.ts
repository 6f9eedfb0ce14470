import { findEntry, parseOptionsIni } from '@rocktune/calculator';

/** '' judges by the file's own [Version]; otherwise an engine profile id, like `rocktune lint --target`. */
export type JudgeBy = string;

/** Whether the file names its version (`[Version] rocksdb_version=`), which then picks the profile that judges it. */
export function declaresVersion(text: string): boolean {
  return findEntry(parseOptionsIni(text).document, 'Version', 'rocksdb_version') !== undefined;
}

/**
 * The profile id the Lint tab passes as the target: the user's choice; else, for a file without a
 * [Version] of the calculator's engine, the calculator's version (the page's default target);
 * else none, and the file's [Version] decides as in `rocktune lint`.
 */
export function lintTarget(text: string, judgeBy: JudgeBy, calculatorTarget: string, detectEngine: () => string): string | undefined {
  if (judgeBy !== '') return judgeBy;
  if (declaresVersion(text) || !calculatorTarget.startsWith(`${detectEngine()}@`)) return undefined;
  return calculatorTarget;
}
