import { defineRule } from '../define-rule.js';
import { atKey } from '../report.js';
import type { Report } from '../types.js';

/** An option the judging engine's loader reads from a file and silently drops (its profile's droppedFromFile). */
export const droppedFromFileRule = defineRule({
  id: 'dropped-from-file',
  severity: 'warning',
  description:
    'An option the engine names in its tables but cannot parse from an OPTIONS file, and whose parse failure its loader ignores: the file loads and the database runs without it (filter_policy on TRocksDB and on the oldest RocksDB releases runs with no bloom filter). Set it in code.',
  messages: { dropped: 'The engine loads this file without this option.' },
  check(ctx) {
    const out: Report[] = [];
    for (const dropped of ctx.profile.droppedFromFile ?? []) {
      for (const scope of ctx.scopes) {
        if (scope.profileSection !== dropped.section) continue;
        const entry = scope.first.get(dropped.name);
        if (!entry || entry.value === 'nullptr' || entry.value === '') continue;
        out.push(atKey(scope, entry, 'dropped', `${entry.key}=${entry.value} is dropped by ${ctx.profile.id}: ${dropped.reason}.`));
      }
    }
    return out;
  },
});
