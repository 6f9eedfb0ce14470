import { defineRule } from '../define-rule.js';
import { type ConditionValue, findOpenRefusals, type FoundRefusal } from '../../engines/open-refusals.js';
import { atOption } from '../report.js';
import type { LintContext, Report } from '../types.js';

/** The value as written, and what runs where that differs (a name the engine cannot build runs the default). */
function shownValue(v: ConditionValue): string {
  if (!v.entry)
    return `${v.value} (${v.section?.kind === 'TableOptions' && v.condition.name === 'table_factory' ? 'its table section' : 'default'})`;
  return v.entry.value === v.value || v.condition.name === 'table_factory' ? v.value : `${v.entry.value} (runs ${v.value})`;
}

/** At the first condition stated in the file (the column family's header when every value is a default). */
function report(ctx: LintContext, found: FoundRefusal): Report | undefined {
  const stated = found.values.find((v) => v.entry) ?? found.values[0];
  const scope = ctx.scopes.find((s) => s.section === stated?.section) ?? ctx.columnFamilies.find((f) => f.name === found.cf)?.cf;
  if (!stated || !scope) return undefined;
  const shown = found.values.map((v) => `${v.condition.name}=${shownValue(v)}`);
  const unique = [...new Set(shown)];
  return atOption(
    scope,
    stated.condition.name,
    'refused',
    found.refusal.stage === 'read'
      ? `${unique.join(' with ')}: ${ctx.profile.id} opens the database, then fails every read of a flushed table ("${found.refusal.message}").`
      : `${unique.join(' with ')}: ${ctx.profile.id} refuses to open the database ("${found.refusal.message}").`,
  );
}

export const openRefusalRule = defineRule({
  id: 'open-refusal',
  severity: 'error',
  description:
    "A combination every value of which parses but that the target engine's DB::Open refuses: block_align=true with compression, block_align with a block_size that is not a power of 2, cache_index_and_filter_blocks with no_block_cache (BlockBasedTableFactory::ValidateOptions); a ttl or periodic_compaction_seconds above 0 (from 6.6 other than its unset default) with a table factory other than BlockBasedTable; FIFO compaction with max_open_files other than -1 (6.20 on); atomic_flush with enable_pipelined_write (6.6 on); PlainTable in hash mode without a prefix extractor (opens, then every read of a flushed table fails); before 6.5 (TRocksDB included) a ttl or periodic_compaction_seconds above 0 unless max_open_files=-1.",
  messages: { refused: 'DB::Open refuses this combination.' },
  check: (ctx) => findOpenRefusals(ctx.document, ctx.profile).flatMap((found) => report(ctx, found) ?? []),
});
