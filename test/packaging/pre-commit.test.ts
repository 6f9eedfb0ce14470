// The hook of .pre-commit-hooks.yaml, for real: pre-commit (from PyPI) installs this repository with npm as
// `language: node` does and runs `rocktune lint` on a clean and a broken OPTIONS file of a scratch repository.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { preCommitVenv, scratchRepository, type Scratch } from './pre-commit-env.js';
import { failure, npmEnv, ROOT, run, type Ran } from './run.js';

const venv = await preCommitVenv();
if ('reason' in venv) console.log(`pre-commit hook test skipped: ${venv.reason}`);

describe.skipIf('reason' in venv)('pre-commit try-repo rocktune-lint', () => {
  let scratch: Scratch;
  // A fresh pre-commit home: the hook's environment is installed from this checkout, not reused from another.
  const env = npmEnv({ PRE_COMMIT_HOME: mkdtempSync(join(tmpdir(), 'rocktune-pre-commit-home-')) });
  const tryRepo = (file: string) =>
    run(join((venv as { bin: string }).bin, 'pre-commit'), ['try-repo', ROOT, 'rocktune-lint', '--color', 'never', '--files', file], {
      cwd: scratch.dir,
      env,
    });

  let clean: Ran;
  let broken: Ran;

  beforeAll(async () => {
    scratch = await scratchRepository();
    // Each try-repo installs the hook into a store of its own (a temporary directory): the two run side by side.
    [clean, broken] = await Promise.all([tryRepo(scratch.good), tryRepo(scratch.bad)]);
  });

  it('passes a clean OPTIONS file', () => {
    expect(clean.code, failure('pre-commit try-repo (clean file)', clean)).toBe(0);
    expect(clean.stdout).toMatch(/rocktune lint\.+Passed/);
  });

  it('fails an OPTIONS file with errors, naming the rule', () => {
    expect(broken.code, failure('pre-commit try-repo (broken file)', broken)).toBe(1);
    expect(broken.stdout).toMatch(/rocktune lint\.+Failed/);
    expect(broken.stdout).toContain('config/bad.OPTIONS');
    expect(broken.stdout).toMatch(/error\s+.+\s+[a-z0-9-]+\n/);
  });
});
