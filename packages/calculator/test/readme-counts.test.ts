// Numbers the README states about the code are counted from it, so a new rule cannot leave the README behind.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../src/index.js';

const README = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');

describe('README', () => {
  it('states the number of lint rules in the registry', () => {
    const stated = [...README.matchAll(/(\d+) (?:lint )?rules\b/g)].map((m) => Number(m[1]));
    expect(stated.length).toBeGreaterThan(0);
    expect(stated).toEqual(stated.map(() => RULE_IDS.length));
  });
});
