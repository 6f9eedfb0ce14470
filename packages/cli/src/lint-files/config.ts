import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseLintConfig, RULE_IDS, type LintConfig } from '@rocktune/calculator';
import { InputTooLargeError, NotAFileError, readFileBounded } from '../cli-kit/bounded-read.js';
import { UsageError } from '../cli-kit/errors.js';

export const CONFIG_NAME = '.rocktune.json';

/** The nearest .rocktune.json from `start` upwards, stopping at the repository root (a .git entry). */
export function findConfig(start: string): string | undefined {
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    const candidate = join(dir, CONFIG_NAME);
    if (existsSync(candidate)) return candidate;
    if (existsSync(join(dir, '.git')) || dirname(dir) === dir) return undefined;
  }
}

/** Reads and validates a config file; problems are UsageErrors naming the file. */
export function loadConfig(path: string, cwd: string): LintConfig {
  const display = relative(cwd, path) || path;
  let json: unknown;
  try {
    json = JSON.parse(readFileBounded(path).toString('utf8'));
  } catch (error) {
    const reason =
      error instanceof SyntaxError
        ? `invalid JSON (${error.message})`
        : error instanceof InputTooLargeError || error instanceof NotAFileError
          ? error.message
          : `cannot read (${(error as NodeJS.ErrnoException).code ?? String(error)})`;
    throw new UsageError(`${display}: ${reason}`);
  }
  const result = parseLintConfig(json, RULE_IDS);
  if (!result.ok) throw new UsageError(`${display}: ${result.message}`);
  return result.config;
}
