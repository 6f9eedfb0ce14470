import { bulkLoadCompactionBytes, defaultProfile } from '../engines/facts.js';
import type { EngineProfile } from '../engines/types.js';

const L0_TRIGGERS = new Set(['level0_file_num_compaction_trigger', 'level0_slowdown_writes_trigger', 'level0_stop_writes_trigger']);

/**
 * The values that mean "no limit" in the files rocktune writes, which scaling and varying keep as they are:
 * the profile's PrepareForBulkLoad L0 triggers and max_compaction_bytes, and 0 for a pending-compaction
 * limit (0 turns that stall off). The one place these markers are recognised.
 */
export function isUnlimitedValue(name: string, value: number | bigint, profile: EngineProfile = defaultProfile()): boolean {
  if (L0_TRIGGERS.has(name)) return value >= profile.bulkLoad.level0Trigger;
  if (name === 'max_compaction_bytes') return BigInt(value) >= bulkLoadCompactionBytes(profile);
  if (name === 'soft_pending_compaction_bytes_limit' || name === 'hard_pending_compaction_bytes_limit') return Number(value) === 0;
  return false;
}

/** `1 << N` for a power of two (how RocksDB's source writes PrepareForBulkLoad's values), else the decimal. */
export function shiftText(value: number | bigint): string {
  const bits = BigInt(value).toString(2);
  return /^10+$/.test(bits) ? `1 << ${bits.length - 1}` : BigInt(value).toString();
}

/** The guide's limits (G, "Additional Considerations"): level base under 100 MB, so SSTs at most 1/8 of it. */
export const GUIDE = {
  levelMultiplier: 8,
  maxLevelBase: 100e6,
  maxTargetFileSize: 100e6 / 8,
  l0CompactionTrigger: 4,
  valueSizeLimit: 10e6,
} as const;

/** rocktune extension: smallest SST we emit (rules.md R12). */
export const MIN_TARGET_FILE_SIZE = 2e6;
