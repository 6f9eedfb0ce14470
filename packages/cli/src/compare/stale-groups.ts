// A compare that was killed (Ctrl-C, SIGTERM, a crash) leaves its cgroups behind: the engine child may still be
// dying when the parent exits, and the kernel refuses to remove a group with a process inside. The next run
// removes every `rocktune-PID` group beside its own whose PID is gone, as the engine's workspaces are reclaimed.
import { existsSync, readdirSync, readFileSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';

const GROUP = /^rocktune-(?:probe-)?(\d+)$/;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the stale groups in `parent`; returns the names removed. A group with a live process inside stays. */
export function reclaimStaleGroups(parent: string, isAlive: (pid: number) => boolean = alive): string[] {
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const pid = Number(GROUP.exec(name)?.[1]);
    if (!(pid > 0) || isAlive(pid)) continue;
    try {
      rmdirSync(join(parent, name));
      removed.push(name);
    } catch {
      /* not empty (a process still inside) or not ours to remove: leave it */
    }
  }
  return removed;
}

/**
 * Ctrl-C: the process is about to die by the signal, before the engine child it killed is reaped, and the kernel
 * keeps a group with a process inside. So kill what is in `dir` (only our engine children join it) and remove it,
 * again until `waitMs` has passed: a child that is still exiting (a RocksDB engine in a memory cap takes seconds on a
 * busy host) keeps the group busy a while. Returns whether it is gone.
 */
export function removeGroupNow(dir: string, waitMs = 6000): boolean {
  const procs = (): number[] => {
    try {
      return readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const nap = new Int32Array(new SharedArrayBuffer(4));
  for (const deadline = Date.now() + waitMs; ; Atomics.wait(nap, 0, 0, 20)) {
    for (const pid of procs()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    try {
      rmdirSync(dir);
      return true;
    } catch {
      if (!existsSync(dir)) return true;
      if (Date.now() >= deadline) return false;
    }
  }
}
