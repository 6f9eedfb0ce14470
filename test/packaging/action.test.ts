// action.yml's steps, run as a runner would run them: install rocktune from this checkout into an empty npm prefix,
// then lint a clean and a broken file with annotations, --max-warnings, --target and the SARIF report.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { condition, inputsOf, readAction, runStep, type Action, type Step } from './action-steps.js';
import { preCommitVenv, scratchRepository, type Scratch } from './pre-commit-env.js';
import { failure, npmEnv, ROOT } from './run.js';

const venv = await preCommitVenv();
const action = await readAction(['python3', ...('bin' in venv ? [join(venv.bin, 'python')] : [])]);
if ('reason' in action) console.log(`GitHub Action test skipped: ${action.reason}`);

describe.skipIf('reason' in action)('action.yml', () => {
  const { runs } = action as Action;
  const prefix = mkdtempSync(join(tmpdir(), 'rocktune-action-prefix-'));
  const env = npmEnv({ GITHUB_ACTION_PATH: ROOT, NPM_CONFIG_PREFIX: prefix, PATH: `${join(prefix, 'bin')}:${process.env.PATH}` });
  const named = (name: string): Step => runs.steps.find((s) => s.name === name)!;
  let scratch: Scratch;

  /** Every step of the action except setup-node and the upload (the runner's own actions), in order. */
  async function runAction(given: Record<string, string>, skip: string[] = []) {
    const inputs = inputsOf(action as Action, given);
    const results: Record<string, { code: number | null; stdout: string; stderr: string }> = {};
    for (const step of runs.steps) {
      if (step.uses !== undefined || skip.includes(step.name!) || !condition(step.if, inputs)) continue;
      const r = await runStep(step, inputs, scratch.dir, env);
      results[step.name!] = r;
      if (r.code !== 0) break;
    }
    return results;
  }

  beforeAll(async () => {
    scratch = await scratchRepository();
    const install = await runStep(named('Install rocktune'), inputsOf(action as Action, {}), scratch.dir, env);
    if (install.code !== 0) throw new Error(failure('the install step', install));
  });

  it('is a composite action on setup-node, with the SARIF upload of codeql-action', () => {
    expect(runs.using).toBe('composite');
    expect(runs.steps.map((s) => s.uses).filter(Boolean)).toEqual(['actions/setup-node@v4', 'github/codeql-action/upload-sarif@v3']);
    expect(named('Upload SARIF to code scanning').with).toEqual({ sarif_file: '${{ inputs.sarif-file }}' });
  });

  it('passes a clean file, with annotations and the SARIF report', async () => {
    const r = await runAction({ files: scratch.good, 'sarif-upload': 'true', 'max-warnings': '0' }, ['Install rocktune']);
    expect(r['rocktune lint']?.code, failure('lint step', r['rocktune lint']!)).toBe(0);
    const sarif = JSON.parse(readFileSync(join(scratch.dir, 'rocktune.sarif'), 'utf8')) as {
      version: string;
      runs: Array<{ results: unknown[] }>;
    };
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0]!.results.filter((x) => (x as { level?: string }).level === 'error')).toEqual([]);
  });

  it('fails a broken file with GitHub annotations, still writing the SARIF report', async () => {
    const r = await runAction(
      { files: `${scratch.bad} ${scratch.good}`, 'sarif-upload': 'true', 'sarif-file': 'out.sarif', target: 'rocksdb@7.8.3' },
      ['Install rocktune'],
    );
    expect(r['SARIF report']?.code, failure('SARIF step', r['SARIF report']!)).toBe(0);
    expect(
      (JSON.parse(readFileSync(join(scratch.dir, 'out.sarif'), 'utf8')) as { runs: Array<{ results: unknown[] }> }).runs[0]!.results.length,
    ).toBeGreaterThan(0);
    const lint = r['rocktune lint']!;
    expect(lint.code, failure('lint step', lint)).toBe(1);
    expect(lint.stdout).toMatch(/^::error file=config\/bad\.OPTIONS,line=\d+/m);
  });

  it('skips the SARIF report unless asked', async () => {
    const r = await runAction({ files: scratch.good, 'sarif-file': 'never.sarif' }, ['Install rocktune']);
    expect(Object.keys(r)).toEqual(['rocktune lint']);
    expect(existsSync(join(scratch.dir, 'never.sarif'))).toBe(false);
  });
});
