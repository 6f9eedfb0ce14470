// Does the value the engine wrote back mean what the file asked for? Each side is read the way RocksDB reads it
// (@rocktune/calculator's parseScalar for the option's type), so "4m" equals 4194304 and "0.2" equals 0.200000.
import { type OptionType, type ProfileOption, parseScalar, splitList } from '@rocktune/calculator';

type Shape = Pick<ProfileOption, 'type' | 'item' | 'fields'>;

const NUMERIC: ReadonlySet<OptionType> = new Set(['bool', 'int', 'int32', 'uint8', 'uint32', 'int64', 'uint64', 'double']);

function sameScalar(a: string, b: string, type: OptionType): boolean {
  const x = parseScalar(a, type);
  const y = parseScalar(b, type);
  if (!x?.ok || !y?.ok) return false;
  if (typeof x.value === 'number' && typeof y.value === 'number')
    return Math.abs(x.value - y.value) <= 1e-6 * Math.max(1, Math.abs(x.value));
  return x.value === y.value;
}

/** `{a=1;b=2}` (or without braces) -> field -> value. */
function structFields(v: string): Map<string, string> | undefined {
  const body = v.startsWith('{') && v.endsWith('}') ? v.slice(1, -1) : v;
  if (!body.includes('=')) return undefined;
  const out = new Map<string, string>();
  for (const part of body.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return out;
}

/** Without a profile entry: numbers as numbers, colon lists item by item, anything else as text. */
function sameUntyped(a: string, b: string): boolean {
  const x = parseScalar(a, 'double');
  const y = parseScalar(b, 'double');
  if (x?.ok && y?.ok && x.ignored === '' && y.ignored === '') return sameScalar(a, b, 'double');
  if (a.includes(':') && b.includes(':')) {
    const xs = splitList(a);
    const ys = splitList(b);
    return xs.length === ys.length && xs.every((item, i) => sameUntyped(item, ys[i] ?? ''));
  }
  return false;
}

export function sameValue(requested: string, effective: string, shape?: Shape): boolean {
  const a = requested.trim();
  const b = effective.trim();
  if (a === b) return true;
  if (!shape) return sameUntyped(a, b);
  if (NUMERIC.has(shape.type)) return sameScalar(a, b, shape.type);
  if (shape.type === 'list' && shape.item) {
    const xs = splitList(a);
    const ys = splitList(b);
    const item = shape.item;
    return xs.length === ys.length && xs.every((x, i) => sameValue(x, ys[i] ?? '', { type: item }));
  }
  if (shape.type === 'struct') {
    const asked = structFields(a);
    const runs = structFields(b);
    if (!asked || !runs) return false;
    return [...asked].every(([k, v]) => {
      const other = runs.get(k);
      const field = shape.fields?.[k];
      return other !== undefined && sameValue(v, other, field ? { type: field.type } : undefined);
    });
  }
  return sameUntyped(a, b);
}

/** Bytes of a size ("20m") or of a cache option ("1g", "capacity=1g;num_shard_bits=6", with or without braces). */
export function bytesOf(v: string): number | undefined {
  const capacity = structFields(v.trim())?.get('capacity') ?? v.trim();
  const parsed = parseScalar(capacity, 'uint64');
  return parsed?.ok && parsed.ignored === '' ? Number(parsed.value) : undefined;
}
