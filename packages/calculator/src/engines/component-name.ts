import { parseNested } from './nested.js';

/** Fields without an id: the engine builds nothing from them and the option keeps its default (observed). */
const NO_ID = '(no id=)';

/** The object name a component value asks for: the value itself, or the `id` of `{id=...;...}`; undefined when unsplittable. */
export function requestedName(value: string): string | undefined {
  if (!value.includes('=')) return value;
  const parsed = parseNested(value);
  return parsed.ok ? (parsed.fields.find(([k]) => k === 'id')?.[1] ?? NO_ID) : undefined;
}

/** The entry that sets a component: the option's own key, else the first of its aliases the scope holds. */
export function componentEntry<E>(first: ReadonlyMap<string, E>, name: string, aliases: readonly string[] = []): E | undefined {
  return first.get(name) ?? aliases.map((a) => first.get(a)).find((e) => e !== undefined);
}
