import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_TARGET, getEngineProfile } from '@rocktune/calculator';
import { describe, expect, it } from 'vitest';
import { filesUnder, ROOT } from './source-files.js';

// The version of the engine rocktune links is a fact of its profile (packages/calculator/src/engines/data). Product
// code, tools and benchmarks read it from there or from the engine; they never write it down. Tests and fixtures may
// name versions where they test what one version does, and docs may quote them.
const LINKED = getEngineProfile(DEFAULT_TARGET).version;
const CODE_DIRS = ['packages', 'native', 'tools', 'bench', 'e2e', 'scripts'];
const CODE = /\.(ts|tsx|mts|mjs|cc|h|gyp|sh|json)$/;
const EXEMPT = [/^packages\/calculator\/src\/engines\/data\//, /\/test\//, /^e2e\/specs\//, /package-lock\.json$/];

describe(`the linked engine's version (${LINKED})`, () => {
  it('appears in no product code, tool or benchmark outside the profile data', () => {
    const files = filesUnder(CODE_DIRS, CODE).filter((f) => !EXEMPT.some((re) => re.test(f)));
    expect(files.length).toBeGreaterThan(300);
    const literal = new RegExp(`(?<![\\d.])${LINKED.replaceAll('.', '\\.')}(?![\\d])`);
    const hits = files.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (literal.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])),
    );
    expect(hits).toEqual([]);
  });
});
