import { getEngineProfile, type Recommendation } from '@rocktune/calculator';

/** Warning codes the calculator gives when the target engine lacks something a sizing rule needs. */
const TARGET_CODES = new Set(['target-no-blobdb', 'target-option-not-written']);

/**
 * What the chosen engine version cannot do that the sizing rules wanted, in the calculator's words:
 * a feature it lacks (integrated BlobDB before 6.18), an option it does not know, a setting it cannot
 * read from a file (its profile's list; the file then names the value in a comment).
 */
export function targetNotes(rec: Recommendation): string[] {
  const profile = getEngineProfile(rec.target);
  const lacking = rec.warnings.filter((w) => TARGET_CODES.has(w.code)).map((w) => w.finding ?? w.message);
  const unreadable = profile.notReadableFromFile
    .filter((o) => rec.options.some((opt) => opt.name === o.name && opt.section === o.section))
    .map(
      (o) =>
        `${o.name} is not set in the file: ${profile.id} cannot read it from an OPTIONS file, so set it in code (the file’s header names the value).`,
    );
  return [...lacking, ...unreadable];
}
