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

/** Engine-written files that still get an error-level finding (docs: judge-findings A1). */
export const KNOWN_ENGINE_WRITTEN_ERRORS: readonly KnownEngineWrittenError[] = [
  {
    versions: ['8.7.3', '8.8.1', '8.9.1', '8.10.2', '8.11.4', '9.0.1', '9.1.1', '9.2.1', '9.3.1', '9.4.0', '9.5.2', '9.7.4', '9.8.4', '9.9.3', '9.10.0', '9.11.2', '10.0.1', '10.1.3', '10.2.1', '10.5.1', '10.6.2', '10.10.1', '11.0.4', '11.1.2'],
    files: ['ribbon.ini', 'ribbon-hybrid.ini'],
    ruleId: 'filter-policy-ignored',
    engine: 'strict load OK, open OK; the flushed SST has filter_policy_name=ribbonfilter',
  },
];

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
export const KNOWN_JAR_DISAGREEMENTS: readonly KnownJarDisagreement[] = [];
