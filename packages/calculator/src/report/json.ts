import { describeSource } from '../provenance.js';
import type { Recommendation } from '../recommend.js';
import type { LevelRow, MemoryBudget, SectionName, Severity } from '../sizing/types.js';

/** The `--format json` object. Field names are a public contract: other tools read them. */
export interface JsonReport {
  rocktune: string;
  inputs: Record<string, unknown>;
  preset: string;
  rocksdbVersion: string;
  /** The engine profile the file is written for (`rocksdb@X.Y.Z`). */
  target: string;
  options: Record<string, number | string | boolean>;
  sections: Record<string, SectionName>;
  explanations: Record<string, { formula: string; source: string; why: string }>;
  warnings: Array<{ code: string; severity: Severity; message: string }>;
  levels: LevelRow[];
  levelSummary: { totalFiles: number; totalBytes: number; dataBytes: number; levelsNeeded: number; note: string };
  derived: Record<string, { value: number; formula: string }>;
  memory: MemoryBudget;
  runtimeController: string | null;
}

export function toJsonReport(rec: Recommendation, rocktuneVersion: string): JsonReport {
  const { rows, ...levelSummary } = rec.levels;
  return {
    rocktune: rocktuneVersion,
    inputs: { ...rec.input },
    preset: rec.preset.id,
    rocksdbVersion: rec.rocksdbVersion,
    target: rec.target,
    options: Object.fromEntries(rec.options.map((o) => [o.name, Array.isArray(o.value) ? o.value.join(':') : o.value])),
    sections: Object.fromEntries(rec.options.map((o) => [o.name, o.section])),
    explanations: Object.fromEntries(
      rec.options.map((o) => [o.name, { formula: o.formula, source: describeSource(o.source), why: o.why }]),
    ),
    warnings: rec.warnings.map(({ code, severity, message }) => ({ code, severity, message })),
    levels: rows,
    levelSummary,
    derived: Object.fromEntries(Object.entries(rec.derived).map(([k, d]) => [k, { value: d.value, formula: d.formula }])),
    memory: rec.memory,
    runtimeController: rec.preset.runtimeController ?? null,
  };
}
