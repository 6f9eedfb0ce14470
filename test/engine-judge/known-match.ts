// Matching a disagreement against the known list, and printing one so it can be replayed.
import { KNOWN_JAR_DISAGREEMENTS, type KnownJarDisagreement } from './known-disagreements.js';
import type { JarDisagreement } from './lint-vs-jar.js';

/** Whether every part of the disagreement is listed: the refusal's status, or each wrong error's rule and line. */
export function knownDisagreement(d: JarDisagreement, known: readonly KnownJarDisagreement[] = KNOWN_JAR_DISAGREEMENTS): boolean {
  const o = d.outcome;
  if (o.kind === 'missed-refusal') return known.some((k) => k.kind === 'missed-refusal' && (k.status?.test(o.status) ?? false));
  const lines = d.text.split('\n');
  return o.findings.every((f) =>
    known.some((k) => k.kind === 'false-error' && k.ruleId === f.ruleId && (k.line?.test(lines[f.line - 1] ?? '') ?? true)),
  );
}

/** What the engine did, what lint said, and the mutations that replay it. */
export function describeJarDisagreement(d: JarDisagreement): string {
  const o = d.outcome;
  const lines = d.text.split('\n');
  const what =
    o.kind === 'missed-refusal'
      ? `engine ${o.stage}: ${o.status} (lint: no error)`
      : o.findings
          .map((f) => `lint ${f.ruleId} on line ${f.line} "${lines[f.line - 1]?.trim()}": ${f.message} (engine: loads and opens)`)
          .join('; ');
  return `${o.kind}: ${what} — mutations ${JSON.stringify(d.mutations)} of ${d.base}`;
}
