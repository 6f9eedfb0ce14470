import { parseNested } from '../nested.js';
import { atValue } from '../report.js';
import type { Rule } from '../types.js';
import { docsUrl, knownEntries } from '../walk.js';

const NESTED_TYPES = new Set(['struct', 'cache', 'object']);

/** The engine's refusal of a nested value, field values included, or undefined when it splits cleanly. */
function nestedProblem(value: string, depth = 0): string | undefined {
  const parsed = parseNested(value);
  if (!parsed.ok) return parsed.message;
  if (depth > 8) return undefined;
  for (const [key, field] of parsed.fields) {
    if (!/[{}]/.test(field)) continue;
    const inner = nestedProblem(field, depth + 1);
    if (inner) return `${inner} (in ${key}=${field})`;
  }
  return undefined;
}

/**
 * An object named without fields (`merge_operator=uint64add; note`, `listeners={ErrorHandlerListener}`): the
 * engine strips the braces and takes the rest as the object's id, so only an unclosed `{` refuses the file
 * (observed on the linked engine; the name itself is unknown-component's business).
 */
function objectIdProblem(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed.startsWith('{')) return undefined;
  let depth = 0;
  for (const ch of trimmed) {
    if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return undefined;
  }
  return 'Mismatched curly braces for nested options';
}

export const brokenNestedValueRule: Rule = {
  meta: {
    id: 'broken-nested-value',
    severity: 'error',
    description:
      'A nested `{key=value;...}` value (compression_opts, compaction_options_universal, block_cache, `{id=...}` objects) RocksDB cannot split: unbalanced braces, text after a closing brace, a field without `=`. RocksDB refuses the file.',
    docsUrl: docsUrl('broken-nested-value'),
    fixable: false,
    messages: { broken: 'RocksDB cannot split this nested value.' },
  },
  check: (ctx) =>
    knownEntries(ctx).flatMap(({ scope, entry, option }) => {
      if (!NESTED_TYPES.has(option.type)) return [];
      // Plain names (rocksdb.FixedPrefix.8), sizes (1g) and compression_opts' legacy a:b:c form are not nested.
      if (!/[{}=;]/.test(entry.value)) return [];
      const problem = option.type === 'object' && !entry.value.includes('=') ? objectIdProblem(entry.value) : nestedProblem(entry.value);
      if (!problem) return [];
      return [atValue(scope, entry, 'broken', `${entry.key}=${entry.value}: ${problem}. RocksDB refuses the file ("Invalid argument: ${problem.replace(/ \(in .*$/, '')}").`)];
    }),
};
