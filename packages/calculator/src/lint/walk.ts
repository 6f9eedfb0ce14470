import type { ProfileOption, ProfileSection } from '../engines/types.js';
import type { EntryLine } from '../options-ini/index.js';
import type { LintContext, Scope } from './types.js';

export interface KnownEntry {
  readonly scope: Scope;
  readonly entry: EntryLine;
  readonly option: ProfileOption;
}

const cache = new WeakMap<LintContext, readonly KnownEntry[]>();

/** The entries RocksDB uses (first of each key) that the profile knows, in file order; computed once per context. */
export function knownEntries(ctx: LintContext): readonly KnownEntry[] {
  const cached = cache.get(ctx);
  if (cached) return cached;
  const out: KnownEntry[] = [];
  for (const scope of ctx.scopes) {
    for (const entry of scope.first.values()) {
      const option = ctx.option(scope, entry.key);
      if (option) out.push({ scope, entry, option });
    }
  }
  cache.set(ctx, out);
  return out;
}

export interface UnknownEntry {
  readonly scope: Scope;
  readonly entry: EntryLine;
  readonly section: ProfileSection;
}

/**
 * The entries RocksDB uses in an option section whose key the profile does not know there, in file order: unknown-option
 * reports those known nowhere in the target, option-in-wrong-section those known in another section.
 */
export function entriesUnknownInSection(ctx: LintContext): UnknownEntry[] {
  const out: UnknownEntry[] = [];
  for (const scope of ctx.scopes) {
    const section = scope.profileSection;
    if (!section) continue;
    for (const entry of scope.first.values()) if (!ctx.profile.get(section, entry.key)) out.push({ scope, entry, section });
  }
  return out;
}

/** docs/lint.md anchor of a rule. */
export function docsUrl(id: string): string {
  return `docs/lint.md#${id}`;
}
