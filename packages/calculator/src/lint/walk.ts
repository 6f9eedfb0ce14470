import type { ProfileOption } from '../engines/types.js';
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

/** docs/lint.md anchor of a rule. */
export function docsUrl(id: string): string {
  return `docs/lint.md#${id}`;
}
