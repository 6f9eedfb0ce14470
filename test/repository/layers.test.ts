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

// The calculator's sizing is a declared graph (issue 37): each node file names the quantities it reads, and only the
// registry (sizing/nodes.ts) imports node files, so no node is computed again outside the order computeSizing
// evaluates. Node files may import the graph module, the types and shared pure helpers.
const SIZING = 'packages/calculator/src/sizing';
const REGISTRY = 'nodes.ts';

/** A file that declares a node of the sizing graph. */
const declaresNode = (text: string): boolean => /\bdefineNode\(\s*'/.test(text);

/** The files of the same folder a file imports, by name. */
const siblingImports = (text: string): string[] =>
  [...text.matchAll(/(?:from\s+|import\s*\(\s*)'\.\/([^'/]+)\.js'/g)].map((m) => `${m[1]}.ts`);

/** Each import of a node file by a sizing file other than the registry, as `importer -> node file`. */
function importsOutsideGraph(texts: ReadonlyMap<string, string>): string[] {
  const nodeFiles = new Set([...texts].filter(([, text]) => declaresNode(text)).map(([file]) => file));
  return [...texts]
    .filter(([file]) => file !== REGISTRY)
    .flatMap(([file, text]) => siblingImports(text).flatMap((to) => (nodeFiles.has(to) ? [`${file} -> ${to}`] : [])));
}

describe('the sizing graph', () => {
  const texts = new Map(
    filesUnder([SIZING], /\.ts$/).map((f) => [f.slice(SIZING.length + 1), readFileSync(join(ROOT, f), 'utf8')] as const),
  );

  it('finds a node file or a helper importing a node file (the check itself)', () => {
    const fake = new Map([
      ['a.ts', "import { defineNode } from './graph.js';\nexport const a = defineNode('a', [], () => 1);"],
      ['b.ts', "import { a } from './a.js';\nimport { defineNode } from './graph.js';\nexport const b = defineNode('b', [], () => a);"],
      ['helper.ts', "import { a } from './a.js';"],
      [REGISTRY, "import { a } from './a.js';\nimport { b } from './b.js';"],
    ]);
    expect(importsOutsideGraph(fake)).toEqual(['b.ts -> a.ts', 'helper.ts -> a.ts']);
  });

  it('no sizing file but the registry imports a node file', () => {
    expect([...texts.values()].filter(declaresNode).length).toBeGreaterThan(50);
    expect(importsOutsideGraph(texts)).toEqual([]);
  });

  it('the registry imports every node file', () => {
    const nodeFiles = [...texts].filter(([, text]) => declaresNode(text)).map(([file]) => file);
    const registered = siblingImports(texts.get(REGISTRY) ?? '');
    expect(nodeFiles.filter((file) => !registered.includes(file))).toEqual([]);
  });
});
