import type { FlagType } from './flag-types.js';
import type { Io } from './io.js';

export interface FlagSpec {
  type: 'string' | 'boolean';
  short?: string;
  /** Placeholder in help, e.g. SIZE. */
  valueName?: string;
  description: string;
  /** Shown in help; applied by the command, not the parser, so "was it given?" stays answerable. */
  defaultText?: string;
  multiple?: boolean;
  /** What a string value means; checked at parse time, the result lands in `ParsedArgs.values`. */
  value?: FlagType<unknown>;
  /** An old name kept working: the parser reads it as this flag, help marks it deprecated. */
  aliasOf?: string;
}

export interface ParsedArgs {
  /** As typed (strings), under the canonical name; undefined when not given. */
  flags: Record<string, string | boolean | string[] | undefined>;
  /** Parsed values of the flags that declare a `value` type, under the canonical name. */
  values: Record<string, unknown>;
  positionals: string[];
}

/** A command as data (citty habit): help is generated from it. */
export interface Command {
  name: string;
  summary: string;
  description?: string;
  usage: string;
  flags: Record<string, FlagSpec>;
  /** Positional arguments allowed (e.g. FILE...). */
  positionals?: { name: string; min: number; max: number };
  examples: Array<{ command: string; explains: string }>;
  run(args: ParsedArgs, io: Io): Promise<number>;
}
