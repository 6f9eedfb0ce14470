import { dottedField } from '../../engines/dotted-names.js';
import { namesInAnyVersion } from '../../engines/known-names.js';
import { parseScalar } from '../../engines/values.js';
import type { ProfileSection } from '../../engines/types.js';
import type { EntryLine } from '../../options-ini/index.js';
import { defineRule } from '../define-rule.js';
import { atKey } from '../report.js';
import { didYouMean, editDistance } from '../suggest.js';
import type { LintContext, Report, Scope } from '../types.js';
import { unknownKeyConsequence, versionNote } from '../versions.js';
import { entriesUnknownInSection } from '../walk.js';

function renameFix(ctx: LintContext, entry: EntryLine, to: string) {
  const start = ctx.offset(entry.line, entry.keyColumn);
  return { description: `rename ${entry.key} to ${to}`, edits: [{ start, end: start + entry.key.length, text: to }] };
}

/**
 * Did-you-mean searches per file: each compares the key with every name of every version (~0.1 ms), so a file of
 * 1.5 M unknown keys would spend minutes on suggestions nobody reads; past this many they are skipped.
 */
export const SUGGESTION_BUDGET = 1_000;
const suggestionsSpent = new WeakMap<LintContext, number>();

function suggestion(
  ctx: LintContext,
  scope: Scope,
  entry: EntryLine,
  section: ProfileSection,
): { hint: string; fix?: ReturnType<typeof renameFix> } {
  const spent = suggestionsSpent.get(ctx) ?? 0;
  suggestionsSpent.set(ctx, spent + 1);
  if (spent >= SUGGESTION_BUDGET)
    return {
      hint:
        spent === SUGGESTION_BUDGET
          ? ` (No did-you-mean for the unknown keys from here on: more than ${SUGGESTION_BUDGET} in this file.)`
          : '',
    };
  const known = didYouMean(entry.key, ctx.profile.names(section));
  const candidates = known.length > 0 ? known : didYouMean(entry.key, namesInAnyVersion(section));
  if (candidates.length === 0) return { hint: '' };
  const best = candidates[0] as string;
  const safe = known.length === 1 && !scope.first.has(best) && editDistance(entry.key.toLowerCase(), best.toLowerCase()) <= 2;
  const where = known.length > 0 ? '' : ` (known to other versions, not to ${ctx.profile.id})`;
  return { hint: ` Did you mean ${candidates.join(', ')}${where}?`, ...(safe ? { fix: renameFix(ctx, entry, best) } : {}) };
}

function report(ctx: LintContext, scope: Scope, entry: EntryLine, section: ProfileSection): Report {
  const unreadable = ctx.profile.notReadableFromFile.find((o) => o.section === section && o.name === entry.key);
  if (unreadable)
    return atKey(scope, entry, 'notReadable', `${entry.key} cannot be set in an OPTIONS file for ${ctx.profile.id}: ${unreadable.reason}.`);
  const note = versionNote(ctx, section, entry.key);
  const { text, severity } = unknownKeyConsequence(ctx);
  if (note)
    return atKey(scope, entry, 'otherVersion', `${entry.key} is not an option of ${ctx.profile.id} in [${section}]: ${note}. ${text}.`, {
      severity,
    });
  const { hint, fix } = suggestion(ctx, scope, entry, section);
  return atKey(
    scope,
    entry,
    'unknown',
    `Unknown option ${entry.key} in [${section}], in every known RocksDB and TRocksDB version: ${text}.${hint}`,
    { severity, fix },
  );
}

/** `name.field`, which the target reads as a field of `name`: refused only for a struct field's unreadable value. */
function dottedReport(ctx: LintContext, scope: Scope, entry: EntryLine, section: ProfileSection, at: { option: string; field: string }) {
  const type = ctx.profile.get(section, at.option)?.fields?.[at.field]?.type;
  const parsed = type === undefined ? undefined : parseScalar(entry.value, type);
  if (parsed && !parsed.ok)
    return atKey(
      scope,
      entry,
      'dottedValue',
      `${entry.key}=${entry.value}: ${ctx.profile.id} refuses the file: ${at.field} is ${parsed.reason}.`,
    );
  return atKey(
    scope,
    entry,
    'dotted',
    `${entry.key}: ${ctx.profile.id} reads this as ${at.field} of ${at.option}; rocktune checks the option, not this field.`,
    { severity: 'info' },
  );
}

export const unknownOptionRule = defineRule('unknown-option', (ctx) =>
  entriesUnknownInSection(ctx)
    // Known in another section of the target: option-in-wrong-section reports it.
    .filter((u) => ctx.profile.sectionsOf(u.entry.key).length === 0)
    .map((u) => {
      const dotted = dottedField(ctx.profile, u.section, u.entry.key);
      return dotted ? dottedReport(ctx, u.scope, u.entry, u.section, dotted) : report(ctx, u.scope, u.entry, u.section);
    }),
);
