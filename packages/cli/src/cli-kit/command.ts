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
}

export interface ParsedArgs {
  flags: Record<string, string | boolean | string[] | undefined>;
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
