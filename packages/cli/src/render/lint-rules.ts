import { ruleMetas } from '@rocktune/calculator';

/** `lint --list-rules`: one line per rule, id, severity, whether --fix mends it, what it checks. */
export function renderRuleList(): string {
  return ruleMetas()
    .map((m) => `${m.id.padEnd(36)} ${m.severity.padEnd(8)} ${m.fixable ? 'fix' : '   '}  ${m.description}\n`)
    .join('');
}
