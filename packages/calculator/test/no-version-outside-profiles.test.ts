// Every version-specific fact lives in the engine profiles (src/engines/data): no other source file of the
// calculator may name a version, in code, strings or comments. Section numbers of the thesis (T §3.5.4,
// thesis('3.3.1 ...')) and the profile data's own module names in imports are not versions.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const PROFILE_DATA = join(SRC, 'engines', 'data');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return path === PROFILE_DATA ? [] : sourceFiles(path);
    return /\.tsx?$/.test(d.name) ? [path] : [];
  });
}

const VERSION = /\b\d+\.\d+\.\d+\b/;

/** Version literals of one file, as `path:line: text`. */
function versionLiterals(path: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    const scanned = line
      .replace(/from\s+'[^']*engines\/data\/[^']*'/g, '')
      .replace(/(?:§\s*|thesis\('\s*(?:[\d.]+\s*\/\s*)?)\d+\.\d+\.\d+/g, '');
    return VERSION.test(scanned) ? [`${relative(SRC, path)}:${i + 1}: ${line.trim()}`] : [];
  });
}

describe('no version outside the profile data', () => {
  it('finds a version literal when one is there (the scan works)', () => {
    expect(versionLiterals(join(SRC, 'x.ts'), "// RocksDB 7.8.3 does this\nconst a = 'thesis';")).toHaveLength(1);
    expect(versionLiterals(join(SRC, 'x.ts'), "source: thesis('3.5.4 Subcompactions'), // T §3.3.1")).toEqual([]);
  });

  it('packages/calculator/src names no version outside src/engines/data', () => {
    const found = sourceFiles(SRC).flatMap((path) => versionLiterals(path, readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });
});
