// The per-version OPTIONS files under fixtures/options-files/versions/ and their expected findings,
// written from what each version does (its engine's verdict, or its source at the tag): see that README.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const VERSIONS_DIR = fileURLToPath(new URL('../../../../fixtures/options-files/versions/', import.meta.url));

export interface ExpectedLine {
  readonly line: number;
  readonly key: string;
}

/** One way of loading the file: by its own [Version] (no target) or as `target`, with a loader. */
export interface VersionCheck {
  readonly target?: string;
  readonly loader?: 'strict' | 'ignore-unknown';
  /** The profile lint must pick from the file's [Version] (checks without target). */
  readonly judgedBy?: string;
  readonly verdict: 'loads' | 'refuses';
  /** Where the verdict comes from: the engine, or the version's source at its tag. */
  readonly by: string;
  /** The engine profile id whose real library gave the verdict (native/rocksdb-addon's test repeats it). */
  readonly engine?: string;
  /** loads: the only error-level findings allowed (usually none); refuses: lines that must have one. */
  readonly errors: readonly ExpectedLine[];
  /** Lines that must have a warning (keys a loader skips). */
  readonly warnings?: readonly ExpectedLine[];
}

export interface VersionFixture {
  /** `rocksdb-8.11.5/newer-keys.OPTIONS` */
  readonly path: string;
  readonly text: string;
  readonly made: string;
  readonly checks: readonly VersionCheck[];
}

export function versionFixtures(): VersionFixture[] {
  return readdirSync(VERSIONS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(VERSIONS_DIR, d.name))
        .filter((f) => f.endsWith('.OPTIONS'))
        .map((f) => `${d.name}/${f}`),
    )
    .sort()
    .map((path) => {
      const expected = JSON.parse(readFileSync(join(VERSIONS_DIR, path.replace(/\.OPTIONS$/, '.expected.json')), 'utf8')) as {
        made: string;
        checks: VersionCheck[];
      };
      return { path, text: readFileSync(join(VERSIONS_DIR, path), 'utf8'), made: expected.made, checks: expected.checks };
    });
}

/** A finding as far as the comparison needs it. */
export interface LineFinding {
  readonly line: number;
  readonly severity: string;
}

/** Error-level findings on a file the version loads that the expectation does not list: false errors. */
export function falseErrors<F extends LineFinding>(check: VersionCheck, findings: readonly F[]): F[] {
  if (check.verdict === 'refuses') return [];
  const allowed = new Set(check.errors.map((e) => e.line));
  return findings.filter((f) => f.severity === 'error' && !allowed.has(f.line));
}
