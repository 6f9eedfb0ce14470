import type { Command } from '../cli-kit/command.js';

/**
 * Every command of `rocktune`, in help order, by name: each one's code (and what it imports: the engine profiles,
 * lint's data, node:http for serve) is loaded only when that command runs, which keeps start-up near `node -e 0`.
 */
export const COMMAND_LOADERS: Record<string, () => Promise<Command>> = {
  generate: async () => (await import('./generate.js')).generate,
  explain: async () => (await import('./explain.js')).explain,
  lint: async () => (await import('./lint.js')).lint,
  validate: async () => (await import('./validate.js')).validate,
  compare: async () => (await import('./compare.js')).compare,
  serve: async () => (await import('./serve.js')).serve,
  engine: async () => (await import('./engine.js')).engine,
};

/** Every command, loaded (for the overview in `rocktune --help`). */
export function loadAllCommands(loaders = COMMAND_LOADERS): Promise<Command[]> {
  return Promise.all(Object.values(loaders).map((load) => load()));
}
