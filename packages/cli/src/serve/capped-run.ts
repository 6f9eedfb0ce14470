// A capped run from the page: `validate --memory-limit --disk-limit --load random` (docs/evidence.md's capped regime)
// around one validation, and whether this host can cap at all (cgroups), said before the page offers it.
import { createEngineRegime, type EngineRegime } from '../compare/engine-regime.js';
import { createDiskLimit } from '../compare/disk-limit.js';
import { createMemoryLimit } from '../compare/memory-limit.js';
import { MEMORY_LIMIT_MIN_BYTES } from '../flags/memory-limit.js';
import type { ValidateRequest } from './validate-request.js';

/** What `/api/info` says of a capped run: possible here (both limits in cgroups), or why not in the CLI's words. */
export interface CappedRunAvailability {
  available: boolean;
  reason?: string;
}

/** The regime's report in the result: how each limit was enforced, the CLI's notes and the disk cap use (`atCap`). */
export interface CappedRunReport extends ReturnType<EngineRegime['report']> {
  notes: string[];
  cap?: {
    atCap: boolean;
    limiting: 'read' | 'write';
    readFraction: number;
    writeFraction: number;
    seconds: number;
    readBytes: number;
    writeBytes: number;
    text: string;
  };
}

/** Tries both limits once (groups created and removed at once), as `validate --memory-limit --disk-limit` would. */
export function probeCappedRun(dbDir: string): CappedRunAvailability {
  const memory = createMemoryLimit(MEMORY_LIMIT_MIN_BYTES, undefined, `rocktune-probe-${process.pid}`);
  const disk = createDiskLimit({ writeBps: 1e6, readBps: 1e6 }, dbDir, {
    tag: `rocktune-probe-${process.pid}`,
    ...(memory.method === 'cgroup-v2' && memory.cgroup ? { v2Group: memory.cgroup } : {}),
  });
  disk.dispose();
  memory.dispose();
  const refused = [
    memory.method === 'direct-io' ? `memory: ${memory.note}` : '',
    disk.method === 'none' ? `disk: ${disk.note}` : '',
  ].filter(Boolean);
  return refused.length === 0
    ? { available: true }
    : { available: false, reason: `this host cannot cap the engine (${refused.join('; ')})` };
}

export function isCapped(request: ValidateRequest): boolean {
  return request.memoryLimitBytes !== undefined || request.diskLimit !== undefined;
}

/** Runs `validate` inside the regime the request asks for; the file syncs every MiB under a disk cap, as the CLI's. */
export async function runCapped<T>(
  request: ValidateRequest,
  dbDir: string,
  run: (optionsText: string) => Promise<T>,
): Promise<{ value: T; regime: CappedRunReport }> {
  const caps = request.diskLimit ? { writeBps: request.diskLimit.writeBytesPerSec, readBps: request.diskLimit.readBytesPerSec } : undefined;
  const regime = createEngineRegime(request.memoryLimitBytes, caps, dbDir);
  try {
    const { value, cap } = await regime.run(() => run(regime.prepare(request.optionsText)));
    regime.dispose();
    return { value, regime: { ...regime.report(), notes: regime.notes, ...(cap ? { cap } : {}) } };
  } finally {
    regime.dispose();
    // The regime removes its groups at exit too (a CLI run ends there); a server runs many: drop that listener.
    process.off('exit', regime.dispose);
  }
}
