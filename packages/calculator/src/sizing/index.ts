import type { EngineProfile } from '../engines/types.js';
import type { Preset } from '../presets/types.js';
import type { SizingInput } from '../input/schema.js';
import type { SizingContext, SizingPolicy } from './context.js';
import { FILE_LAYOUT } from './file-layout.js';
import { evaluate, type SizingNode } from './graph.js';
import { SIZING_ORDER } from './nodes.js';
import { markNotReadableFromFile } from './not-in-file.js';
import type { OptionQuantities, Quantities } from './quantities.js';
import type { Derivation, LevelTable, MemoryBudget, RecommendedOption, SectionName, Warning } from './types.js';

export interface Sizing {
  options: RecommendedOption[];
  warnings: Warning[];
  levels: LevelTable;
  memory: MemoryBudget;
  /** Intermediate quantities of rules.md R7-R8, with their formulas. */
  derived: { maxSstFiles: Derivation; maxValueFiles: Derivation; keysPerFile: Derivation; keysPerFlush: Derivation };
}

/**
 * Applies every sizing rule for one validated input and preset, with the defaults and limits of the target's
 * profile: the sizing graph (nodes.ts) derived once, in dependency order.
 */
export function computeSizing(input: SizingInput, preset: Preset, profile: EngineProfile, policy: SizingPolicy = {}): Sizing {
  return sizingOf({ input, preset, profile, policy }, SIZING_ORDER);
}

/** Derives the nodes of `order` (the sizing graph in dependency order) and reads the file and the report from them. */
export function sizingOf(ctx: SizingContext, order: readonly SizingNode[]): Sizing {
  const q = evaluate(ctx, order);
  const { options, warnings } = fileOptions(q);
  markNotReadableFromFile(ctx, options);
  const notes = [...q.metadataFit.warnings, ...q.fileCountNotes, ...q.levelTable.warnings, ...q.advice, ...q.overcommit];
  return {
    options,
    warnings: [...warnings, ...notes],
    levels: q.levelTable.table,
    memory: q.memory,
    derived: { maxSstFiles: q.maxSstFiles, maxValueFiles: q.maxSstFiles, keysPerFile: q.keysPerFile, keysPerFlush: q.keysPerFlush },
  };
}

/** Every option this input writes, in the file's order, with the warnings of their derivations. */
function fileOptions(q: Quantities): { options: RecommendedOption[]; warnings: Warning[] } {
  const options: RecommendedOption[] = [];
  const warnings: Warning[] = [];
  for (const [name, section] of Object.entries(FILE_LAYOUT) as [keyof OptionQuantities, SectionName][]) {
    const d = q[name];
    if (!d) continue;
    options.push({ name, section, value: d.value, formula: d.formula, source: d.source, why: d.why });
    warnings.push(...(d.warnings ?? []));
  }
  return { options, warnings };
}
