import { LIMITS, parseSize } from '@rocktune/calculator';
import type { FieldKey } from './fields.js';

/** The unit a bare number most likely left out, per field: nobody has 64 bytes of DRAM. */
const LIKELY_UNIT: Partial<Record<FieldKey, string>> = { dramBytes: 'GB', diskWriteBytesPerSec: 'MB' };

/** `64` in DRAM → `64GB`, when the bare number is below the field's range and the suggestion is inside it. */
export function didYouMean(key: FieldKey, text: string): string | undefined {
  const unit = LIKELY_UNIT[key];
  const bounds = LIMITS[key as keyof typeof LIMITS];
  if (!unit || !bounds || !/^\s*\d+(\.\d+)?\s*$/.test(text)) return undefined;
  const bare = Number(text);
  const suggestion = `${text.trim()}${unit}`;
  const bytes = parseSize(suggestion);
  return bare < bounds.min && bytes !== undefined && bytes >= bounds.min && bytes <= bounds.max ? suggestion : undefined;
}
