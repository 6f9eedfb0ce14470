// The hook of .pre-commit-hooks.yaml, for real: pre-commit (from PyPI) installs this repository with npm as
// `language: node` does and runs `rocktune lint` on a clean and a broken OPTIONS file of a scratch repository.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { preCommitVenv, scratchRepository, type Scratch } from './pre-commit-env.js';
import { failure, npmEnv, ROOT, run } from './run.js';

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

  beforeAll(async () => {
    scratch = await scratchRepository();
  });

  it('passes a clean OPTIONS file', async () => {
    const r = await tryRepo(scratch.good);
    expect(r.code, failure('pre-commit try-repo (clean file)', r)).toBe(0);
    expect(r.stdout).toMatch(/rocktune lint\.+Passed/);
  });

  it('fails an OPTIONS file with errors, naming the rule', async () => {
    const r = await tryRepo(scratch.bad);
    expect(r.code, failure('pre-commit try-repo (broken file)', r)).toBe(1);
    expect(r.stdout).toMatch(/rocktune lint\.+Failed/);
    expect(r.stdout).toContain('config/bad.OPTIONS');
    expect(r.stdout).toMatch(/error\s+.+\s+[a-z0-9-]+\n/);
  });
});
