import { keyHistory, isTrocksdbOnlyKey } from '../engines/known-names.js';
import { LIST_SYNTAX_SINCE } from '../engines/data/history.js';
import type { ListSyntax, ProfileSection } from '../engines/types.js';
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

/**
 * The release that added a key, when the engine that wrote the file (its [Version]) already had it
 * although the nearest profile at or below does not: the file's own engine loads the key.
 */
export function knownToFileEngine(ctx: LintContext, section: ProfileSection, name: string): string | undefined {
  if (ctx.explicitTarget || ctx.profile.engine !== 'rocksdb' || ctx.fileVersion === undefined) return undefined;
  const history = keyHistory(section, name);
  const file = parseVersion(ctx.fileVersion);
  if (!history || !file || !history.added) return undefined;
  const added = parseVersion(history.added) ?? [];
  const removed = history.removed ? parseVersion(history.removed) : undefined;
  if (compareVersions(added, file, 2) > 0 || (removed && compareVersions(removed, file, 2) <= 0)) return undefined;
  return history.added;
}

/**
 * The colon-list forms the file is read with: the target's, plus those the engine that wrote the file
 * already read when the file is judged by its own [Version] (a file written by a release that reads `{1}`, judged by an older profile, keeps `{1}`).
 */
export function listSyntaxOf(ctx: LintContext): ListSyntax {
  const own = ctx.profile.listSyntax;
  const file = ctx.fileVersion === undefined ? undefined : parseVersion(ctx.fileVersion);
  if (ctx.explicitTarget || ctx.profile.engine !== 'rocksdb' || !file) return own;
  const readBy = (form: keyof ListSyntax) => own[form] || compareVersions(parseVersion(LIST_SYNTAX_SINCE[form]) ?? [], file, 2) <= 0;
  return { bracedItems: readBy('bracedItems'), bracedList: readBy('bracedList') };
}
