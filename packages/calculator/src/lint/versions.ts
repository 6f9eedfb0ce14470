import { keyHistory, isTrocksdbOnlyKey } from '../engines/known-names.js';
import type { ProfileSection } from '../engines/types.js';
import { compareVersions, parseVersion } from '../engines/versions.js';
import { builtProfile, listEngineProfiles } from '../engines/registry.js';
import type { LintContext, LintSeverity } from './types.js';

/**
 * Whether the file's [Version] is newer than the target by the target's unknown-key rule
 * (major.minor, or major.minor.patch from 9.x); undefined when the file names no valid version.
 */
export function fileIsNewer(ctx: LintContext): boolean | undefined {
  const file = ctx.fileVersion === undefined ? undefined : parseVersion(ctx.fileVersion);
  const target = parseVersion(ctx.profile.version);
  if (!file || !target) return undefined;
  return compareVersions(file, target, ctx.profile.unknownKeyRule.comparedParts) > 0;
}

/**
 * What the loader does with a key (or a struct field) the target does not know: RocksDB's unknown-key rule
 * (options_parser.cc) plus the loader's flag. A newer file is read with ignore_unknown_options kept, under which
 * ConfigureSomeOptions (options/configurable.cc) also drops an option whose struct holds an unknown field.
 */
export function unknownKeyConsequence(ctx: LintContext): { text: string; severity: LintSeverity } {
  const newer = fileIsNewer(ctx);
  const target = ctx.profile.id;
  if (newer === false) {
    return {
      text: `${target} refuses the file ("Could not find option"), even with ignore_unknown_options, because the file's [Version] ${ctx.fileVersion} is not newer`,
      severity: 'error',
    };
  }
  const why = newer ? `the file declares ${ctx.fileVersion}, newer than ${target}` : 'the file has no [Version]';
  return {
    text: `${why}: a loader with ignore_unknown_options=true skips the key (its setting is lost), a strict loader refuses the file (--loader ${ctx.loader})`,
    severity: ctx.loader === 'strict' ? 'error' : 'warning',
  };
}

/** The first upstream release line whose `option` has struct field `field`, when one after the target's does. */
export function fieldAddedIn(ctx: LintContext, section: ProfileSection, option: string, field: string): string | undefined {
  if (ctx.profile.engine !== 'rocksdb') return undefined;
  const first = listEngineProfiles().find(
    (p) => p.engine === 'rocksdb' && builtProfile(p.id)?.get(section, option)?.fields?.[field] !== undefined,
  );
  return first && after(first.version, ctx.profile.version) ? first.version.split('.').slice(0, 2).join('.') : undefined;
}

function after(version: string, target: string): boolean {
  return compareVersions(parseVersion(version) ?? [], parseVersion(target) ?? []) > 0;
}

/** "added in 8.2", "removed in 10.2", "a TRocksDB VLog option", or undefined for a key no version knew. */
export function versionNote(ctx: LintContext, section: ProfileSection, name: string): string | undefined {
  const history = keyHistory(section, name);
  const target = ctx.profile.version;
  if (history) {
    if (ctx.profile.engine === 'trocksdb')
      return `it is a RocksDB option${history.added ? ` added in ${history.added}` : ''}, newer than TRocksDB's ${target} base`;
    if (history.added && after(history.added, target)) return `it was added in RocksDB ${history.added}, after ${ctx.profile.id}`;
    if (history.removed && !after(history.removed, target)) return `it was removed in RocksDB ${history.removed}`;
    return `RocksDB knows it in other versions`;
  }
  if (isTrocksdbOnlyKey(name))
    return 'it is a TRocksDB VLog option; upstream RocksDB separates values with integrated BlobDB (enable_blob_files, min_blob_size, ...)';
  return undefined;
}
