import fc from 'fast-check';

/** Characters that matter to the OPTIONS grammar, plus a few ordinary and non-ASCII ones. */
export const trickyChar = fc.constantFrom('a', 'Z', '0', ' ', '\t', '\\', ':', '#', '=', '"', '[', ']', '\n', '\r', 'é', '\u00a0');

export const trickyString = (constraints: { minLength?: number; maxLength?: number } = {}) =>
  fc.string({ unit: trickyChar, ...constraints });

export const hasSurroundingCSpace = (s: string): boolean => /^[ \t\n\v\f\r]|[ \t\n\v\f\r]$/.test(s);
