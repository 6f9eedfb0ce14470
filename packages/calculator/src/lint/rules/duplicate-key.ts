import { defineRule } from '../define-rule.js';
import { deleteLineEdit, fix } from '../edits.js';
import { atKey } from '../report.js';
import type { Report } from '../types.js';

export const duplicateKeyRule = defineRule('duplicate-key', (ctx) => {
  const out: Report[] = [];
  for (const scope of ctx.scopes) {
    for (const entry of scope.entries) {
      const first = scope.first.get(entry.key);
      if (!first || first === entry) continue;
      const same = first.value === entry.value;
      const message = same
        ? `${entry.key} is already set to the same value at line ${first.line}; this line is redundant.`
        : `${entry.key}=${entry.value} is ignored: RocksDB keeps the FIRST value, ${entry.key}=${first.value} (line ${first.line}). Delete one of them.`;
      out.push(
        atKey(scope, entry, 'duplicate', message, {
          fix: same ? fix(`delete line ${entry.line}`, deleteLineEdit(ctx, entry.line)) : undefined,
          severity: same ? 'warning' : undefined,
        }),
      );
    }
  }
  return out;
});
