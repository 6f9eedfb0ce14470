import { parseNested } from './nested.js';

/** Fields without an id: the engine builds nothing from them and the option keeps its default (observed). */
const NO_ID = '(no id=)';

/** The object name a component value asks for: the value itself, or the `id` of `{id=...;...}`; undefined when unsplittable. */
export function requestedName(value: string): string | undefined {
  if (!value.includes('=')) return value;
  const parsed = parseNested(value);
  return parsed.ok ? (parsed.fields.find(([k]) => k === 'id')?.[1] ?? NO_ID) : undefined;
}
