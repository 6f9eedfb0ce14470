import { expect } from 'vitest';
import type { JsonReport } from '../src/index.js';
import type { GoldenExpectation } from './fixtures.js';

/** Checks a JSON report against the hand-written expectation; shared by the library and CLI golden tests. */
export function expectMatchesGolden(report: JsonReport, expected: GoldenExpectation, ini?: string): void {
  if (expected.options) expect(report.options).toMatchObject(expected.options);
  for (const name of expected.absentOptions ?? []) expect(report.options).not.toHaveProperty(name);
  for (const [name, value] of Object.entries(expected.derived ?? {})) expect(report.derived[name]?.value).toBe(value);
  if (expected.levels) expect(report.levels).toEqual(expected.levels);
  if (expected.levelSummary) expect(report.levelSummary).toMatchObject(expected.levelSummary);
  if (expected.memory) expect(report.memory).toMatchObject(expected.memory);
  if (expected.rocksdbVersion) expect(report.rocksdbVersion).toBe(expected.rocksdbVersion);
  const codes = report.warnings.map((w) => w.code);
  for (const code of expected.warningCodes ?? []) expect(codes).toContain(code);
  if (expected.warningCodes?.length === 0) expect(report.warnings.filter((w) => w.severity !== 'info')).toEqual([]);
  for (const [code, texts] of Object.entries(expected.warningContains ?? {})) {
    const message = report.warnings.find((w) => w.code === code)?.message ?? '';
    for (const text of texts) expect(message, code).toContain(text);
  }
  if (ini !== undefined) for (const line of expected.iniContains ?? []) expect(ini).toContain(line);
  for (const [name, text] of Object.entries(expected.explanationContains ?? {})) {
    expect(report.explanations[name]?.formula).toContain(text);
  }
}
