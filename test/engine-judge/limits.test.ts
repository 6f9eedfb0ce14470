// The judge's caps on real processes: a process tree that forks past the thread cap, or allocates past the memory
// cap, is stopped inside its own cgroup and named by limitHit(); one that stays under both is not.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jvmSandbox, sandboxMethod } from '../../tools/engine-judge/limits.mjs';

const method = sandboxMethod();
if (method === 'none') console.warn('skipping judge-limit tests: no writable cgroup (the judge runs its JVMs unlimited here)');

function runIn(limits: { pids: number; memoryBytes: number }, script: string): { code: number | null; hit: string | undefined } {
  const box = jvmSandbox('test', limits);
  try {
    const [cmd, args] = box.command('sh', ['-c', script]);
    const r = spawnSync(cmd, args, { stdio: 'ignore', timeout: 20_000 });
    return { code: r.status, hit: box.limitHit() };
  } finally {
    box.dispose();
  }
}

const MiB = 2 ** 20;

describe.skipIf(method === 'none')(`judge limits (${method})`, () => {
  it('names the thread cap when a process tree forks past it', () => {
    const r = runIn({ pids: 8, memoryBytes: 256 * MiB }, 'for i in $(seq 20); do sleep 5 & done; wait');
    expect(r.hit).toBe('more than 8 threads');
    // The shell's background children outlive it: the sandbox ends them so that its groups can go.
    if (method === 'cgroup-v1')
      expect(readdirSync('/sys/fs/cgroup/pids').filter((d) => d.startsWith(`rocktune-judge-${process.pid}-`))).toEqual([]);
  });

  it('names the memory cap when a process is killed for passing it', () => {
    const r = runIn({ pids: 64, memoryBytes: 64 * MiB }, `exec node -e "const a = []; for (;;) a.push(Buffer.alloc(${MiB}, 1))"`);
    expect(r.code).not.toBe(0);
    expect(r.hit).toBe('more than 64 MiB of memory');
  });

  it('names nothing when the process stays under both caps', () => {
    const r = runIn({ pids: 64, memoryBytes: 256 * MiB }, 'for i in 1 2 3; do sleep 0.1 & done; wait');
    expect(r).toEqual({ code: 0, hit: undefined });
  });
});
