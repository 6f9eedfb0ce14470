import { parseArgs } from 'node:util';
import type { Command, FlagSpec, ParsedArgs } from './command.js';
import { FlagValueError, UsageError } from './errors.js';

const HELP_FLAG = { help: { type: 'boolean' as const, short: 'h' } };
/** A line break or another control character in a value would forge output lines and terminal escapes. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's job
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Parses argv strictly: an unknown flag, a missing value, a flag given twice, a control character in a value or a
 * stray argument is a usage error; every typed value is checked here, before the command runs.
 */
export function parseCommandArgs(command: Command, argv: string[]): ParsedArgs & { help: boolean } {
  const see = `; see 'rocktune ${command.name} --help'`;
  const args = attachNegativeNumbers(command, argv);
  refuseMissingValues(command, args, see);
  const options = Object.fromEntries(
    Object.entries(command.flags).map(([name, spec]) => [
      name,
      { type: spec.type, ...(spec.short ? { short: spec.short } : {}), ...(spec.multiple ? { multiple: true } : {}) },
    ]),
  );
  let parsed;
  try {
    parsed = parseArgs({ args, options: { ...options, ...HELP_FLAG }, strict: true, allowPositionals: true, tokens: true });
  } catch (error) {
    throw new UsageError(`${describeParseError(error)}${see}`);
  }
  const { help, ...given } = parsed.values as Record<string, string | boolean | string[] | undefined>;
  refuseRepeats(command, parsed.tokens ?? [], see);
  const flags: ParsedArgs['flags'] = {};
  const typedAs: Record<string, string> = {};
  for (const [name, value] of Object.entries(given)) {
    const canonical = command.flags[name]?.aliasOf ?? name;
    flags[canonical] = value;
    typedAs[canonical] = name;
  }
  const positionals = parsed.positionals;
  if (help === true) return { flags, values: {}, positionals, help: true };
  const allowed = command.positionals ?? { name: '', min: 0, max: 0 };
  if (positionals.length > allowed.max) throw new UsageError(`unexpected argument '${positionals[allowed.max]}'; usage: ${command.usage}`);
  if (positionals.length < allowed.min) throw new UsageError(`missing ${allowed.name}; usage: ${command.usage}`);
  return { flags, values: typedValues(command, flags, typedAs), positionals, help: false };
}

/** Checks every value; messages name the flag as the user typed it (an old alias included). */
function typedValues(command: Command, flags: ParsedArgs['flags'], typedAs: Record<string, string>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(flags)) {
    const spec = command.flags[name];
    const shown = typedAs[name] ?? name;
    for (const text of typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : []) {
      if (CONTROL.test(text)) throw new UsageError(`--${shown}: the value contains a line break or control character; not allowed`);
    }
    if (!spec?.value || typeof raw !== 'string') continue;
    try {
      values[name] = spec.value.parse(raw);
    } catch (error) {
      if (error instanceof FlagValueError) throw new UsageError(`--${shown}: ${error.message}`);
      throw error;
    }
  }
  return values;
}

/** `--threads --dram 8GB` is --threads without a value, not --threads set to "--dram". */
function refuseMissingValues(command: Command, argv: string[], see: string): void {
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--') return;
    const spec = flagSpecOf(command, arg);
    if (!spec || spec.type !== 'string' || arg.includes('=')) continue;
    const next = argv[i + 1];
    if (next === undefined || (next.startsWith('-') && next !== '-')) {
      throw new UsageError(`${arg} needs a value${next === undefined ? '' : ` (found the flag ${next} instead)`}${see}`);
    }
    i += 1;
  }
}

function flagSpecOf(command: Command, arg: string): FlagSpec | undefined {
  if (arg.startsWith('--')) return command.flags[arg.slice(2)];
  if (/^-[A-Za-z]$/.test(arg)) return Object.values(command.flags).find((spec) => spec.short === arg.slice(1));
  return undefined;
}

/** A flag given twice (or under its old and new name) would silently keep the last value. */
function refuseRepeats(command: Command, tokens: ReadonlyArray<{ kind: string; name?: string; rawName?: string }>, see: string): void {
  const seen = new Map<string, string>();
  for (const token of tokens) {
    if (token.kind !== 'option' || token.name === undefined) continue;
    const spec = command.flags[token.name];
    if (spec?.multiple) continue;
    const name = spec?.aliasOf ?? token.name;
    const earlier = seen.get(name);
    if (earlier !== undefined) {
      throw new UsageError(`--${name} is given more than once (${earlier} and ${token.rawName ?? token.name}); give it once${see}`);
    }
    seen.set(name, token.rawName ?? token.name);
  }
}

function describeParseError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const unknown = /Unknown option '([^']+)'/.exec(message);
  if (unknown) return `unknown flag ${unknown[1]}`;
  const missing = /Option '([^']+)' argument missing/.exec(message);
  if (missing) return `${missing[1]?.replace(/^-\w, /, '').replace(/ <value>$/, '')} needs a value`;
  return message.split('\n')[0]?.replace(/\. To specify.*$/, '') ?? message;
}

/** `--dram -1GB` would read as a missing value; attach number-like values so the validator can explain them. */
function attachNegativeNumbers(command: Command, argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    const next = argv[i + 1];
    const spec = flagSpecOf(command, arg);
    if (spec?.type === 'string' && !arg.includes('=') && next !== undefined && /^-\.?\d/.test(next)) {
      out.push(`${arg.startsWith('--') ? arg : `--${Object.entries(command.flags).find(([, s]) => s === spec)?.[0] ?? ''}`}=${next}`);
      i += 1;
    } else {
      out.push(arg);
    }
  }
  return out;
}
