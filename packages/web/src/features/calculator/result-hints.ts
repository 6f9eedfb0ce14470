import type { Recommendation } from '@rocktune/calculator';
import type { FieldKey } from '../../state/fields.js';

/** Field hints that depend on the result, so a hint never contradicts the file (issue 35). */
export function resultHints(rec: Recommendation | undefined): Partial<Record<FieldKey, string>> {
  const perLevel = rec?.options.find((o) => o.name === 'compression_per_level')?.value;
  if (Array.isArray(perLevel) && perLevel.length > 0 && perLevel.every((codec) => codec !== 'kNoCompression'))
    return { compression: 'Used on every level: in a database this small, L0-L2 hold much of the data.' };
  return {};
}
