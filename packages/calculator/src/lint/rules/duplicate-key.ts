import { defineRule } from '../define-rule.js';
import { deleteLineEdit, fix } from '../edits.js';
import { atKey } from '../report.js';
import type { Report } from '../types.js';

// A generator: 64 MiB of one key is 2.8 M duplicates, each report made, counted and dropped in turn (issue 36).
export const duplicateKeyRule = defineRule('duplicate-key', function* (ctx): Generator<Report> {
  for (const scope of ctx.scopes) {
    for (const entry of scope.entries) {
      const first = scope.first.get(entry.key);
      if (!first || first === entry) continue;
      const same = first.value === entry.value;
      const message = same
        ? `${entry.key} is already set to the same value at line ${first.line}; this line is redundant.`
        : `${entry.key}=${entry.value} is ignored: RocksDB keeps the FIRST value, ${entry.key}=${first.value} (line ${first.line}). Delete one of them.`;
      yield atKey(scope, entry, 'duplicate', message, {
        fix: same ? fix(`delete line ${entry.line}`, deleteLineEdit(ctx, entry.line)) : undefined,
        severity: same ? 'warning' : undefined,
      });
    }
  }
});
