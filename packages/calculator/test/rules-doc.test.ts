import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../src/lint/registry.js';

// docs/rules.md is the one home of the rules' "why": every id cited in the repository resolves to an
// entry there, every entry is encoded by some code, and no source file sends the reader outside the
// repository (a clone of the project does not contain the specification it was built from).

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));
const TEXT_FILE = /\.(ts|tsx|mts|mjs|cjs|js|cc|h|hpp|md|ini|sh|json)$/;
// build-trocksdb and build-prefix hold the engine builds (gitignored), which record the user's library paths.
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'build-trocksdb', 'build-prefix', '.git', 'results']);

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) out.push(...walk(path));
    } else if (entry.isFile() && TEXT_FILE.test(entry.name)) {
      out.push(path.split(sep).join('/'));
    }
  }
  return out;
}

const ID = String.raw`(?:R\d+b?|[XPL]-[a-z0-9]+(?:-[a-z0-9]+)*)`;
const CITATION = new RegExp(String.raw`rules\.md\s*#?\s*(${ID}(?:\s*(?:,|/|\band\b|\bor\b|-|–|\bto\b)\s*${ID})*)`, 'g');
const SINGLE_ID = new RegExp(ID, 'g');

/** `R20-R22` cites R20, R21 and R22; `R9, R11` cites both. */
function idsIn(citation: string): string[] {
  const ids = citation.match(SINGLE_ID) ?? [];
  const range = /^R(\d+)\s*(?:-|–|to)\s*R(\d+)$/.exec(citation.trim());
  if (!range) return ids;
  const out: string[] = [];
  for (let i = Number(range[1]); i <= Number(range[2]); i++) out.push(`R${i}`);
  return out;
}

/** Citations per file: file -> ids. */
function citations(files: string[]): Map<string, string[]> {
  const byFile = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const ids = [...text.matchAll(CITATION)].flatMap((m) => idsIn(m[1]!));
    if (ids.length > 0) byFile.set(file, ids);
  }
  return byFile;
}

const rulesText = readFileSync(join(ROOT, 'docs/rules.md'), 'utf8');
const entries = new Set([
  ...[...rulesText.matchAll(/^### (\S+)/gm)].map((m) => m[1]!),
  ...[...rulesText.matchAll(/^- \*\*(L-[a-z0-9-]+)\*\*/gm)].map((m) => m[1]!),
]);
const CITING_DIRS = ['packages', 'native', 'bench', 'docs'];
const cited = citations(CITING_DIRS.flatMap(walk));
/** Code that encodes a rule: sources, not tests or docs. */
const isCode = (file: string): boolean => /^(packages|native)\/[^/]+\/(src|lib)\//.test(file);

describe('docs/rules.md', () => {
  it('has the spec rules R1-R23 and R13b, each once', () => {
    const headings = [...rulesText.matchAll(/^### (\S+)/gm)].map((m) => m[1]!);
    expect(headings.length).toBe(new Set(headings).size);
    for (let i = 1; i <= 23; i++) expect(entries, `R${i}`).toContain(`R${i}`);
    expect(entries).toContain('R13b');
  });

  it('every cited id has an entry', () => {
    const missing = [...cited].flatMap(([file, ids]) => ids.filter((id) => !entries.has(id)).map((id) => `${file}: ${id}`));
    expect(missing).toEqual([]);
  });

  it('every entry is encoded by code that cites it (lint entries by the lint registry)', () => {
    const citedByCode = new Set([...cited].filter(([file]) => isCode(file)).flatMap(([, ids]) => ids));
    const lintRules = new Set(RULE_IDS.map((id) => `L-${id}`));
    const orphans = [...entries].filter((id) => !citedByCode.has(id) && !(id.startsWith('L-') && lintRules.has(id)));
    expect(orphans).toEqual([]);
  });

  it('lists every lint rule of the registry, linked to its lint.md section', () => {
    const lintDoc = readFileSync(join(ROOT, 'docs/lint.md'), 'utf8');
    for (const rule of RULE_IDS) {
      const line = new RegExp(String.raw`^- \*\*L-${rule}\*\*: .*\[lint\.md\]\(lint\.md#${rule}\)$`, 'm');
      expect(rulesText, rule).toMatch(line);
      expect(lintDoc, rule).toMatch(new RegExp(`^### ${rule}$`, 'm'));
    }
  });

  it('the citation scanner reads lists and ranges', () => {
    const text = 'x rules.md R20-R22 y rules.md R9, R11 and X-l0-clamp z rules.md L-duplicate-key.';
    expect([...text.matchAll(CITATION)].flatMap((m) => idsIn(m[1]!))).toEqual([
      'R20',
      'R21',
      'R22',
      'R9',
      'R11',
      'X-l0-clamp',
      'L-duplicate-key',
    ]);
  });
});

/** What points outside the repository: the shared spec, its reference notes and seeds, and their rule numbers. */
const OUTSIDE = [
  { what: 'a path into ../shared', re: /\.\.\/shared\b|\bshared\/(?:spec|reference|seeds|style)\b|\/work\//, sourcesOnly: false },
  { what: 'the spec file', re: /sizing-rules\.md/, sourcesOnly: false },
  { what: 'a section of the reference notes', re: /\breference §|\bspec rule\b/i, sourcesOnly: false },
  // Tests may hold legacy wording as data (e.g. text that the web page rewrites), so this one checks sources only.
  { what: 'a spec rule number (cite rules.md R<n>)', re: /\brules? \d+\b/i, sourcesOnly: true },
];

describe('no file of the repository points outside it', () => {
  const files = ['packages', 'native', 'bench', 'e2e', 'tools', 'scripts', 'fixtures', 'docs', 'test']
    .flatMap(walk)
    .filter((f) => f !== THIS_FILE);

  it.each(OUTSIDE)('no $what in the sources, tests, benchmarks, fixtures or docs', ({ re, sourcesOnly }) => {
    const hits = files
      .filter((file) => !sourcesOnly || !/\/test\//.test(file))
      .flatMap((file) =>
        readFileSync(join(ROOT, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (re.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])),
      );
    expect(hits).toEqual([]);
  });
});
