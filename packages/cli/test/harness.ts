import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Io } from '../src/cli-kit/io.js';
import { runCli } from '../src/run.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process with captured output (fast; used for most behaviour). */
export async function runInProcess(
  argv: string[],
  options: { env?: Record<string, string>; cwd?: string; tty?: boolean } = {},
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const io: Io = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    stderrIsTTY: options.tty ?? false,
    env: options.env ?? {},
    cwd: options.cwd ?? process.cwd(),
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}

export const BUILT_CLI = fileURLToPath(new URL('../dist/main.cjs', import.meta.url));

/** Runs the built `rocktune` binary as users do. The root test command builds it first. */
export function runBuilt(argv: string[], env: Record<string, string> = {}): CliResult {
  if (!existsSync(BUILT_CLI)) throw new Error(`${BUILT_CLI} is missing: run 'npm run build' first (npm test does)`);
  const r = spawnSync(process.execPath, [BUILT_CLI, ...argv], { encoding: 'utf8', env: { ...process.env, ...env } });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** The lines of stderr that report an error (a failure must be one such line, with no stack). */
export function errorLines(stderr: string): string[] {
  return stderr
    .trim()
    .split('\n')
    .filter((l) => l.includes('error'));
}
