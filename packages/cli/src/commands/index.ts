import type { Command } from '../cli-kit/command.js';
import { explain } from './explain.js';
import { generate } from './generate.js';
import { validate } from './validate.js';

/** Every command of `rocktune`, in help order. */
export const COMMANDS: Command[] = [generate, explain, validate];
import { lint } from './lint.js'; COMMANDS.push(lint);
import { serve } from './serve.js'; COMMANDS.push(serve);
import { compare } from './compare.js'; COMMANDS.push(compare);
