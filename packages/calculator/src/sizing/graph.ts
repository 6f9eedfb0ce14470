import type { SizingContext } from './context.js';
import type { Quantities } from './quantities.js';

export type QuantityName = keyof Quantities;

/**
 * One quantity of the sizing (an option of the file, an intermediate such as keysPerFlush, or a report): the
 * quantities it reads, by name, and how it derives from them. A derivation sees only the inputs it declares.
 */
export interface SizingNode<N extends QuantityName = QuantityName, I extends QuantityName = QuantityName> {
  readonly name: N;
  readonly inputs: readonly I[];
  readonly derive: (ctx: SizingContext, inputs: Pick<Quantities, I>) => Quantities[N];
}

export function defineNode<N extends QuantityName, I extends QuantityName = never>(
  name: N,
  inputs: readonly I[],
  derive: (ctx: SizingContext, inputs: Pick<Quantities, I>) => Quantities[N],
): SizingNode<N, I> {
  return { name, inputs, derive };
}

/** The nodes in dependency order, each after every node it reads; an input no node derives, or a cycle, throws. */
export function dependencyOrder(nodes: readonly SizingNode[]): SizingNode[] {
  const byName = new Map(nodes.map((node) => [node.name, node]));
  if (byName.size !== nodes.length) throw new Error('sizing graph: two nodes derive the same quantity');
  const order: SizingNode[] = [];
  const placed = new Set<QuantityName>();
  const visit = (node: SizingNode, path: QuantityName[]): void => {
    if (placed.has(node.name)) return;
    if (path.includes(node.name)) {
      throw new Error(`sizing graph: cycle ${[...path.slice(path.indexOf(node.name)), node.name].join(' -> ')}`);
    }
    for (const input of node.inputs) {
      const from = byName.get(input);
      if (!from) throw new Error(`sizing graph: ${node.name} reads ${input}, which no node derives`);
      visit(from, [...path, node.name]);
    }
    placed.add(node.name);
    order.push(node);
  };
  for (const node of nodes) visit(node, []);
  return order;
}

/** Derives every node once, in the given dependency order, handing each only the inputs it declared. */
export function evaluate(ctx: SizingContext, order: readonly SizingNode[]): Quantities {
  const values = new Map<QuantityName, unknown>();
  for (const node of order) {
    const inputs = Object.fromEntries(node.inputs.map((name) => [name, values.get(name)]));
    values.set(node.name, node.derive(ctx, inputs as unknown as Pick<Quantities, QuantityName>));
  }
  return Object.fromEntries(values) as unknown as Quantities;
}
