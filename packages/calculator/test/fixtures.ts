import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The golden cases of fixtures/: inputs and hand-written expected values (see fixtures/README.md). */
export const FIXTURES_DIR = fileURLToPath(new URL('../../../fixtures/', import.meta.url));

export interface GoldenExpectation {
  options?: Record<string, number | string | boolean>;
  absentOptions?: string[];
  derived?: Record<string, number>;
  levels?: Array<{ level: number; files: number; bytes: number }>;
  levelSummary?: Record<string, number>;
  memory?: Record<string, number>;
  warningCodes?: string[];
  rocksdbVersion?: string;
  explanationContains?: Record<string, string>;
  /** Texts each warning's message must contain (e.g. both payload-paper thresholds). */
  warningContains?: Record<string, string[]>;
  /** Lines the OPTIONS file must contain exactly. */
  iniContains?: string[];
}

export interface GoldenCase {
  id: string;
  input: Record<string, unknown>;
  expected: GoldenExpectation;
}

export function goldenCases(): GoldenCase[] {
  return readdirSync(`${FIXTURES_DIR}inputs`)
    .filter((f) => f.endsWith('.json'))
    .map((file) => {
      const id = file.replace(/\.json$/, '');
      return {
        id,
        input: JSON.parse(readFileSync(`${FIXTURES_DIR}inputs/${file}`, 'utf8')) as Record<string, unknown>,
        expected: JSON.parse(readFileSync(`${FIXTURES_DIR}expected/${id}.json`, 'utf8')) as GoldenExpectation,
      };
    });
}
