import { fileSeparatesValues } from '../engines/separation.js';
import { GUIDE } from '../sizing/limits.js';
import { atOption, bytes } from './report.js';
import type { LintContext, Report, Scope } from './types.js';

/**
 * The KIOXIA guide's file-size limits (rules.md R10-R11) were derived with values
 * outside the LSM: they apply to TRocksDB and to RocksDB with integrated BlobDB, not to plain RocksDB.
 */
export function guideLimitsApply(ctx: LintContext, cf: Scope): boolean {
  return ctx.dialect === 'trocksdb' || fileSeparatesValues((name) => ctx.value(cf, name));
}

/**
 * G: "max_bytes_for_level_base must stay under 100 MB", so target_file_size_base never exceeds
 * 1/8 of it (12.5 MB): 8 x 12.5 MB = 100 MB is the largest base the guide's own rules give, so
 * 100 MB itself is within the limit (rules.md R11). One home: the generator's caps.
 */
export const GUIDE_MAX_LEVEL_BASE = GUIDE.maxLevelBase;
export const GUIDE_MAX_TARGET_FILE_SIZE = GUIDE.maxTargetFileSize;
/** G: max_bytes_for_level_multiplier = 8 and max_bytes_for_level_base = 8 x target_file_size_base. */
export const GUIDE_MULTIPLIER = GUIDE.levelMultiplier;

/** The [CFOptions] scopes the guide limits apply to. */
export function guideFamilies(ctx: LintContext): Scope[] {
  return ctx.columnFamilies.map((f) => f.cf).filter((cf) => guideLimitsApply(ctx, cf));
}

/**
 * The check of a guide cap: `option` as each key-value separated family runs it (RocksDB's default when the file
 * leaves it out, said so) above `limit`. `explain` completes the finding after "option = value".
 */
export function overGuideLimit(option: string, limit: number, explain: string): (ctx: LintContext) => Report[] {
  return (ctx) =>
    guideFamilies(ctx).flatMap((cf) => {
      const value = ctx.number(cf, option);
      if (value === undefined || value <= limit) return [];
      const note = cf.first.has(option) ? '' : ' (RocksDB default)';
      return [atOption(cf, option, 'over', `${option} = ${bytes(value)}${note} ${explain}`)];
    });
}
