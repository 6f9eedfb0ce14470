import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import catalog from '../../src/lint/catalog.json' with { type: 'json' };
import { RULES, RULE_IDS } from '../../src/lint/registry.js';
import { CASES_DIR } from './rule-cases.js';

const RULES_DIR = fileURLToPath(new URL('../../src/lint/rules/', import.meta.url));
const DOCS = readFileSync(fileURLToPath(new URL('../../../../docs/lint.md', import.meta.url)), 'utf8');
const ruleFiles = readdirSync(RULES_DIR)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''));

describe('rule registry', () => {
  it('registers every file in rules/, under the file name as id', () => {
    expect([...RULE_IDS].sort()).toEqual([...ruleFiles].sort());
  });

  it('has a catalog entry (lint/catalog.json) for every rule and none for a rule that does not exist', () => {
    expect(Object.keys(catalog).sort()).toEqual([...RULE_IDS].sort());
  });

  it("registers exactly the rules docs/lint.md documents (less unreadable-file, the CLI's own), each id once", () => {
    const rulesSection = DOCS.slice(DOCS.indexOf('\n## Rules\n')).split('\n## ')[1] ?? '';
    const documented = [...rulesSection.matchAll(/^### (\S+)$/gm)].map(([, id]) => id).filter((id) => id !== 'unreadable-file');
    expect([...RULE_IDS].sort()).toEqual(documented.sort());
    expect(new Set(RULE_IDS).size).toBe(RULE_IDS.length);
  });

  it.each(ruleFiles)('%s has complete metadata, a file of valid/invalid cases and a docs/lint.md section', (id) => {
    const rule = RULES.find((r) => r.meta.id === id);
    expect(rule?.meta.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(rule?.meta.description.length).toBeGreaterThan(20);
    expect(Object.keys(rule?.meta.messages ?? {}).length).toBeGreaterThan(0);
    expect(rule?.meta.docsUrl).toBe(`docs/lint.md#${id}`);
    expect(existsSync(new URL(`${id}.yaml`, CASES_DIR))).toBe(true);
    expect(DOCS).toContain(`\n### ${id}\n`);
  });
});
