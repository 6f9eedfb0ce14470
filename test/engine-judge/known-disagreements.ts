// Disagreements between lint and the engines still open, as data: each names what lint says and what the
// engine did (observed with tools/engine-judge on that release's jar). A fixed entry fails its test until
// it is deleted here; a new disagreement fails until it is fixed (or, knowingly, listed).

export interface KnownEngineWrittenError {
  /** Releases whose own file gets the error. */
  versions: readonly string[];
  /** Case file names (fixtures/options-files/engine-written/<version>/<file>). */
  files: readonly string[];
  ruleId: string;
  /** What the release did with its own file (its verdicts.json). */
  engine: string;
}

/** Engine-written files that still get an error-level finding: none since lintsev's severities (issue 23). */
export const KNOWN_ENGINE_WRITTEN_ERRORS: readonly KnownEngineWrittenError[] = [];

export interface KnownJarDisagreement {
  /** What lint gets wrong, in words. */
  what: string;
  kind: 'false-error' | 'missed-refusal';
  /** false-error: the rule that errs wrongly; missed-refusal: the engine status (a pattern). */
  ruleId?: string;
  status?: RegExp;
  /** The line lint errs on (false-error). */
  line?: RegExp;
  /** What the engine did, as observed on the jars. */
  engine: string;
}

/** Mutated files lint and a release jar still disagree on (the property test in lint-vs-jar.test.ts). */
export const KNOWN_JAR_DISAGREEMENTS: readonly KnownJarDisagreement[] = [
  {
    what: "engine-abort for a huge arena_block_size on 7.8.3: Debian's librocksdb 7.8.3 (the linked engine, built with assertions) aborts, the release jar runs it",
    kind: 'false-error',
    ruleId: 'engine-abort',
    line: /^\s*arena_block_size\s*=/,
    engine: 'rocksdbjni 7.8.3, arena_block_size=4294967296 or 9223372036854775808: strict load, DB::Open, write and flush OK',
  },
  {
    what: 'a preallocation larger than the free disk (host-dependent: lint cannot know the disk)',
    kind: 'missed-refusal',
    status: /^IO error: While appending to file: .*: No space left on device$/,
    engine: '11.1.2, manifest_preallocation_size=4t on a disk with 72 GB free: DB::Open "IO error: While appending to file: <db>/000005.dbtmp: No space left on device" (not reproduced on a later run)',
  },
];
