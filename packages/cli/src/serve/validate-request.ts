/** What the page posts to `/api/validate`: its OPTIONS file and a short test plan. */
export interface ValidateRequest {
  optionsText: string;
  dialect: 'rocksdb' | 'trocksdb';
  keys?: number;
  durationSec?: number;
  keySize?: number;
  valueSize?: number;
}

/** Short runs only: the page is interactive. Key and value sizes as the engine accepts them. */
export const VALIDATE_REQUEST_LIMITS = {
  keys: { min: 1_000, max: 50_000_000 },
  durationSec: { min: 1, max: 600 },
  keySize: { min: 8, max: 4096 },
  valueSize: { min: 1, max: 16 * 2 ** 20 },
} as const;

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
  for (const [name, range] of Object.entries(VALIDATE_REQUEST_LIMITS) as Array<[keyof typeof VALIDATE_REQUEST_LIMITS, { min: number; max: number }]>) {
    const v = b[name];
    if (v === undefined) continue;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < range.min || v > range.max) return `${name}: expected an integer from ${range.min} to ${range.max}`;
    request[name] = v;
  }
  return request;
}
