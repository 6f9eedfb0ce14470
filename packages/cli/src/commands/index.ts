import type { Command } from '../cli-kit/command.js';
import { compare } from './compare.js';
import { explain } from './explain.js';
import { generate } from './generate.js';
import { lint } from './lint.js';
import { serve } from './serve.js';
import { validate } from './validate.js';

/** Every command of `rocktune`, in help order. */
export const COMMANDS: Command[] = [generate, explain, lint, validate, compare, serve];
