import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The CLI's folders form layers: commands/ on top, then compare/ serve/ flags/ render/ output/ engine/ hardware/,
// cli-kit/ at the bottom. A cycle between two folders means neither can be read (or moved) alone.
const SRC = resolve(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

/** A folder of src/, or a file directly in src/ (main.ts and run.ts sit on top, version.ts and paths.ts at the bottom). */
function folderOf(file: string): string {
  const rel = relative(SRC, file);
  return rel.includes(sep) ? (rel.split(sep)[0] as string) : rel.replace(/\.js$/, '.ts');
}

/** Folder -> folders it imports (static imports, re-exports and dynamic import()), relative specifiers only. */
export function folderGraph(files: string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)) {
      const to = folderOf(resolve(dirname(file), m[1] as string));
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

describe('CLI architecture', () => {
  it('finds a cycle when there is one (the check itself)', () => {
    const g = new Map([['commands', new Set(['compare'])], ['compare', new Set(['commands'])], ['cli-kit', new Set<string>()]]);
    expect(cycles(g)).toContainEqual(['commands', 'compare', 'commands']);
  });

  it('no two folders of packages/cli/src import each other, directly or through others', () => {
    const graph = folderGraph(sourceFiles(SRC));
    expect(graph.get('commands')?.size).toBeGreaterThan(3);
    expect(cycles(graph)).toEqual([]);
  });
});
