import type { EngineProgress, TunerProgress } from '@rocktune/rocksdb-addon';
import { formatInteger } from '@rocktune/calculator';
import type { Io } from '../cli-kit/io.js';

/** Every engine event the CLI shows: T2/T5 progress, a tuner's progress, or the file check starting. */
export type ProgressEvent = EngineProgress | TunerProgress | { phase: 'check'; fraction: number };

const BAR_WIDTH = 24;

function bar(fraction: number): string {
  const filled = Math.round(Math.min(1, Math.max(0, fraction)) * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${String(Math.round(fraction * 100)).padStart(3)}%`;
}

/** One line per event, e.g. `run    [######..........]  42%  1,234 reads/s 56 writes/s  L0 3  stall 0%`. */
export function progressLine(e: ProgressEvent): string {
  if (e.phase === 'check') return 'check  asking RocksDB...';
  if (e.phase === 'sine' || e.phase === 'phases') {
    const cap = e.capMBPerSec >= 0 ? e.capMBPerSec.toFixed(1) : '-';
    return `${e.phase.padEnd(6)} ${bar(e.fraction)}  write ${e.writeMBPerSec.toFixed(1)} MiB/s  cap ${cap}  L0 ${e.l0Files}  compactions ${e.compactionsDisabled ? 'OFF' : 'on'}  slowdown ${e.slowdownTrigger}`;
  }
  const rate =
    e.phase === 'run'
      ? `${formatInteger(e.readOpsPerSec)} reads/s ${formatInteger(e.writeOpsPerSec)} writes/s`
      : `${formatInteger(e.writeOpsPerSec)} writes/s`;
  return `${e.phase.padEnd(5)}  ${bar(e.fraction)}  ${rate}  L0 ${e.l0Files}  stall ${e.stallPercent.toFixed(0)}%`;
}

export interface ProgressRenderer {
  show: (e: ProgressEvent) => void;
  /** Clears the redrawn line (TTY) before the report, or ends it after an error. */
  done: (failed?: boolean) => void;
}

/**
 * The CLI's one progress renderer, on stderr: redraws one line in place on a terminal, one line per change
 * otherwise; `label` prefixes each line (e.g. "round 1/3 tuned"). Undefined when progress is off.
 */
export function progressRenderer(io: Io, enabled: boolean, label: () => string = () => ''): ProgressRenderer | undefined {
  if (!enabled) return undefined;
  let last = '';
  return {
    show(e) {
      const prefix = label();
      const line = prefix ? `${prefix}  ${progressLine(e)}` : progressLine(e);
      if (line === last) return;
      last = line;
      io.stderr(io.stderrIsTTY ? `\r\u001b[2K${line}` : `${line}\n`);
    },
    done(failed = false) {
      if (io.stderrIsTTY && last !== '') io.stderr(failed ? '\n' : '\r\u001b[2K');
    },
  };
}
