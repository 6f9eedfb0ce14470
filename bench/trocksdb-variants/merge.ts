// Resuming a comparison that stopped part-way (the engine killed by the shared host: no space left for a moment, no
// thread to start): the runs of every part are kept, each variant's summary and verdict are recomputed over all of
// its counted runs, and the rounds still owed are the ones the parts did not finish for every variant.
import type { CompareJson } from '../../packages/cli/src/compare/run.js';
import { attachVerdicts, summarise } from '../../packages/cli/src/compare/report.js';

/** Rounds every variant has at least one run in (counted or below its cap). */
export function roundsDone(json: CompareJson): number {
  const all = [...json.variants.flatMap((v) => v.runs), ...(json.belowCapRuns ?? [])];
  return Math.min(...json.variants.map((v) => new Set(all.filter((r) => r.variant === v.name).map((r) => r.round)).size));
}

/** One comparison from its parts, in order; the last part's settings and engine stand for all. */
export function mergeParts(parts: readonly CompareJson[]): CompareJson {
  const last = parts.at(-1);
  if (!last) throw new Error('no part to merge');
  const variants = last.variants.map((v) => {
    const runs = parts.flatMap((p) => p.variants.find((x) => x.name === v.name)?.runs ?? []);
    return { ...v, runs, summary: summarise(runs) };
  });
  attachVerdicts(variants);
  return {
    ...last,
    startedAt: parts[0]?.startedAt ?? last.startedAt,
    variants,
    belowCapRuns: parts.flatMap((p) => p.belowCapRuns ?? []),
  };
}
