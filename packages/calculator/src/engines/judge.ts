// Which engine and which profile judge an OPTIONS file: the one answer lint, validate, compare, serve and the
// page share. The engine is what the file was written for: TRocksDB writes its VLog options into every OPTIONS
// file it persists, upstream RocksDB never does; the [Version] alone cannot tell them apart (TRocksDB declares
// its RocksDB base). The profile follows the file's [Version] (profileForFileVersion) unless --target names one.
import { findEntry, listEntries, type OptionsDocument } from '../options-ini/index.js';
import { isTrocksdbOnlyKey } from './known-names.js';
import { profileForFileVersion, resolveTarget } from './resolve.js';
import type { EngineName, EngineProfile } from './types.js';

export interface Judge {
  /** The engine the file is judged (and validated) as. */
  readonly engine: EngineName;
  readonly profile: EngineProfile;
  /** Why this profile: the file's [Version], --target, or the default. */
  readonly reason: string;
  /** Why this engine: --target, --dialect, or what in the file decided. */
  readonly engineReason: string;
  /** The file's [Version] rocksdb_version, as written. */
  readonly fileVersion: string | undefined;
}

export interface JudgeRequest {
  /** A profile id or version (engine@X.Y.Z, engine@X.Y) that overrides the file's [Version]. */
  readonly target?: string | undefined;
  /** The engine the caller says the file is for. */
  readonly dialect?: EngineName | undefined;
}

/** The engine a file is written for, and the line that says so. */
export function fileEngine(document: OptionsDocument): { engine: EngineName; reason: string } {
  const vlog = listEntries(document).find(({ section, entry }) => section?.kind === 'CFOptions' && isTrocksdbOnlyKey(entry.key));
  if (vlog) return { engine: 'trocksdb', reason: `line ${vlog.entry.line}: ${vlog.entry.key} is a TRocksDB option` };
  const version = findEntry(document, 'Version', 'rocksdb_version');
  return {
    engine: 'rocksdb',
    reason: `${version ? `line ${version.line}: rocksdb_version=${version.value}, ` : ''}no TRocksDB option in the file`,
  };
}

/** The engine and profile that judge `document`, and why. */
export function judgeOf(document: OptionsDocument, asked: JudgeRequest = {}): Judge {
  const fileVersion = findEntry(document, 'Version', 'rocksdb_version')?.value;
  if (asked.target !== undefined) {
    const { profile, reason } = resolveTarget(asked.target);
    return {
      engine: profile.engine,
      profile,
      reason: `${reason}${fileVersion === undefined ? '' : ` (the file declares ${fileVersion})`}`,
      engineReason: `--target ${asked.target}`,
      fileVersion,
    };
  }
  const { engine, reason: engineReason } = asked.dialect
    ? { engine: asked.dialect, reason: `--dialect ${asked.dialect}` }
    : fileEngine(document);
  const { profile, reason } = profileForFileVersion(fileVersion, engine);
  return { engine, profile, reason, engineReason, fileVersion };
}
