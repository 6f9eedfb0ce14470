// How RocksDB 7.8.3 reads numbers (util/string_util.cc ParseUint64): digits plus at most one
// binary unit letter (k m g t), anything after it ignored, doubles without units. We parse strictly,
// so "1.5g" or "0x1000" can be flagged instead of silently becoming 1 and 0.

const UNITS: Record<string, number> = { k: 2 ** 10, m: 2 ** 20, g: 2 ** 30, t: 2 ** 40 };

/** Canonical integer: optional minus, digits, at most one unit letter. Returns the value or undefined. */
export function parseStrictInt(v: string): number | undefined {
  const m = /^(-?\d+)([kmgtKMGT]?)$/.exec(v.trim());
  if (!m) return undefined;
  const unit = m[2] ? UNITS[m[2].toLowerCase()] ?? 1 : 1;
  return Number(m[1]) * unit;
}

/** Plain decimal double (no unit). */
export function parseStrictDouble(v: string): number | undefined {
  const t = v.trim();
  return /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(t) ? Number(t) : undefined;
}

/** A value that looks like a number but that RocksDB would read differently than a human (e.g. "1.5g"). */
export function isAmbiguousNumber(v: string): boolean {
  const t = v.trim();
  if (!/^-?\d/.test(t)) return false;
  if (/[:{};]/.test(t)) return false; // lists and structs are checked by RocksDB
  return parseStrictInt(t) === undefined && parseStrictDouble(t) === undefined;
}

/** What RocksDB actually stores for such a value in an integer option (for the message). */
export function rocksdbIntReading(v: string): string {
  const m = /^(-?\d+)([kmgtKMGT]?)/.exec(v.trim());
  if (!m) return '0';
  return String(parseStrictInt(m[0]) ?? m[1]);
}

function asNumber(v: string): number | undefined {
  return parseStrictInt(v) ?? parseStrictDouble(v);
}

function asBool(v: string): boolean | undefined {
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return undefined;
}

function parseStruct(v: string): Map<string, string> | undefined {
  const t = v.trim();
  if (!t.startsWith('{') || !t.endsWith('}')) return undefined;
  const out = new Map<string, string>();
  for (const part of t.slice(1, -1).split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return out;
}

/** Does RocksDB's persisted value `effective` mean the same as the requested `requested`? */
export function sameValue(requested: string, effective: string): boolean {
  const a = requested.trim();
  const b = effective.trim();
  if (a === b) return true;
  const ab = asBool(a);
  const bb = asBool(b);
  if (ab !== undefined && bb !== undefined && !/^\d+$/.test(a + b)) return ab === bb;
  const an = asNumber(a);
  const bn = asNumber(b);
  if (an !== undefined && bn !== undefined) return Math.abs(an - bn) <= 1e-6 * Math.max(1, Math.abs(an));
  const as = parseStruct(a);
  const bs = parseStruct(b);
  if (as && bs) {
    for (const [k, val] of as) {
      const other = bs.get(k);
      if (other === undefined || !sameValue(val, other)) return false;
    }
    return true;
  }
  if (a.includes(':') && b.includes(':')) {
    const xs = a.split(':');
    const ys = b.split(':');
    return xs.length === ys.length && xs.every((x, i) => sameValue(x, ys[i] ?? ''));
  }
  return false;
}

/** Bytes requested for a cache option: "1g" or "capacity=1g;num_shard_bits=6" (with or without braces). */
export function cacheCapacity(v: string): number | undefined {
  const direct = parseStrictInt(v);
  if (direct !== undefined) return direct;
  const m = /capacity\s*=\s*([^;}]+)/.exec(v);
  return m?.[1] ? parseStrictInt(m[1]) : undefined;
}
