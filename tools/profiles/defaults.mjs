// Defaults from the public headers: `type field = expr;` member initializers and `Ctor() : field(expr)`
// init lists, evaluated when the expression is arithmetic on literals and known constants.
import { closingIndex, preprocess, splitTopLevel } from './cpp.mjs';
import { show } from './git.mjs';

const HEADERS = [
  'include/rocksdb/options.h',
  'include/rocksdb/advanced_options.h',
  'include/rocksdb/table.h',
  'include/rocksdb/universal_compaction.h',
  'include/rocksdb/compression_type.h',
  'include/rocksdb/advanced_compression.h',
  'options/options.cc',
  'table/format.cc',
];

const MAX = {
  uint64_t: 2n ** 64n - 1n,
  size_t: 2n ** 64n - 1n,
  int: 2n ** 31n - 1n,
  int32_t: 2n ** 31n - 1n,
  uint32_t: 2n ** 32n - 1n,
  int64_t: 2n ** 63n - 1n,
  unsigned: 2n ** 32n - 1n,
};
const CONSTANTS = {
  'port::kMaxUint64': MAX.uint64_t,
  UINT64_MAX: MAX.uint64_t,
  'port::kMaxInt32': MAX.int,
  INT_MAX: MAX.int,
  UINT_MAX: MAX.uint32_t,
  SIZE_MAX: MAX.size_t,
  'port::kMaxSizet': MAX.size_t,
};

/** Structs whose members are option fields (others, such as CompactRangeOptions, reuse names). */
const OPTION_STRUCTS = [
  'DBOptions',
  'ColumnFamilyOptions',
  'AdvancedColumnFamilyOptions',
  'BlockBasedTableOptions',
  'CompressionOptions',
  'CompactionOptionsFIFO',
  'CompactionOptionsUniversal',
  'MetadataCacheOptions',
];

function collect(text, out) {
  const member = /^\s*(?:(?:static|const|constexpr|inline|unsigned)\s+)*(?:std::)?[\w:<>]+(?:\s*[*&])?\s+(\w+)\s*=\s*([^;{}]+);/gm;
  for (let m = member.exec(text); m; m = member.exec(text)) if (!out.has(m[1])) out.set(m[1], m[2].trim());
  const braced = /^\s*(?:const\s+)?(?:std::)?[\w:<>]+\s+(\w+)\s*\{([^;{}]+)\};/gm;
  for (let m = braced.exec(text); m; m = braced.exec(text)) if (!out.has(m[1])) out.set(m[1], m[2].trim());
  const ctor = /\b(\w+)\s*\(\s*\)\s*:\s*([^{;]+)\{/g;
  for (let m = ctor.exec(text); m; m = ctor.exec(text)) {
    if (!OPTION_STRUCTS.includes(m[1])) continue;
    for (const init of splitTopLevel(m[2])) {
      const call = /^(\w+)\s*\(([\s\S]*)\)$/.exec(init.trim());
      if (call && !out.has(call[1])) out.set(call[1], call[2].trim());
    }
  }
}

/** The bodies of the option structs in `text` (of `only` when given). */
function structBodies(text, only = OPTION_STRUCTS) {
  const bodies = [];
  const re = /\b(?:struct|class)\s+(\w+)\b[^;{]*\{/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (!only.includes(m[1])) continue;
    const open = m.index + m[0].length - 1;
    bodies.push(text.slice(open, closingIndex(text, open)));
  }
  return bodies;
}

/**
 * Map(field -> initializer text): members of the option structs first (constructors' init
 * lists included), then file-level constants they refer to.
 */
export function fieldInitializers(repo, ref) {
  const text = HEADERS.map((p) => show(repo, ref, p))
    .filter(Boolean)
    .map(preprocess)
    .join('\n');
  const out = new Map();
  for (const body of structBodies(text)) collect(body, out);
  collect(text, out);
  const ctorLists = /\b(\w+)::\1\s*\(\s*\)\s*:\s*([^{;]+)\{/g;
  for (let m = ctorLists.exec(text); m; m = ctorLists.exec(text)) {
    for (const init of splitTopLevel(m[2])) {
      const call = /^(\w+)\s*\(([\s\S]*)\)$/.exec(init.trim());
      if (call && OPTION_STRUCTS.includes(m[1])) out.set(call[1], call[2].trim());
    }
  }
  return out;
}

/** Map(field -> initializer text) of one struct's members (PlainTableOptions), over `fields` for the constants they use. */
export function structInitializers(repo, ref, struct, fields) {
  const text = HEADERS.map((p) => show(repo, ref, p))
    .filter(Boolean)
    .map(preprocess)
    .join('\n');
  const own = new Map();
  for (const body of structBodies(text, [struct])) collect(body, own);
  return new Map([...fields, ...own]);
}

/** Evaluates an initializer: { kind: 'number', value: bigint|number } | { kind: 'bool' } | { kind: 'name' } | undefined. */
export function evaluate(expr, fields, depth = 0) {
  const e = expr
    .trim()
    .replace(/^\(([^()]*)\)$/, '$1')
    .trim();
  if (depth > 6 || e === '') return undefined;
  if (e === 'true' || e === 'false') return { kind: 'bool', value: e === 'true' };
  if (e === 'nullptr') return { kind: 'name', value: 'nullptr' };
  const literal = /^"((?:[^"\\]|\\.)*)"$/.exec(e);
  if (literal) return { kind: 'string', value: literal[1] };
  const ternary = /^(\w+_Supported\(\))\s*\?\s*([^:]+):\s*(.+)$/.exec(e);
  if (ternary) return evaluate(ternary[2], fields, depth + 1);
  const numericLimits = /^std::numeric_limits<\s*(\w+)\s*>::max\(\)$/.exec(e);
  if (numericLimits && MAX[numericLimits[1]] !== undefined) return { kind: 'number', value: MAX[numericLimits[1]] };
  if (CONSTANTS[e] !== undefined) return { kind: 'number', value: CONSTANTS[e] };
  const cast = /^(?:static_cast<\s*[\w:]+\s*>|(?:size_t|uint64_t|uint32_t|int64_t|int)\s*(?=[({]))\s*[({]([\s\S]*)[)}]$/.exec(e);
  if (cast) return evaluate(cast[1], fields, depth + 1);
  if (fields.has(e)) return evaluate(fields.get(e), fields, depth + 1);
  const constant = /^(?:\w+::)*(k[A-Z]\w*|[A-Z][A-Z0-9_]*)$/.exec(e);
  if (constant) return { kind: 'name', value: constant[1] };
  return arithmetic(e, fields, depth);
}

const CASTS = /static_cast<\s*[\w:]+\s*>|\(\s*(?:size_t|uint64_t|uint32_t|int64_t|int32_t|int|unsigned)\s*\)/g;

/** Integer/double arithmetic: literals (hex, suffixes), + - * / << and parentheses, named constants; casts are dropped. */
function arithmetic(expr, fields, depth) {
  const e = expr.replace(CASTS, '');
  const tokens = e.match(/0[xX][0-9a-fA-F]+[uUlL]*|\d+\.\d*(?:[eE][+-]?\d+)?|\d+[uUlL]*|<<|[-+*/()]|[\w:]+(?:\(\))?|\S/g) ?? [];
  let i = 0;
  const isDouble = tokens.some((t) => /^\d+\.\d*/.test(t));
  const num = (v) => (isDouble ? Number(v) : BigInt(v));
  function primary() {
    const t = tokens[i++];
    if (t === undefined) throw new Error('end');
    if (t === '(') {
      const v = shift();
      if (tokens[i++] !== ')') throw new Error(')');
      return v;
    }
    if (t === '-') return -primary();
    if (/^0[xX]/.test(t)) return num(BigInt(t.replace(/[uUlL]+$/, '')));
    if (/^\d/.test(t)) return isDouble ? Number(t.replace(/[uUlL]+$/, '')) : BigInt(t.replace(/[uUlL]+$/, ''));
    const named = evaluate(t, fields, depth + 1);
    if (named?.kind === 'number') return num(named.value);
    throw new Error(`unknown ${t}`);
  }
  function product() {
    let v = primary();
    while (tokens[i] === '*' || tokens[i] === '/') v = tokens[i++] === '*' ? v * primary() : v / primary();
    return v;
  }
  function sum() {
    let v = product();
    while (tokens[i] === '+' || tokens[i] === '-') v = tokens[i++] === '+' ? v + product() : v - product();
    return v;
  }
  function shift() {
    let v = sum();
    while (tokens[i] === '<<') {
      i++;
      v = v << sum();
    }
    return v;
  }
  try {
    const value = shift();
    return i === tokens.length ? { kind: 'number', value } : undefined;
  } catch {
    return undefined;
  }
}

/** The default as the engine serializes it, or undefined when the source cannot say. */
export function serializeDefault(result, type) {
  if (!result) return undefined;
  if (type === 'bool')
    return result.kind === 'bool'
      ? String(result.value)
      : result.kind === 'number'
        ? String(result.value !== 0n && result.value !== 0)
        : undefined;
  if (type === 'double' && result.kind === 'number') return Number(result.value).toFixed(6);
  if (type === 'enum' && result.kind === 'name') return result.value;
  if (type === 'string') return result.kind === 'string' ? result.value : undefined;
  if (result.kind !== 'number' || typeof result.value !== 'bigint') return undefined;
  if (type === 'uint64' || type === 'uint32' || type === 'uint8')
    return String(BigInt.asUintN(type === 'uint64' ? 64 : type === 'uint32' ? 32 : 8, result.value));
  if (type === 'int' || type === 'int32') return String(BigInt.asIntN(32, result.value));
  if (type === 'int64') return String(BigInt.asIntN(64, result.value));
  return undefined;
}
