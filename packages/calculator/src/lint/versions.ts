import { keyHistory, isTrocksdbOnlyKey } from '../engines/known-names.js';
import type { ProfileSection } from '../engines/types.js';
import { compareVersions, parseVersion } from '../engines/versions.js';
import type { LintContext } from './types.js';

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

function after(version: string, target: string): boolean {
  return compareVersions(parseVersion(version) ?? [], parseVersion(target) ?? []) > 0;
}

/** "added in 8.2", "removed in 10.2", "a TRocksDB VLog option", or undefined for a key no version knew. */
export function versionNote(ctx: LintContext, section: ProfileSection, name: string): string | undefined {
  const history = keyHistory(section, name);
  const target = ctx.profile.version;
  if (history) {
    if (ctx.profile.engine === 'trocksdb') return `it is a RocksDB option${history.added ? ` added in ${history.added}` : ''}, newer than TRocksDB's ${target} base`;
    if (history.added && after(history.added, target)) return `it was added in RocksDB ${history.added}, after ${ctx.profile.id}`;
    if (history.removed && !after(history.removed, target)) return `it was removed in RocksDB ${history.removed}`;
    return `RocksDB knows it in other versions`;
  }
  if (isTrocksdbOnlyKey(name)) return 'it is a TRocksDB VLog option; upstream RocksDB separates values with integrated BlobDB (enable_blob_files, min_blob_size, ...)';
  return undefined;
}
