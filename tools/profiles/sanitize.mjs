// Values the engine changes silently, read from the source at the tag:
// - db/column_family.cc SanitizeOptions clips write_buffer_size into a range and raises a small
//   max_write_buffer_number (the file loads; the database runs the clipped value);
// - options/options.cc Options::PrepareForBulkLoad sets the "effectively unlimited" L0 triggers and
//   max_compaction_bytes that rocktune's bulk-load preset writes.
import { closingIndex, preprocess, splitTopLevel } from './cpp.mjs';
import { evaluate } from './defaults.mjs';
import { show } from './git.mjs';

const NO_FIELDS = new Map();

/** The body of the first definition of `signature` (a regex source ending before its `{`), comments and dead #if branches out. */
export function functionBody(text, signature) {
  const code = preprocess(text);
  const m = new RegExp(`${signature}[^;{]*\\{`).exec(code);
  if (!m) return undefined;
  const open = m.index + m[0].length - 1;
  return code.slice(open, closingIndex(code, open));
}

function integer(expr, what) {
  const result = evaluate(expr, NO_FIELDS);
  if (result?.kind !== 'number' || typeof result.value !== 'bigint') throw new Error(`cannot evaluate ${what}: ${expr.trim()}`);
  return result.value;
}

/** A bigint that a JavaScript number holds exactly, as a number. */
function exactNumber(value, what) {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`${what} = ${value} does not fit a number`);
  return Number(value);
}

/**
 * Option name -> { min, max? } from a SanitizeOptions body: `ClipToRange(&result.write_buffer_size, lo, hi)`
 * (hi is `clamp_max`, whose 64-bit branch is `std::integral_constant<uint64_t, EXPR>`) and
 * `if (result.max_write_buffer_number < N) { result.max_write_buffer_number = N; }`.
 */
export function sanitizeClips(body) {
  const clip = /ClipToRange\(\s*&result\.write_buffer_size\s*,/.exec(body);
  if (!clip) throw new Error('SanitizeOptions has no ClipToRange(&result.write_buffer_size, ...)');
  const open = clip.index + clip[0].indexOf('(');
  const [, lo, hi] = splitTopLevel(body.slice(open + 1, closingIndex(body, open) - 1));
  if (lo === undefined || hi === undefined) throw new Error('ClipToRange(&result.write_buffer_size, ...) does not take three arguments');
  const wide = hi.trim() === 'clamp_max' ? /\bclamp_max\s*=[\s\S]*?std::integral_constant<\s*uint64_t\s*,\s*([^>]+)>/.exec(body)?.[1] : hi;
  if (wide === undefined) throw new Error('SanitizeOptions names clamp_max but has no 64-bit std::integral_constant<uint64_t, ...> for it');
  const raise = /if\s*\(\s*result\.max_write_buffer_number\s*<\s*(\w+)\s*\)\s*\{?\s*result\.max_write_buffer_number\s*=\s*(\w+)\s*;/.exec(
    body,
  );
  if (!raise || raise[1] !== raise[2]) throw new Error('SanitizeOptions does not raise max_write_buffer_number below N to N');
  return {
    write_buffer_size: {
      min: exactNumber(integer(lo, 'write_buffer_size minimum'), 'write_buffer_size minimum'),
      max: exactNumber(integer(wide, 'write_buffer_size maximum'), 'write_buffer_size maximum'),
    },
    max_write_buffer_number: { min: exactNumber(integer(raise[1], 'max_write_buffer_number minimum'), 'max_write_buffer_number minimum') },
  };
}

const L0_TRIGGERS = ['level0_file_num_compaction_trigger', 'level0_slowdown_writes_trigger', 'level0_stop_writes_trigger'];

/** { level0Trigger, maxCompactionBytes } from a PrepareForBulkLoad body; the three L0 triggers must agree. */
export function bulkLoadValues(body) {
  const assigned = (name) => {
    const m = new RegExp(`\\b${name}\\s*=\\s*([^;]+);`).exec(body);
    if (!m) throw new Error(`PrepareForBulkLoad does not set ${name}`);
    return integer(m[1], name);
  };
  const triggers = new Set(L0_TRIGGERS.map(assigned));
  if (triggers.size !== 1) throw new Error(`PrepareForBulkLoad sets the L0 triggers to different values: ${[...triggers].join(', ')}`);
  const [trigger] = triggers;
  return { level0Trigger: exactNumber(trigger, 'L0 trigger'), maxCompactionBytes: String(assigned('max_compaction_bytes')) };
}

/** Both, from the tree at `ref`. */
export function readSanitizing(repo, ref) {
  const sanitize = functionBody(show(repo, ref, 'db/column_family.cc') ?? '', 'ColumnFamilyOptions\\s+Sanitize(?:Cf)?Options\\s*\\(');
  if (!sanitize)
    throw new Error(`${ref}: db/column_family.cc has no ColumnFamilyOptions SanitizeOptions(...) (SanitizeCfOptions from 10.x)`);
  const bulk = functionBody(
    show(repo, ref, 'options/options.cc') ?? show(repo, ref, 'util/options.cc') ?? '',
    'Options::PrepareForBulkLoad\\s*\\(\\s*\\)',
  );
  if (!bulk) throw new Error(`${ref}: options/options.cc has no Options::PrepareForBulkLoad()`);
  return { clips: sanitizeClips(sanitize), bulkLoad: bulkLoadValues(bulk) };
}
