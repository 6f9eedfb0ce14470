import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, ROOT } from './source-files.js';

// Each package's folders form layers; a cycle between two folders means neither can be read (or moved) alone.
// The CLI: commands/ on top, then compare/ serve/ flags/ render/ output/ engine/ hardware/, cli-kit/ at the bottom.
// The calculator: variants/ report/ lint/ scale/ on top, then recommend.ts, sizing/, memory/, presets/, input/,
// and engines/ (what RocksDB does, including how it reads a value) with options-ini/ (the grammar) at the bottom.

/** A folder of src/, or a file directly in src/ (main.ts, index.ts, recommend.ts, units.ts...). */
function folderOf(src: string, file: string): string {
  const rel = relative(src, file);
  return rel.includes(sep) ? (rel.split(sep)[0] as string) : rel.replace(/\.js$/, '.ts');
}

/** Folder -> folders it imports (static imports, re-exports and dynamic import()), relative specifiers only. */
export function folderGraph(src: string, files: string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = folderOf(src, file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)) {
      const to = folderOf(src, resolve(dirname(file), m[1] as string));
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle, each as the path that closes it (a -> b -> a). */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const visit = (node: string, path: string[]): void => {
    for (const next of graph.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) found.push([...path.slice(at), next]);
      else visit(next, [...path, next]);
    }
  };
  for (const start of graph.keys()) visit(start, [start]);
  return found;
}

const graphOf = (pkg: string): Map<string, Set<string>> => {
  const src = join(ROOT, pkg, 'src');
  return folderGraph(
    src,
    filesUnder([`${pkg}/src`], /\.ts$/).map((f) => join(ROOT, f)),
  );
};

describe('layers', () => {
  it('finds a cycle when there is one (the check itself)', () => {
    const g = new Map([
      ['commands', new Set(['compare'])],
      ['compare', new Set(['commands'])],
      ['cli-kit', new Set<string>()],
    ]);
    expect(cycles(g)).toContainEqual(['commands', 'compare', 'commands']);
  });

  it('no two folders of packages/cli/src import each other, directly or through others', () => {
    const graph = graphOf('packages/cli');
    expect(graph.get('commands')?.size).toBeGreaterThan(3);
    expect(cycles(graph)).toEqual([]);
  });

  it('no two folders of packages/calculator/src import each other, directly or through others', () => {
    const graph = graphOf('packages/calculator');
    expect(graph.get('lint')?.size).toBeGreaterThan(3);
    expect(cycles(graph)).toEqual([]);
  });

  it('engines/ (what RocksDB does) imports no other folder of the calculator but the OPTIONS grammar', () => {
    expect([...(graphOf('packages/calculator').get('engines') ?? [])].filter((f) => f !== 'options-ini')).toEqual([]);
  });
});
