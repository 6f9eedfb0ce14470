import type { CatalogOption } from '../catalog/index.js';
import type { EntryLine } from '../options-ini/index.js';
import type { LintContext, Scope } from './types.js';

export interface KnownEntry {
  readonly scope: Scope;
  readonly entry: EntryLine;
  readonly option: CatalogOption;
}

/** The entries RocksDB uses (first of each key) that the catalog knows, in file order. */
export function knownEntries(ctx: LintContext): KnownEntry[] {
  const out: KnownEntry[] = [];
  for (const scope of ctx.scopes) {
    for (const entry of scope.first.values()) {
      const option = ctx.option(scope, entry.key);
      if (option) out.push({ scope, entry, option });
    }
  }
  return out;
}

/** docs/lint.md anchor of a rule. */
export function docsUrl(id: string): string {
  return `docs/lint.md#${id}`;
}
