export interface EngineStatus {
  ok: boolean;
  /** The engine's status as C++ Status::ToString() prints it. */
  status?: string;
  code?: string;
  javaException?: boolean;
  columnFamilies?: number;
}
export interface BuiltTable {
  blockCacheCapacity?: number | null;
  tables?: number;
  filterPolicyName?: string | null;
  filterSize?: number;
  comparatorName?: string | null;
  compressionName?: string | null;
  mergeOperatorName?: string | null;
  prefixExtractorName?: string | null;
  formatVersion?: number;
  /** 5.x: rocksdb.aggregated-table-properties. */
  aggregated?: string;
}
/** One file judged by one release: JudgeFiles.java's line, or how the JVM died on it. */
export interface JarVerdict {
  file: string;
  version: string;
  engine?: string | null;
  strict?: EngineStatus;
  lenient?: EngineStatus;
  openedWith?: 'strict' | 'lenient';
  open?: EngineStatus;
  write?: EngineStatus;
  built?: Record<string, BuiltTable>;
  /** The OPTIONS file the opened database wrote. */
  persisted?: string | null;
  /** `hostLimit`: the JVM died at the judge's own thread or memory cap (limits.mjs): no verdict on the engine. */
  abort?: { code: number | null; signal: string | null; stderr: string; hostLimit?: string };
  /** The first JVM died on this file and a fresh one judged it (a host failure, not the file's). */
  firstJvmDied?: { code: number | null; signal: string | null; stderr: string };
  timeout?: number;
  /** Judged a second time, alone (lint-vs-jar: the first verdict found the disk full). */
  rejudged?: true;
}
export interface CaseResult {
  case: string;
  version: string;
  engine?: string | null;
  written?: string;
  skipped?: EngineStatus;
  abort?: JarVerdict['abort'];
}
export const CASES: string;
export function compileJudge(): string;
export function caseNames(): string[];
export function judgeFiles(
  version: string,
  files: string[],
  options?: { timeoutMs?: number; startupMs?: number; onVerdict?: (v: JarVerdict) => void },
): Promise<JarVerdict[] & { jvms: number }>;
export function writeCases(version: string, outDir: string): Promise<CaseResult[]>;
