import {
  TABLE_FACTORY_ALIASES_APPLIED,
  TABLE_FACTORY_ALIAS_BRACES_REFUSED,
  TABLE_FACTORY_ALIAS_SAME_KIND,
  inRange,
} from '../engines/data/behaviours-observed.js';
import { parseNested } from '../engines/nested.js';
import { parseScalar } from '../engines/values.js';
import { TABLE_FACTORIES, tableFactoryName } from '../engines/table-factory.js';
import type { ProfileSection } from '../engines/types.js';
import { atValue } from './report.js';
import type { LintContext, Report, Scope } from './types.js';

/** The kAlias keys that configure a column family's table factory, and the factory each configures. */
export const TABLE_FACTORY_ALIASES: Readonly<Record<string, string>> = {
  block_based_table_factory: 'BlockBasedTable',
  plain_table_factory: 'PlainTable',
};

/** The factory the column family holds while its CFOptions are parsed: the table_factory it names, else BlockBasedTable. */
function currentFactory(ctx: LintContext, cf: Scope): string {
  const named = tableFactoryName(ctx.value(cf, 'table_factory') ?? '');
  return TABLE_FACTORIES.has(named) ? named : 'BlockBasedTable';
}

/** Why the release refuses `key=value` (TableFactoryParseFn, ConfigureFromString), or undefined. */
function refusal(ctx: LintContext, cf: Scope, key: string, value: string): string | undefined {
  const factory = TABLE_FACTORY_ALIASES[key] as string;
  const current = currentFactory(ctx, cf);
  if (current !== factory && inRange(ctx.profile, TABLE_FACTORY_ALIAS_SAME_KIND)) return `"Cannot modify ${current} as ${key}"`;
  const parsed = parseNested(value);
  if (!parsed.ok) return undefined; // broken-nested-value's
  const section = `TableOptions/${factory}` as ProfileSection;
  const unknown = parsed.fields.find(([field]) => !ctx.profile.get(section, field));
  if (unknown) return `${factory} takes no option '${unknown[0]}'`;
  // Each field is parsed as that table option (OptionTypeInfo::Parse): a number or enum it cannot read is refused.
  const unreadable = parsed.fields.find(([field, text]) => {
    const option = ctx.profile.get(section, field)!;
    return option.type === 'enum' ? !option.values?.includes(text) : parseScalar(text, option.type)?.ok === false;
  });
  return unreadable
    ? `"Error parsing ${unreadable[0]}": ${unreadable[1]} is not a ${ctx.profile.get(section, unreadable[0])!.type} it reads`
    : undefined;
}

/** block_based_table_factory= / plain_table_factory= where the release applies them and refuses the file. */
export function tableAliasReports(ctx: LintContext): Report[] {
  const braces = inRange(ctx.profile, TABLE_FACTORY_ALIAS_BRACES_REFUSED);
  if (!braces && !inRange(ctx.profile, TABLE_FACTORY_ALIASES_APPLIED)) return [];
  return ctx.columnFamilies.flatMap(({ cf }) =>
    Object.keys(TABLE_FACTORY_ALIASES).flatMap((key) => {
      const entry = cf.first.get(key);
      const braced = braces && entry?.value.trim().startsWith('{');
      const why = braced
        ? `"unable to parse the specified CF option ${key}"`
        : entry && !braces
          ? refusal(ctx, cf, key, entry.value)
          : undefined;
      if (!entry || !why) return [];
      return [
        atValue(
          cf,
          entry,
          'unknownField',
          `${key}=${entry.value}: ${ctx.profile.id} applies it to the column family's table factory and refuses the file (${why}).`,
        ),
      ];
    }),
  );
}
