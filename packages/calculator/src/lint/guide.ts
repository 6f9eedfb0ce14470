import type { LintContext, Scope } from './types.js';

/**
 * The KIOXIA guide's file-size limits (rules.md R10-R11) were derived with values
 * outside the LSM: they apply to TRocksDB and to RocksDB with integrated BlobDB, not to plain RocksDB.
 */
export function guideLimitsApply(ctx: LintContext, cf: Scope): boolean {
  return ctx.dialect === 'trocksdb' || ctx.bool(cf, 'enable_blob_files');
}

/** G: "max_bytes_for_level_base must stay under 100 MB" (decimal MB, as the guide counts). */
export const GUIDE_MAX_LEVEL_BASE = 100e6;
/** G: target_file_size_base never exceeds 1/8 of the level base cap: 12.5 MB. */
export const GUIDE_MAX_TARGET_FILE_SIZE = GUIDE_MAX_LEVEL_BASE / 8;
/** G: max_bytes_for_level_multiplier = 8 and max_bytes_for_level_base = 8 x target_file_size_base. */
export const GUIDE_MULTIPLIER = 8;

/** The [CFOptions] scopes the guide limits apply to. */
export function guideFamilies(ctx: LintContext): Scope[] {
  return ctx.columnFamilies.map((f) => f.cf).filter((cf) => guideLimitsApply(ctx, cf));
}
