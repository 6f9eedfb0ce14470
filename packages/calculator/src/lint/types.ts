import type { EngineName, EngineProfile, ProfileOption, ProfileSection } from '../engines/types.js';
import type { EntryLine, IniSyntaxError, OptionsDocument, OptionsSection } from '../options-ini/index.js';
import type { LintFacts } from './facts.js';

export type LintSeverity = 'error' | 'warning' | 'info';

/** Replace `[start, end)` of the source text (UTF-16 offsets) with `text`. */
export interface TextEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export interface Fix {
  /** What applying the fix does, e.g. `set max_open_files=-1`. */
  readonly description: string;
  readonly edits: readonly TextEdit[];
}

export interface Finding {
  readonly ruleId: string;
  readonly messageId: string;
  readonly severity: LintSeverity;
  readonly message: string;
  /** `DBOptions.max_open_files`, `CFOptions.default.write_buffer_size`, `TableOptions/BlockBasedTable.default`. */
  readonly path: string;
  /** 1-based. */
  readonly line: number;
  /** 1-based, UTF-16 code units. */
  readonly column: number;
  readonly fix?: Fix;
}

/** What a rule returns; the engine adds the rule id and the (configured) severity. */
export interface Report {
  readonly messageId: string;
  readonly message: string;
  readonly path: string;
  readonly line: number;
  readonly column: number;
  readonly fix?: Fix;
  /** Overrides meta.severity for this report (e.g. error when memtables alone exceed DRAM). */
  readonly severity?: LintSeverity;
}

export interface RuleMeta {
  /** Kebab-case, equal to the file name under rules/. */
  readonly id: string;
  readonly severity: LintSeverity;
  readonly description: string;
  readonly docsUrl: string;
  readonly fixable: boolean;
  /** messageId -> what it means. */
  readonly messages: Readonly<Record<string, string>>;
  /** Needs declared hardware or workload facts; silent without them. */
  readonly needsFacts?: boolean;
}

export interface Rule {
  readonly meta: RuleMeta;
  /** Reports one at a time where a rule may find millions (duplicate keys): lint lists 10,000 and counts the rest. */
  check(ctx: LintContext): Iterable<Report>;
}

/** How the program that loads the file treats unknown keys: ignore_unknown_options=false (strict) or true. */
export type LoaderMode = 'strict' | 'ignore-unknown';

/** One section of the file with its entries indexed; `profileSection` is undefined for [Version] and unknown sections. */
export interface Scope {
  readonly section: OptionsSection;
  readonly profileSection: ProfileSection | undefined;
  /** Column family of a CFOptions / TableOptions section. */
  readonly cf: string | undefined;
  /** Prefix of finding paths: `DBOptions`, `CFOptions.default`. */
  readonly path: string;
  readonly entries: readonly EntryLine[];
  /** The entry RocksDB uses for each key: the first one. */
  readonly first: ReadonlyMap<string, EntryLine>;
}

export interface ColumnFamily {
  readonly name: string;
  readonly cf: Scope;
  readonly table: Scope | undefined;
}

export interface LintContext {
  readonly text: string;
  readonly document: OptionsDocument;
  readonly syntaxErrors: readonly IniSyntaxError[];
  readonly dialect: EngineName;
  /** The engine version the file is judged by. */
  readonly profile: EngineProfile;
  /** Why that profile (the file's [Version], --target, or the default). */
  readonly targetReason: string;
  /** True when --target chose the profile; false when the file's [Version] (or its absence) did. */
  readonly explicitTarget: boolean;
  /** The file's `[Version] rocksdb_version`, as written. */
  readonly fileVersion: string | undefined;
  readonly loader: LoaderMode;
  readonly facts: LintFacts;
  readonly scopes: readonly Scope[];
  readonly version: Scope | undefined;
  readonly db: Scope | undefined;
  readonly columnFamilies: readonly ColumnFamily[];
  option(scope: Scope, name: string): ProfileOption | undefined;
  /** The value RocksDB uses (first entry), unescaped, or undefined when absent. */
  value(scope: Scope | undefined, name: string): string | undefined;
  /** The number RocksDB runs with: the parsed first entry, else the profile's default. */
  number(scope: Scope | undefined, name: string): number | undefined;
  /** The boolean RocksDB runs with (entry or default); false when unknown. */
  bool(scope: Scope | undefined, name: string): boolean;
  /** 0-based offset of a 1-based line/column. */
  offset(line: number, column: number): number;
  /** [start, end) of a whole line including its terminator. */
  lineSpan(line: number): [number, number];
}
