// Running the installed commands from the packaging tests: exit code, stdout and stderr of one process.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {},
): Promise<Ran> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: options.cwd ?? ROOT, env: options.env ?? process.env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
    // A command that exits without reading its input closes the pipe (EPIPE); its exit code is the result, not the write.
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
  });
}

/** `what` failed: its command, exit code and the tail of its output, for the assertion message. */
export function failure(what: string, r: Ran): string {
  return `${what} exited ${r.code}\n--- stdout\n${r.stdout.slice(-2000)}\n--- stderr\n${r.stderr.slice(-3000)}`;
}

/** npm without the repository's own settings and quiet about funding and audits. */
export function npmEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    ...extra,
  };
  // npm test sets these for its own run; an install into a prefix must not inherit them.
  for (const key of Object.keys(env))
    if (/^npm_(lifecycle|package|config_(prefix|global|workspace|include_workspace_root))/i.test(key)) delete env[key];
  return env;
}
