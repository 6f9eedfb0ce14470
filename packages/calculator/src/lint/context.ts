import { judgeOf } from '../engines/judge.js';
import { profileSectionOf } from '../engines/section-of.js';
import { parseOptionsIni, sectionEntries, type EntryLine, type OptionsSection } from '../options-ini/index.js';
import type { LintFacts } from './facts.js';
import type { ColumnFamily, LintContext, LoaderMode, Scope } from './types.js';
import { parseScalar } from '../engines/values.js';
import type { EngineProfile } from '../engines/types.js';

/** A table section whose factory the target reads no options of (CuckooTable before 6.14) is checked by no key. */
function toScope(section: OptionsSection, profile: EngineProfile): Scope {
  const known = profileSectionOf(section);
  const profileSection = known && profile.names(known).length > 0 ? known : undefined;
  const entries = sectionEntries(section);
  const first = new Map<string, EntryLine>();
  for (const entry of entries) if (!first.has(entry.key)) first.set(entry.key, entry);
  const cf = section.kind === 'CFOptions' || section.kind === 'TableOptions' ? (section.arg ?? '') : undefined;
  const path = cf === undefined ? section.title : `${section.title}.${cf}`;
  return { section, profileSection, cf, path, entries, first };
}

/** The first CFOptions of each name, with the first table section naming it. */
function columnFamilies(scopes: readonly Scope[]): ColumnFamily[] {
  const families = new Map<string, ColumnFamily>();
  for (const scope of scopes) {
    if (scope.section.kind === 'CFOptions' && scope.cf !== undefined && !families.has(scope.cf)) {
      families.set(scope.cf, { name: scope.cf, cf: scope, table: undefined });
    }
  }
  for (const scope of scopes) {
    const family = scope.cf === undefined ? undefined : families.get(scope.cf);
    if (scope.profileSection === 'TableOptions/BlockBasedTable' && family && !family.table) {
      families.set(family.name, { ...family, table: scope });
    }
  }
  return [...families.values()];
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

export interface TargetOptions {
  /** A profile id or version (engine@X.Y.Z, engine@X.Y) that overrides the file's [Version]. */
  readonly target?: string | undefined;
  readonly loader?: LoaderMode | undefined;
}

export function createContext(text: string, facts: LintFacts, options: TargetOptions = {}): LintContext {
  const { document, errors } = parseOptionsIni(text);
  const { profile, reason, fileVersion } = judgeOf(document, { target: options.target, dialect: facts.dialect });
  const scopes = document.sections.map((s) => toScope(s, profile));
  const versionScope = scopes.find((s) => s.section.kind === 'Version');
  const starts = lineStarts(text);
  const option: LintContext['option'] = (scope, name) => (scope.profileSection ? profile.get(scope.profileSection, name) : undefined);
  const value: LintContext['value'] = (scope, name) => scope?.first.get(name)?.value;
  const parsed = (scope: Scope | undefined, name: string) => {
    const known = scope ? option(scope, name) : undefined;
    if (!known) return undefined;
    const own = parseScalar(value(scope, name) ?? known.default, known.type);
    const result = own?.ok ? own : parseScalar(known.default, known.type);
    return result?.ok ? result.value : undefined;
  };
  return {
    text,
    document,
    syntaxErrors: errors,
    dialect: profile.engine,
    profile,
    targetReason: reason,
    explicitTarget: options.target !== undefined,
    fileVersion,
    loader: options.loader ?? 'strict',
    facts,
    scopes,
    version: versionScope,
    db: scopes.find((s) => s.section.kind === 'DBOptions'),
    columnFamilies: columnFamilies(scopes),
    option,
    value,
    number(scope, name) {
      const v = parsed(scope, name);
      return typeof v === 'bigint' || typeof v === 'number' ? Number(v) : undefined;
    },
    bool: (scope, name) => parsed(scope, name) === true,
    offset: (line, column) => (starts[line - 1] ?? text.length) + column - 1,
    lineSpan: (line) => [starts[line - 1] ?? text.length, starts[line] ?? text.length],
  };
}
