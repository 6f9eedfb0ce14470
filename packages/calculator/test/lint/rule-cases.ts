import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import { lintFactsSchema } from '../../src/lint/config.js';
import { optionsFile, type InvalidCase, type ValidCase } from './rule-tester.js';

/** Where each rule's cases live: `cases/<rule id>.yaml`, data rather than code so that tables do not repeat code. */
export const CASES_DIR = new URL('./cases/', import.meta.url);

const lines = z.array(z.string()).optional();
/** The parts of `optionsFile()`: a file written from them, or `text` verbatim. */
const fileParts = {
  version: z.union([z.string(), z.literal(false)]).optional(),
  db: lines,
  cf: lines,
  table: lines,
  extra: z.string().optional(),
};
const textOrParts = z.union([z.string(), z.strictObject(fileParts)]);

const expectedReport = z.strictObject({
  messageId: z.string(),
  at: z.string().optional(),
  severity: z.enum(['error', 'warning', 'info']).optional(),
  message: z.string().optional(),
});

const caseSchema = z.strictObject({
  name: z.string(),
  text: z.string().optional(),
  ...fileParts,
  facts: z.unknown().optional(),
  target: z.string().optional(),
  loader: z.enum(['strict', 'ignore-unknown']).optional(),
  errors: z.array(expectedReport).min(1).optional(),
  output: textOrParts.optional(),
});
type CaseData = z.output<typeof caseSchema>;

const fileSchema = z.strictObject({ valid: z.array(caseSchema).default([]), invalid: z.array(caseSchema).default([]) });

function textOf(c: CaseData): string {
  const { text, version, db, cf, table, extra } = c;
  if (text === undefined) return optionsFile({ version, db, cf, table, extra });
  if ([version, db, cf, table, extra].some((p) => p !== undefined)) throw new Error(`case '${c.name}': text and file parts both given`);
  return text;
}

function validCase(c: CaseData): ValidCase {
  if (c.errors !== undefined || c.output !== undefined) throw new Error(`valid case '${c.name}' has errors or output`);
  const facts = c.facts === undefined ? undefined : lintFactsSchema.parse(c.facts);
  return { name: c.name, text: textOf(c), facts, target: c.target, loader: c.loader };
}

function invalidCase(c: CaseData): InvalidCase {
  if (c.errors === undefined) throw new Error(`invalid case '${c.name}' lists no errors`);
  const output = c.output === undefined || typeof c.output === 'string' ? c.output : optionsFile(c.output);
  return { ...validCase({ ...c, errors: undefined, output: undefined }), errors: c.errors, output };
}

/** The valid and invalid cases of one rule, checked against the schema so that a misspelt key fails the test. */
export function loadRuleCases(ruleId: string): { valid: ValidCase[]; invalid: InvalidCase[] } {
  const parsed = fileSchema.safeParse(parse(readFileSync(new URL(`${ruleId}.yaml`, CASES_DIR), 'utf8')));
  if (!parsed.success) throw new Error(`cases/${ruleId}.yaml: ${z.prettifyError(parsed.error)}`);
  const data = parsed.data;
  return { valid: data.valid.map(validCase), invalid: data.invalid.map(invalidCase) };
}
