// Resuming a comparison that stopped part-way (the engine killed by the shared host: no space left for a moment, no
// thread to start): the runs of every part are kept and each variant's summary and verdict are recomputed over all of
// its counted runs; run.ts resumes with the variants that still lack counted runs.
import type { CompareJson } from '../../packages/cli/src/compare/run.js';
import { attachVerdicts, summarise } from '../../packages/cli/src/compare/report.js';

/** Counted runs of one variant over every part. */
export const countedRuns = (parts: readonly CompareJson[], name: string): number =>
  parts.reduce((n, p) => n + (p.variants.find((v) => v.name === name)?.runs.length ?? 0), 0);

/** One comparison from its parts, in order; a later part may run only some variants; the last part's settings stand for all. */
export function mergeParts(parts: readonly CompareJson[]): CompareJson {
  const last = parts.at(-1);
  if (!last) throw new Error('no part to merge');
  const names = [...new Set(parts.flatMap((p) => p.variants.map((v) => v.name)))];
  const variants = names.map((name) => {
    const runs = parts.flatMap((p) => p.variants.find((x) => x.name === name)?.runs ?? []);
    const report = parts
      .map((p) => p.variants.find((x) => x.name === name))
      .filter((v) => v !== undefined)
      .at(-1);
    if (!report) throw new Error(`no report for ${name}`);
    return { ...report, runs, summary: summarise(runs) };
  });
  attachVerdicts(variants);
  return { ...last, startedAt: parts[0]?.startedAt ?? last.startedAt, variants, belowCapRuns: parts.flatMap((p) => p.belowCapRuns ?? []) };
}

/** The same comparison over every run, below its cap or not: not counted by the regime's rule, shown beside it. */
export function everyRun(json: CompareJson): CompareJson {
  const below = json.belowCapRuns ?? [];
  const variants = json.variants.map((v) => {
    const runs = [...v.runs, ...below.filter((r) => r.variant === v.name)];
    return { ...v, runs, summary: summarise(runs) };
  });
  attachVerdicts(variants);
  return { ...json, variants, belowCapRuns: [] };
}
