import { NEWER_THAN_TROCKSDB, TROCKSDB_OPTIONS } from '../../catalog/index.js';
import { atKey } from '../report.js';
import { didYouMean, editDistance } from '../suggest.js';
import type { LintContext, Report, Rule, Scope } from '../types.js';
import { docsUrl } from '../walk.js';
import type { EntryLine } from '../../options-ini/index.js';

const TROCKSDB_ONLY = new Set(TROCKSDB_OPTIONS.map((o) => o.name));
const NEWER = new Set(NEWER_THAN_TROCKSDB);

function dialectNote(ctx: LintContext, name: string): string | undefined {
  if (ctx.dialect === 'rocksdb' && TROCKSDB_ONLY.has(name)) {
    return `${name} is a TRocksDB option; RocksDB ${ctx.catalog.version} refuses the file ("Could not find option"). Its integrated BlobDB equivalent is enable_blob_files and the blob_* options.`;
  }
  if (ctx.dialect === 'trocksdb' && NEWER.has(name)) {
    return `${name} does not exist in TRocksDB (based on RocksDB ${ctx.catalog.version}); it separates values with the VLog options (vlogring_activation_level, ...).`;
  }
  return undefined;
}

function renameFix(ctx: LintContext, entry: EntryLine, to: string) {
  const start = ctx.offset(entry.line, entry.keyColumn);
  return { description: `rename ${entry.key} to ${to}`, edits: [{ start, end: start + entry.key.length, text: to }] };
}

function report(ctx: LintContext, scope: Scope, entry: EntryLine, section: NonNullable<Scope['catalogSection']>): Report {
  const note = dialectNote(ctx, entry.key);
  if (note) return atKey(scope, entry, 'otherDialect', note);
  const suggestions = didYouMean(entry.key, ctx.catalog.names(section));
  const hint = suggestions.length > 0 ? ` Did you mean ${suggestions.join(', ')}?` : '';
  const best = suggestions[0];
  const safe = best !== undefined && suggestions.length === 1 && !scope.first.has(best) && editDistance(entry.key.toLowerCase(), best.toLowerCase()) <= 2;
  return atKey(scope, entry, 'unknown', `Unknown option ${entry.key} in [${section}]: RocksDB ${ctx.catalog.version} refuses the file ("Could not find option: : ${entry.key}").${hint}`, {
    fix: safe ? renameFix(ctx, entry, best) : undefined,
  });
}

export const unknownOptionRule: Rule = {
  meta: {
    id: 'unknown-option',
    severity: 'error',
    description: 'An option the engine does not know (with did-you-mean), or one of the other dialect (TRocksDB VLog vs RocksDB BlobDB). RocksDB refuses the whole file.',
    docsUrl: docsUrl('unknown-option'),
    fixable: true,
    messages: { unknown: 'Unknown option.', otherDialect: 'Option of the other dialect.' },
  },
  check(ctx) {
    const out: Report[] = [];
    for (const scope of ctx.scopes) {
      const section = scope.catalogSection;
      if (!section) continue;
      for (const entry of scope.first.values()) {
        if (ctx.catalog.get(section, entry.key)) continue;
        // Known in another section: option-in-wrong-section reports it.
        if (ctx.catalog.sectionsOf(entry.key).length === 0) out.push(report(ctx, scope, entry, section));
      }
    }
    return out;
  },
};
