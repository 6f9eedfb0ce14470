import { join } from 'node:path';
import { renderScale } from './report.js';
import type { ComparePlan } from './run.js';

// `compare --dry-run`: the plan, as text or (with --format json) as one JSON object.

type DryRunPlan = Pick<ComparePlan, 'planned' | 'rounds' | 'loadKeys' | 'vs' | 'outDir' | 'ctx'>;

export function planText({ planned, rounds, loadKeys, vs, outDir, ctx }: DryRunPlan): string {
  const lines = [
    `plan: ${planned.length} variants x ${rounds} rounds = ${planned.length * rounds} runs (T2 ${loadKeys} keys, T5 ${vs.durationSec} s)`,
  ];
  for (const p of planned) {
    lines.push(
      `  ${p.variant.name}: ${p.variant.description}${p.variant.changed.length ? `; ${p.variant.changed.map((c) => `${c.name} ${c.from} -> ${c.to}`).join(', ')}` : ''}`,
    );
    for (const c of p.variant.clamps) lines.push(`    clamped ${c}`);
  }
  if (ctx.scale) lines.push(renderScale(ctx.scale, undefined).join('\n'));
  lines.push(`variants' OPTIONS files: ${join(outDir, 'variants')}`);
  return `${lines.join('\n')}\n`;
}

export function planJson({ planned, rounds, loadKeys, vs, outDir, ctx }: DryRunPlan): Record<string, unknown> {
  return {
    ok: true,
    kind: 'rocktune-compare-plan',
    runs: planned.length * rounds,
    settings: { ...ctx, loadKeys, durationSec: vs.durationSec },
    optionsDir: join(outDir, 'variants'),
    variants: planned.map((p) => ({
      name: p.variant.name,
      description: p.variant.description,
      changed: p.variant.changed,
      clamps: p.variant.clamps,
    })),
  };
}
