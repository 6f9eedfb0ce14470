import { defaultTargetFor } from '../engines/registry.js';
import { getEngineProfile } from '../engines/resolve.js';
import type { EngineProfile, ProfileSection } from '../engines/types.js';
import type { Dialect, SizingInput } from '../input/schema.js';
import type { RecommendedOption, Warning } from '../sizing/types.js';

/** The engine version a file is written for: --target, else the dialect's default target. Throws for an unknown id. */
export function resolveTarget(dialect: Dialect, target?: string): EngineProfile {
  return getEngineProfile(target ?? defaultTargetFor(dialect));
}

/**
 * Inputs the target cannot honour. Values separated into blob files need integrated BlobDB
 * (RocksDB 6.18 and later): an older RocksDB target falls back to inline values.
 */
export function inputForTarget(input: SizingInput, profile: EngineProfile): { input: SizingInput; warnings: Warning[] } {
  const dialected = { ...input, dialect: profile.engine };
  if (profile.engine !== 'rocksdb' || profile.hasIntegratedBlobDb || !input.kvSeparation) return { input: dialected, warnings: [] };
  return {
    input: { ...dialected, kvSeparation: false },
    warnings: [
      {
        code: 'target-no-blobdb',
        severity: 'warning',
        message: `${profile.id} has no integrated BlobDB (enable_blob_files arrived in RocksDB 6.18): values stay inline in the SSTs and the file sizes follow the inline rules.`,
      },
    ],
  };
}

/** Options the target does not know are left out with a warning each; those it cannot read from a file, or drops when it does, become a comment in it. */
export function optionsForTarget(
  options: readonly RecommendedOption[],
  profile: EngineProfile,
): { options: RecommendedOption[]; warnings: Warning[] } {
  const kept: RecommendedOption[] = [];
  const warnings: Warning[] = [];
  for (const option of options) {
    const section = option.section as ProfileSection;
    const unreadable = profile.notReadableFromFile.find((o) => o.section === section && o.name === option.name);
    const dropped = profile.droppedFromFile?.find((o) => o.section === section && o.name === option.name);
    if (unreadable) {
      // Kept in the report, written into the file as a comment (report/options-file.ts).
      kept.push(
        option.notInFile ? option : { ...option, notInFile: `${profile.id} cannot read it from an OPTIONS file: ${unreadable.reason}` },
      );
    } else if (dropped) {
      kept.push(
        option.notInFile ? option : { ...option, notInFile: `${profile.id} drops it when it reads an OPTIONS file: ${dropped.reason}` },
      );
    } else if (!profile.get(section, option.name)) {
      warnings.push({
        code: 'target-option-not-written',
        severity: 'warning',
        message: `${option.name}=${String(option.value)} is not written: ${profile.id} has no such option in [${section}].`,
      });
    } else kept.push(option);
  }
  return { options: kept, warnings };
}
