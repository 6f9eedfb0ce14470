// Reads action.yml's steps (with PyYAML: python3's, or the pre-commit venv's) and runs its `run:` steps the way a
// runner does (bash -eo pipefail, `${{ inputs.X }}` substituted in env, `if: inputs.X == 'v'` evaluated).
import { join } from 'node:path';
import { run, ROOT, type Ran } from './run.js';

export interface Step {
  name?: string;
  if?: string;
  uses?: string;
  with?: Record<string, string>;
  shell?: string;
  env?: Record<string, string>;
  run?: string;
}

export interface Action {
  inputs: Record<string, { default?: string }>;
  runs: { using: string; steps: Step[] };
}

const READ_YAML = 'import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))';

/** action.yml as data, or why it cannot be read here (no PyYAML): the tests then skip. */
export async function readAction(pythons: string[]): Promise<Action | { reason: string }> {
  for (const python of pythons) {
    const r = await run(python, ['-c', READ_YAML, join(ROOT, 'action.yml')]).catch(() => undefined);
    if (r?.code === 0) return JSON.parse(r.stdout) as Action;
  }
  return { reason: `no python with PyYAML among ${pythons.join(', ')}` };
}

/** `${{ inputs.name }}` replaced by the input's value: the only expression the run steps and their env use. */
function substitute(text: string, inputs: Record<string, string>): string {
  return text.replace(/\$\{\{\s*inputs\.([\w-]+)\s*\}\}/g, (_, name: string) => {
    if (!(name in inputs)) throw new Error(`action.yml uses an undeclared input ${name}`);
    return inputs[name]!;
  });
}

/** The `if:` forms action.yml uses; anything else must be added here, so the test never guesses. */
export function condition(expression: string | undefined, inputs: Record<string, string>): boolean {
  if (expression === undefined) return true;
  const m = /^inputs\.([\w-]+) == '([^']*)'$/.exec(expression.trim());
  if (!m) throw new Error(`unsupported if: ${expression}`);
  return inputs[m[1]!] === m[2];
}

/** Inputs as the runner sees them: the defaults of action.yml, overridden by `given`. */
export function inputsOf(action: Action, given: Record<string, string>): Record<string, string> {
  const defaults = Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, v.default ?? '']));
  return { ...defaults, ...given };
}

export function runStep(step: Step, inputs: Record<string, string>, cwd: string, env: NodeJS.ProcessEnv): Promise<Ran> {
  if (step.shell !== 'bash' || step.run === undefined) throw new Error(`not a bash run step: ${step.name ?? step.uses}`);
  const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, substitute(String(v), inputs)]));
  return run('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', substitute(step.run, inputs)], {
    cwd,
    env: { ...env, ...stepEnv },
  });
}
