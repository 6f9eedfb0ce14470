// The signal tests' support: the built bin started with its output collected, and what a run can leave behind after a
// signal (issue 36: nothing in /sys/fs/cgroup, the temporary directory or the process table), looked up the same way.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILT_CLI } from '../harness.js';

/** The built bin started with `args` and `env`; `out` fills as it writes. */
export function startBuilt(args: string[], env: NodeJS.ProcessEnv) {
  const cli = spawn(process.execPath, [BUILT_CLI, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = { stdout: '', stderr: '' };
  cli.stdout.on('data', (d: Buffer) => (out.stdout += d.toString()));
  cli.stderr.on('data', (d: Buffer) => (out.stderr += d.toString()));
  const exited = new Promise<string | number | null>((ok) => cli.on('exit', (code, signal) => ok(signal ?? code)));
  return { cli, out, exited };
}

/** The children of `pid` (none once it has ended). */
export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** The test's own v1 `controller` cgroup directory's child `name` (where a run it starts makes its groups), if it exists. */
export function ownGroup(controller: string, name: string): string | undefined {
  const path = new RegExp(`^\\d+:[^:]*\\b${controller}\\b[^:]*:(.*)$`, 'm').exec(readFileSync('/proc/self/cgroup', 'utf8'))?.[1];
  const full = path === undefined ? undefined : join('/sys/fs/cgroup', controller, path, name);
  return full !== undefined && existsSync(full) ? full : undefined;
}

/** The memory and blkio groups named `name` that exist. */
export const groupsNamed = (name: string): string[] => ['memory', 'blkio'].flatMap((c) => ownGroup(c, name) ?? []);

/** Whether `pid` runs (exists and is not a zombie). */
export function running(pid: number): boolean {
  try {
    return !/^State:\s*Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

/** Polls `what` until it equals `expected` (as JSON) or `ms` have passed; returns its last value. */
export async function settles<T>(what: () => T, expected: T, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  let value = what();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    value = what();
  }
  return value;
}
