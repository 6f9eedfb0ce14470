import catalog from './catalog.json' with { type: 'json' };
import type { LintContext, LintSeverity, Report, Rule } from './types.js';
import { docsUrl } from './walk.js';

/** What people read about a rule: lint/catalog.json, one entry per rule id (the words live apart from the check). */
interface CatalogEntry {
  readonly severity: LintSeverity;
  readonly description: string;
  readonly fixable?: boolean;
  readonly needsFacts?: boolean;
  readonly messages: Readonly<Record<string, string>>;
}

const CATALOG: Readonly<Record<string, CatalogEntry>> = catalog as Record<string, CatalogEntry>;

/** The rule `id`: its catalog entry, its docs/lint.md anchor taken from the id, and its check. */
export function defineRule(id: string, check: (ctx: LintContext) => Iterable<Report>): Rule {
  const entry = CATALOG[id];
  if (!entry) throw new Error(`lint/catalog.json has no entry for rule '${id}'`);
  const { fixable = false, ...words } = entry;
  return { meta: { id, ...words, fixable, docsUrl: docsUrl(id) }, check };
}
