import type { Recommendation } from '../recommend.js';
import type { OptionValue, RecommendedOption } from '../sizing/types.js';

/**
 * Where one recommended option goes in an output format: `as` is how that format spells it (a key, a nested key, a
 * Java call), `note` what it does there when that differs from the OPTIONS file; `notExpressed` says why the
 * format cannot carry it (then `as` is absent).
 */
export interface Placement {
  readonly option: RecommendedOption;
  readonly as?: string;
  readonly value?: string;
  readonly note?: string;
  readonly notExpressed?: string;
}

/** The OPTIONS file's spelling of a value: lists colon-joined, everything else as written. */
export function plainValue(value: OptionValue): string {
  return Array.isArray(value) ? value.join(':') : String(value);
}

/** Options the target cannot read from a file are not in the ini either: the same reason holds for every format. */
export function placeEach(rec: Recommendation, place: (o: RecommendedOption) => Omit<Placement, 'option'>): Placement[] {
  return rec.options.map((option) =>
    option.notInFile !== undefined ? { option, notExpressed: option.notInFile } : { option, ...place(option) },
  );
}
