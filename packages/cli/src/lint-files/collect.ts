import { lstatSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { UsageError } from '../cli-kit/errors.js';
import { lossyArgName, NOT_UTF8_ARG } from '../cli-kit/lossy-arg.js';
import { readOptionsText, type LintInput } from './read-input.js';
import { OPTIONS_PATTERNS, walkTree, type WalkOptions } from './walk.js';

export { OPTIONS_PATTERNS } from './walk.js';
export { readOptionsText, type LintInput } from './read-input.js';

/**
 * Expands FILE / DIR / `-` arguments. A path that does not exist, a directory with no OPTIONS file in it, or a
 * FIFO, socket or device named here is a usage error (exit 2); a file or subdirectory found in a directory that
 * cannot be read is an input of its own, reported as a finding.
 */
export function collectInputs(
  args: readonly string[],
  cwd: string,
  stdinText: string | undefined,
  options: WalkOptions = { followSymlinks: false },
): LintInput[] {
  const inputs: LintInput[] = [];
  for (const arg of args) {
    if (arg === '-') {
      inputs.push({ display: '<stdin>', text: stdinText ?? '' });
      continue;
    }
    const path = resolve(cwd, arg);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) {
      const lossy = lossyArgName(arg);
      if (lossy !== undefined) throw new UsageError(`${lossy}: cannot be opened: its name ${NOT_UTF8_ARG}`);
      const dangling = lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink();
      throw new UsageError(`${arg}: ${dangling ? 'a symbolic link to nothing (dangling)' : 'no such file or directory'}`);
    }
    if (!stat.isDirectory()) {
      const input = readOptionsText(path, relative(cwd, path) || arg);
      // a named file over the limit ends the run (an endless device given by mistake); one found in a directory is a finding
      if ('unreadable' in input && (input.tooLarge || input.notAFile)) throw new UsageError(`${arg}: ${input.unreadable}`);
      inputs.push(input);
      continue;
    }
    const found = walkTree(Buffer.from(path), relative(cwd, path), options);
    if (found.length === 0) throw new UsageError(`${arg}: directory has no OPTIONS files (looked for ${OPTIONS_PATTERNS})`);
    inputs.push(...found);
  }
  return inputs;
}
