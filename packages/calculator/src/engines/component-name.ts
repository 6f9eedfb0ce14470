import { type VersionRange, inRange } from './data/behaviours-observed.js';
import { parseNested } from './nested.js';
import type { EngineName } from './types.js';

/** Fields without an id: the engine builds nothing from them and the option keeps its default (observed). */
const NO_ID = '(no id=)';

/** The object name a component value asks for: the value itself, or the `id` of `{id=...;...}`; undefined when unsplittable. */
export function requestedName(value: string): string | undefined {
  if (!value.includes('=')) return value;
  const parsed = parseNested(value);
  return parsed.ok ? (parsed.fields.find(([k]) => k === 'id')?.[1] ?? NO_ID) : undefined;
}

/** The entry that sets a component: the option's own key where the release reads it, else the first alias the scope holds. */
export function componentEntry<E>(
  first: ReadonlyMap<string, E>,
  component: { readonly name: string; readonly aliases?: readonly string[]; readonly nameIgnoredIn?: VersionRange },
  profile: { readonly engine: EngineName; readonly version: string },
): E | undefined {
  const nameRead = !component.nameIgnoredIn || !inRange(profile, component.nameIgnoredIn);
  return (
    (nameRead ? first.get(component.name) : undefined) ?? (component.aliases ?? []).map((a) => first.get(a)).find((e) => e !== undefined)
  );
}
