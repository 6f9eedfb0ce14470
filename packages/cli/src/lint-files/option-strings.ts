import { lintOptionString, lintOptionsText, looksLikeOptionString, type LintOptions, type LintResult } from '@rocktune/calculator';
import { UsageError } from '../cli-kit/errors.js';

/** `lint --format-in`: an OPTIONS file, or RocksDB option strings (`k=v;...`); by default each input is detected. */
export const FORMATS_IN = ['ini', 'options-string'] as const;
export type FormatIn = (typeof FORMATS_IN)[number];

/** What `--string TEXT` is called in the report. */
export const STRING_INPUT = '<string>';

export function readsAsOptionString(text: string, formatIn: FormatIn | undefined, display: string): boolean {
  if (display === STRING_INPUT || formatIn === 'options-string') return true;
  return formatIn === undefined && looksLikeOptionString(text);
}

export function lintText(text: string, formatIn: FormatIn | undefined, display: string, options: LintOptions): LintResult {
  return readsAsOptionString(text, formatIn, display) ? lintOptionString(text, options) : lintOptionsText(text, options);
}

/** --fix edits OPTIONS files only: asked of strings it is a usage error, not a silent no-op. */
export function refuseStringFix(fix: boolean, formatIn: FormatIn | undefined, string: unknown): void {
  if (fix && (formatIn === 'options-string' || string !== undefined))
    throw new UsageError('--fix rewrites OPTIONS files only; it conflicts with --format-in options-string and --string');
}
