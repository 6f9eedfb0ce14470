import type { OpenRefusal, ValueCondition } from '../../engines/types.js';
import { atOption } from '../report.js';
import type { LintContext, Report, Rule, Scope } from '../types.js';
import { docsUrl } from '../walk.js';

interface Family {
  cf: Scope;
  table: Scope | undefined;
}

function scopeOf(ctx: LintContext, family: Family, section: ValueCondition['section']): Scope | undefined {
  if (section === 'DBOptions') return ctx.scopes.find((s) => s.profileSection === 'DBOptions');
  return section === 'CFOptions' ? family.cf : family.table;
}

function holds(ctx: LintContext, scopes: Family, condition: ValueCondition): boolean {
  const scope = scopeOf(ctx, scopes, condition.section);
  const known = ctx.profile.get(condition.section, condition.name);
  const value = (scope ? ctx.value(scope, condition.name) : undefined) ?? known?.default;
  if (value === undefined) return false;
  if (condition.equals !== undefined) return value === condition.equals || (condition.equals === 'true' && value === '1');
  if (condition.notIn !== undefined) return !condition.notIn.includes(value);
  if (condition.positive) return ((scope ? ctx.number(scope, condition.name) : undefined) ?? Number(value)) > 0;
  if (condition.notPowerOfTwo) {
    const n = scope ? ctx.number(scope, condition.name) : Number(value);
    return n !== undefined && n > 0 && (n & (n - 1)) !== 0;
  }
  return false;
}

function refusal(ctx: LintContext, family: Family, r: OpenRefusal): Report | undefined {
  if (!r.when.every((c) => holds(ctx, family, c))) return undefined;
  const first = r.when[0] as ValueCondition;
  const scope = scopeOf(ctx, family, first.section) ?? family.cf;
  const shown = r.when.map((c) => {
    const at = scopeOf(ctx, family, c.section);
    return `${c.name}=${(at && ctx.value(at, c.name)) ?? `${ctx.profile.get(c.section, c.name)?.default} (default)`}`;
  });
  return atOption(scope, first.name, 'refused', `${shown.join(' with ')}: ${ctx.profile.id} refuses to open the database ("${r.message}").`);
}

export const openRefusalRule: Rule = {
  meta: {
    id: 'open-refusal',
    severity: 'error',
    description: 'A combination every value of which parses but that the target engine\'s DB::Open refuses (BlockBasedTableFactory::ValidateOptions): block_align=true with compression, block_align with a block_size that is not a power of 2, cache_index_and_filter_blocks with no_block_cache; before 6.5 (TRocksDB included, ColumnFamilyData::ValidateOptions) a ttl or periodic_compaction_seconds above 0 unless max_open_files=-1.',
    docsUrl: docsUrl('open-refusal'),
    fixable: false,
    messages: { refused: 'DB::Open refuses this combination.' },
  },
  check: (ctx) => ctx.columnFamilies.flatMap((family) => ctx.profile.openRefusals.flatMap((r) => refusal(ctx, family, r) ?? [])),
};
