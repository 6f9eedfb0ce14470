import { parseArgs } from 'node:util';
import type { Command, ParsedArgs } from './command.js';
import { UsageError } from './errors.js';

const HELP_FLAG = { help: { type: 'boolean' as const, short: 'h' } };

/** Parses argv strictly: an unknown flag, a missing value or a stray argument is a usage error. */
export function parseCommandArgs(command: Command, argv: string[]): ParsedArgs & { help: boolean } {
  const options = Object.fromEntries(
    Object.entries(command.flags).map(([name, spec]) => [
      name,
      { type: spec.type, ...(spec.short ? { short: spec.short } : {}), ...(spec.multiple ? { multiple: true } : {}) },
    ]),
  );
  let parsed;
  try {
    parsed = parseArgs({ args: attachNegativeNumbers(command, argv), options: { ...options, ...HELP_FLAG }, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError(`${describeParseError(error)}; see 'rocktune ${command.name} --help'`);
  }
  const { help, ...flags } = parsed.values as Record<string, string | boolean | string[] | undefined>;
  const positionals = parsed.positionals;
  const allowed = command.positionals ?? { name: '', min: 0, max: 0 };
  if (!help && positionals.length > allowed.max) {
    throw new UsageError(`unexpected argument '${positionals[allowed.max]}'; usage: ${command.usage}`);
  }
  if (!help && positionals.length < allowed.min) {
    throw new UsageError(`missing ${allowed.name}; usage: ${command.usage}`);
  }
  return { flags, positionals, help: help === true };
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
    const name = arg.startsWith('--') ? arg.slice(2) : undefined;
    if (name && command.flags[name]?.type === 'string' && next !== undefined && /^-\d/.test(next)) {
      out.push(`${arg}=${next}`);
      i += 1;
    } else {
      out.push(arg);
    }
  }
  return out;
}
