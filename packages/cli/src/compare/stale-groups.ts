// A compare that was killed (Ctrl-C, SIGTERM, a crash) leaves its cgroups behind: the engine child may still be
// dying when the parent exits, and the kernel refuses to remove a group with a process inside. The next run
// removes every `rocktune-PID` group beside its own whose PID is gone, as the engine's workspaces are reclaimed.
import { readdirSync, rmdirSync } from 'node:fs';
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
