import { MEMORY_LIMIT_MIN_BYTES } from '../flags/memory-limit.js';

/** What the page posts to `/api/validate`: its OPTIONS file and a short test plan. */
export interface ValidateRequest {
  optionsText: string;
  dialect: 'rocksdb' | 'trocksdb';
  keys?: number;
  durationSec?: number;
  keySize?: number;
  valueSize?: number;
  /** A capped run (`validate --memory-limit`): the engine's processes in a memory cgroup of this many bytes. */
  memoryLimitBytes?: number;
  /** A capped run (`validate --disk-limit write=…,read=…`): bytes per second on the database's disk. */
  diskLimit?: { writeBytesPerSec: number; readBytesPerSec: number };
  /** `validate --load`: T2's key order (random overwrites, and T5's writer with it). */
  load?: 'sequential' | 'random';
}

/** Short runs only: the page is interactive. Key and value sizes as the engine accepts them. */
export const VALIDATE_REQUEST_LIMITS = {
  keys: { min: 1_000, max: 50_000_000 },
  durationSec: { min: 1, max: 600 },
  keySize: { min: 8, max: 4096 },
  valueSize: { min: 1, max: 16 * 2 ** 20 },
  memoryLimitBytes: { min: MEMORY_LIMIT_MIN_BYTES, max: 2 ** 40 },
} as const;

/** Disk rates as `--disk-limit` takes them: at least 1 MB/s (below, RocksDB's 1 MiB syncs alone fill the cap). */
export const DISK_RATE_LIMITS = { min: 1_000_000, max: 100_000_000_000 } as const;

function integerIn(v: unknown, range: { min: number; max: number }): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= range.min && v <= range.max;
}

/** The capped run's fields (all optional, so a request from an older page still means what it meant). */
function parseCappedFields(b: Record<string, unknown>, request: ValidateRequest): string | undefined {
  if (b.diskLimit !== undefined) {
    const d = b.diskLimit as Record<string, unknown> | null;
    if (
      typeof d !== 'object' ||
      d === null ||
      !integerIn(d.writeBytesPerSec, DISK_RATE_LIMITS) ||
      !integerIn(d.readBytesPerSec, DISK_RATE_LIMITS)
    ) {
      return `diskLimit: expected { writeBytesPerSec, readBytesPerSec }, integers from ${DISK_RATE_LIMITS.min} to ${DISK_RATE_LIMITS.max}`;
    }
    request.diskLimit = { writeBytesPerSec: d.writeBytesPerSec, readBytesPerSec: d.readBytesPerSec };
  }
  if (b.load !== undefined) {
    if (b.load !== 'sequential' && b.load !== 'random') return "load: expected 'sequential' or 'random'";
    request.load = b.load;
  }
  return undefined;
}

/** Checks the page's JSON; returns the request or one line naming the bad field. */
export function parseValidateRequest(text: string): ValidateRequest | string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'body: not JSON';
  }
  if (typeof body !== 'object' || body === null) return 'body: expected an object';
  const b = body as Record<string, unknown>;
  if (typeof b.optionsText !== 'string' || b.optionsText.trim() === '') return 'optionsText: expected the OPTIONS file text';
  if (b.dialect !== 'rocksdb' && b.dialect !== 'trocksdb') return "dialect: expected 'rocksdb' or 'trocksdb'";
  const request: ValidateRequest = { optionsText: b.optionsText, dialect: b.dialect };
  for (const [name, range] of Object.entries(VALIDATE_REQUEST_LIMITS) as Array<
    [keyof typeof VALIDATE_REQUEST_LIMITS, { min: number; max: number }]
  >) {
    const v = b[name];
    if (v === undefined) continue;
    if (!integerIn(v, range)) return `${name}: expected an integer from ${range.min} to ${range.max}`;
    request[name] = v;
  }
  return parseCappedFields(b, request) ?? request;
}
