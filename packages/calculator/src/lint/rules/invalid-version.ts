import { defineRule } from '../define-rule.js';
import { atValue } from '../report.js';
import type { Report } from '../types.js';

/** How many numbers each [Version] key holds (options_parser.cc ParseVersionNumber's max_count). */
const LIMITS: Record<string, number> = { rocksdb_version: 3, options_file_version: 2 };

/**
 * ParseVersionNumber, the same from 5.x to 11.x: digits and dots only, at most `max` numbers, a digit on
 * each side of every dot; each number accumulates in a C int, so 4294967295 wraps to -1. Returns the
 * engine's refusal, or the numbers.
 */
function parseVersionNumber(key: string, value: string, max: number): { error: string } | { numbers: number[] } {
  const numbers: number[] = [];
  let current = 0;
  let digits = 0;
  let hasDot = false;
  for (const ch of value) {
    if (ch === '.') {
      if (numbers.length >= max - 1) return { error: `A valid ${key} can only contains at most ${max - 1} dots.` };
      if (digits === 0) return { error: `A valid ${key} must have at least one digit before each dot.` };
      numbers.push(current);
      current = 0;
      digits = 0;
      hasDot = true;
    } else if (ch >= '0' && ch <= '9') {
      current = (Math.imul(current, 10) + Number(ch)) | 0;
      digits++;
    } else {
      return { error: `A valid ${key} can only contains dots and numbers.` };
    }
  }
  if (hasDot && digits === 0) return { error: `A valid ${key} must have at least one digit after each dot.` };
  return { numbers: [...numbers, current] };
}

function problem(key: string, value: string): string | undefined {
  const parsed = parseVersionNumber(key, value, LIMITS[key] as number);
  if ('error' in parsed) return `"${parsed.error.replace(/\.$/, '')}"`;
  const major = parsed.numbers[0] ?? 0;
  if (key === 'options_file_version' && major < 1) {
    const wrapped = String(major) !== value.split('.')[0] ? ` (${value.split('.')[0]} wraps to ${major} in the engine's int)` : '';
    return `"A valid options_file_version must be at least 1"${wrapped}`;
  }
  return undefined;
}

export const invalidVersionRule = defineRule('invalid-version', (ctx) => {
  const scope = ctx.version;
  if (!scope) return [];
  const out: Report[] = [];
  for (const key of Object.keys(LIMITS)) {
    const entry = scope.first.get(key);
    // The engine reads [Version] values as written: no escape is undone (`6.4\\6` is refused).
    const reason = entry ? problem(key, entry.rawValue) : undefined;
    if (entry && reason) out.push(atValue(scope, entry, 'invalid', `${key}=${entry.value}: RocksDB refuses the file: ${reason}.`));
  }
  return out;
});
