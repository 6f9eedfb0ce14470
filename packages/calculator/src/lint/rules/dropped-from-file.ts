import { defineRule } from '../define-rule.js';
import { atKey } from '../report.js';
import type { Report } from '../types.js';

/** An option the judging engine's loader reads from a file and silently drops (its profile's droppedFromFile). */
export const droppedFromFileRule = defineRule('dropped-from-file', (ctx) => {
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
});
