import { formatInteger } from '../units.js';

/** Numbers as they appear in formulas: `8,000,000,000`. */
export const n = formatInteger;
