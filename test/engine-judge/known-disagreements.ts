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
    what: "unobservable: misread-number on a field of block_cache, block_cache_compressed or blob_cache (`num_shard_bits=4x`, `high_pri_pool_ratio=1e`, `capacity=1E19` read as 1): the jar loads and opens the file, and neither the persisted OPTIONS file nor the Java API shows a cache's fields (block_cache_compressed's capacity neither), so the judge cannot show the change",
    kind: 'false-error',
    ruleId: 'misread-number',
    line: /^\s*(?:block_cache(?:_compressed)?|blob_cache)\s*=/,
    engine:
      'rocksdbjni 6.29.5, 7.8.3, 7.10.2 and 8.11.4: strict load, DB::Open, write and flush OK (the jar benchmark, 20,000 files per version, 2026-11-26)',
  },
  {
    what: 'host-dependent: a preallocation larger than the free disk (lint knows no disk size; every release fallocates it on the first MANIFEST)',
    kind: 'missed-refusal',
    status: /^IO error: While appending to file: .*: No space left on device$/,
    engine:
      'manifest_preallocation_size=4t on a disk with 72 GB free: 6.29.5 to 11.1.2 DB::Open "IO error: While appending to file: <db>/000005.dbtmp: No space left on device", 5.18.4 the same at the first write (issue 23, 2026-11-26)',
  },
];
