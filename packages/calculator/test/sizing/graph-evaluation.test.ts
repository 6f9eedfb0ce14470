import { describe, expect, it } from 'vitest';
import { getEngineProfile, memorySettingsFrom, type Recommendation } from '../../src/index.js';
import type { SizingContext } from '../../src/sizing/context.js';
import { FILE_LAYOUT } from '../../src/sizing/file-layout.js';
import { dependencyOrder, type QuantityName, type SizingNode } from '../../src/sizing/graph.js';
import { computeSizing, sizingOf } from '../../src/sizing/index.js';
import { SIZING_NODES, SIZING_ORDER } from '../../src/sizing/nodes.js';
import { LSM_MEMORY_OPTIONS, TABLE_MEMORY_OPTIONS } from '../../src/sizing/predict.js';
import { rec } from '../helpers.js';

/** Nodes of a made-up graph: only the graph's names are made up, so they are cast. */
const fakeNode = (name: string, inputs: string[]): SizingNode => ({ name, inputs, derive: () => undefined }) as unknown as SizingNode;

const contextOf = (r: Recommendation): SizingContext => ({
  input: r.input,
  preset: r.preset,
  profile: getEngineProfile(r.target),
  policy: {},
});

/** Inputs that between them reach every branch of the graph: presets, dialects, inline and separated values, capped memory. */
const CASES: Recommendation[] = [
  rec(),
  rec({ workload: 'read-heavy' }),
  rec({ workload: 'bulk-load', dialect: 'trocksdb' }),
  rec({ workload: 'auto-tuned-compactions', diskWriteBytesPerSec: '500MB' }),
  rec({ kvSeparation: 'off', cpuThreads: 2, dramBytes: '512MiB', totalKeys: 2e6, openFiles: 1000 }),
  rec({ cpuThreads: 64, dramBytes: '1GB', totalKeys: 1e10 }),
];

describe('the sizing graph is evaluated once, in dependency order', () => {
  it('places every node after the nodes it reads', () => {
    const position = new Map(SIZING_ORDER.map((node, i) => [node.name, i]));
    expect(SIZING_ORDER.length).toBe(SIZING_NODES.length);
    const early = SIZING_ORDER.flatMap((node) =>
      node.inputs
        .filter((input) => (position.get(input) ?? Infinity) > (position.get(node.name) as number))
        .map((i) => `${node.name} <- ${i}`),
    );
    expect(early).toEqual([]);
  });

  it('refuses a cycle and an input no node derives', () => {
    expect(() => dependencyOrder([fakeNode('a', ['b']), fakeNode('b', ['c']), fakeNode('c', ['a'])])).toThrow(
      'sizing graph: cycle a -> b -> c -> a',
    );
    expect(() => dependencyOrder([fakeNode('a', ['nowhere'])])).toThrow('sizing graph: a reads nowhere, which no node derives');
    expect(() => dependencyOrder([fakeNode('a', []), fakeNode('a', [])])).toThrow('two nodes derive the same quantity');
  });

  it.each(CASES.map((r, i) => [i, r] as const))('case %i: each node derived exactly once, after its inputs, seeing only them', (_i, r) => {
    const ctx = contextOf(r);
    const derived: QuantityName[] = [];
    const seen = new Map<QuantityName, string[]>();
    const counting = SIZING_ORDER.map((node): SizingNode => ({
      ...node,
      derive: (c, inputs) => {
        expect(node.inputs.filter((input) => !derived.includes(input))).toEqual([]);
        derived.push(node.name);
        seen.set(node.name, Object.keys(inputs));
        return node.derive(c, inputs);
      },
    }));
    const sizing = sizingOf(ctx, counting);
    expect(derived.length).toBe(SIZING_NODES.length);
    expect(new Set(derived).size).toBe(derived.length);
    expect([...seen].filter(([name, keys]) => keys.join() !== SIZING_ORDER.find((n) => n.name === name)?.inputs.join())).toEqual([]);
    expect(sizing).toEqual(computeSizing(ctx.input, ctx.preset, ctx.profile));
  });

  it('the memory prediction declares every option of the file the memory model reads', () => {
    const read: string[] = [];
    memorySettingsFrom((name) => {
      read.push(name);
      return undefined;
    });
    const writable = read.filter((name) => name in FILE_LAYOUT);
    expect(writable).toContain('write_buffer_size');
    expect(writable.filter((name) => !(LSM_MEMORY_OPTIONS as readonly string[]).concat(TABLE_MEMORY_OPTIONS).includes(name))).toEqual([]);
  });
});
