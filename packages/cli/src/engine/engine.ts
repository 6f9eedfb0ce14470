// The part of @rocktune/rocksdb-addon the CLI uses, loaded lazily so that generate/explain/lint work when the
// addon is not built. Types are structural (the CLI builds without the addon's declarations).
// Shared by `rocktune compare`; `rocktune validate` has its own copy of loadEngine/progressPrinter (to be moved here).
import { FailureError } from '../cli-kit/errors.js';
import type { Io } from '../cli-kit/io.js';

export interface EngineProgressEvent {
  phase: 'check' | 'load' | 'run';
  fraction: number;
  writeOpsPerSec: number;
  readOpsPerSec: number;
  l0Files: number;
  stallMicros: number;
}

export interface EngineLevelStats {
  level: string;
  files: number;
  sizeBytes: number;
  writeAmp: number;
  compactionCount: number;
}

interface EngineCommon {
  writeAmplification: number;
  bytesIngested: number;
  bytesFlushed: number;
  bytesCompacted: number;
  stallPercent: number;
  maxL0Files: number;
  levels: EngineLevelStats[];
  dbSizeBytes: number;
  elapsedSec: number;
}

export interface EngineLoadResult extends EngineCommon {
  opsPerSec: number;
  mbPerSec: number;
  p99Micros: number;
}

export interface EngineRunResult extends EngineCommon {
  readOpsPerSec: number;
  readP99Micros: number;
  writeOpsPerSec: number;
  readers: number;
}

export interface EngineCheckResult {
  ok: boolean;
  engine: 'rocksdb' | 'trocksdb';
  accepted: boolean;
  stage: string | null;
  rocksdbStatus: string;
  line?: number;
  lineText?: string;
  findings: { severity: string; line: number; message: string }[];
  changes: { key: string; requested?: string; effective?: string; kind?: string }[];
  effectiveOptions: string;
}

export interface EngineWorkspace {
  readonly dir: string;
  dispose(): void;
}

export interface EngineModule {
  engineInfo(opts?: { engine?: 'rocksdb' | 'trocksdb'; signal?: AbortSignal }): Promise<{ engine: 'rocksdb' | 'trocksdb'; rocksdbVersion: string; compressions: string[] }>;
  checkOptions(text: string, opts: { dialect?: 'rocksdb' | 'trocksdb'; engine?: 'rocksdb' | 'trocksdb'; signal?: AbortSignal }): Promise<EngineCheckResult>;
  loadTest(opts: Record<string, unknown>): Promise<EngineLoadResult>;
  runTest(opts: Record<string, unknown>): Promise<EngineRunResult>;
  Workspace: { create(opts?: { tmpRoot?: string }): EngineWorkspace };
}

const ENGINE_MODULE: string = '@rocktune/rocksdb-addon';

export async function loadEngine(): Promise<EngineModule> {
  try {
    return (await import(ENGINE_MODULE)) as EngineModule;
  } catch (error) {
    throw new FailureError(
      `the RocksDB engine (@rocktune/rocksdb-addon) is not available: ${(error as Error).message.split('\n')[0]}; ` +
        'build it with `npm run build -w @rocktune/rocksdb-addon` (needs: sudo apt-get install -y librocksdb-dev build-essential python3 pkg-config)',
    );
  }
}

/** One progress line per engine event; `label` prefixes it (e.g. "round 1/3  tuned"). Redraws in place on a TTY. */
export function progressPrinter(io: Io, enabled: boolean, label: () => string = () => ''): ((e: EngineProgressEvent) => void) | undefined {
  if (!enabled) return undefined;
  const tty = io.stderrIsTTY;
  let last = '';
  const fmt = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return (e) => {
    const width = 24;
    const filled = Math.round(Math.min(1, Math.max(0, e.fraction)) * width);
    const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
    const rate = e.phase === 'run' ? `${fmt(e.readOpsPerSec)} reads/s ${fmt(e.writeOpsPerSec)} writes/s` : `${fmt(e.writeOpsPerSec)} writes/s`;
    const body =
      e.phase === 'check'
        ? 'check  asking RocksDB...'
        : `${e.phase.padEnd(5)}  ${bar} ${String(Math.round(e.fraction * 100)).padStart(3)}%  ${rate}  L0 ${e.l0Files}  stall ${(e.stallMicros / 1e4).toFixed(0)}%`;
    const prefix = label();
    const line = prefix ? `${prefix}  ${body}` : body;
    if (line === last) return;
    last = line;
    io.stderr(tty ? `\r\u001b[2K${line}` : `${line}\n`);
  };
}
