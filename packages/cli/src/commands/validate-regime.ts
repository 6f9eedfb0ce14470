// `validate --memory-limit SIZE --disk-limit write=RATE,read=RATE`: the capped regime (docs/evidence.md) around
// one validation. The engine children join the groups, the file syncs every MiB, and stderr says what the run was
// charged against its disk cap (T2 and T5 together: the addon runs both in one call, so no eviction between them).
import { tmpdir } from 'node:os';
import type { Io } from '../cli-kit/io.js';
import { jsonText } from '../cli-kit/json-failure.js';
import type { CapRecord } from '../compare/cap-record.js';
import { createEngineRegime, type EngineRegime } from '../compare/engine-regime.js';
import { DISK_LIMIT, type DiskCaps } from '../flags/disk-limit.js';
import { MEMORY_LIMIT } from '../flags/memory-limit.js';

export const REGIME_FLAGS = {
  'memory-limit': {
    type: 'string',
    value: MEMORY_LIMIT,
    valueName: 'SIZE',
    description:
      'run the engine in a memory cgroup capped at SIZE, page cache included (cgroup v2 or v1; when neither is available, said so and run with direct I/O); --format json records how each cap was enforced (caps)',
  },
  'disk-limit': {
    type: 'string',
    value: DISK_LIMIT,
    valueName: 'write=RATE,read=RATE',
    description:
      "throttle the engine's writes and reads on the database's disk (bytes/s; cgroup v1 blkio or v2 io.max); the file syncs every 1 MiB; stderr reports the bytes charged against the cap",
  },
} as const;

export function regimeFor(values: Record<string, unknown>, io: Io): EngineRegime | undefined {
  const memory = values['memory-limit'] as number | undefined;
  const caps = values['disk-limit'] as DiskCaps | undefined;
  if (memory === undefined && caps === undefined) return undefined;
  const regime = createEngineRegime(memory, caps, (values.db as string | undefined) ?? (io.env.TMPDIR || tmpdir()));
  for (const note of regime.notes) io.stderr(`rocktune: ${note}\n`);
  return regime;
}

/**
 * Runs one validation inside the regime and reports its disk cap use on stderr. `fn` prints through the Io it is
 * given: a JSON report gets `caps` (each cap asked for, how it was enforced or why not, whether the run reached it).
 */
export async function inRegime(regime: EngineRegime | undefined, io: Io, fn: (io: Io) => Promise<number>): Promise<number> {
  if (!regime) return fn(io);
  let printed = '';
  try {
    const { value, cap } = await regime.run(() => fn({ ...io, stdout: (text) => (printed += text) }));
    if (cap) io.stderr(`rocktune: disk cap use (T2 and T5 together, a run counts at >= 90 % on its limiting resource): ${cap.text}\n`);
    printed = withCaps(printed, regime.caps(cap));
    return value;
  } finally {
    if (printed) io.stdout(printed);
    regime.dispose();
  }
}

/** `printed` with `caps` added when it is one JSON object (--format json), else as it was. */
function withCaps(printed: string, caps: CapRecord): string {
  try {
    const report: unknown = JSON.parse(printed);
    if (report !== null && typeof report === 'object' && !Array.isArray(report)) return jsonText({ ...report, caps });
  } catch {
    /* the text report */
  }
  return printed;
}
