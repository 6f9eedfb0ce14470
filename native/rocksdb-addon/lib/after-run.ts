// SIGKILL reaches no handler of ours. The engine process removes the groups when its parent dies under it
// (native/rocksdb-addon/child/leave-run.mjs), but between two engine processes, or before the first, no engine is
// there to notice. So each group gets a small watcher process, started when the group is made: once the run that made
// it has ended without removing it, the watcher kills what is still inside and removes it. A run that removes its
// group itself stops its watcher (the returned function); the watcher also leaves once the group is gone.
import { spawn } from 'node:child_process';

type GroupFs = Pick<typeof import('node:fs'), 'readFileSync' | 'rmdirSync' | 'existsSync'>;

/**
 * The watcher's whole program, run by `node -e`: it sees only its arguments and Node's globals (its source is this
 * function's text), so it imports nothing.
 */
function removeWhenRunEnds(fs: GroupFs, runPid: number, dir: string, pollMs: number): void {
  const ended = (): boolean => {
    try {
      const stat = fs.readFileSync(`/proc/${runPid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
    } catch {
      return true;
    }
  };
  const sweep = (since: number): void => {
    let inside: string[] = [];
    try {
      inside = fs.readFileSync(`${dir}/cgroup.procs`, 'utf8').split('\n').filter(Boolean);
    } catch {
      /* gone already */
    }
    // An engine still inside leaves by itself first (and has the run's temporary directory removed): kill only
    // what is still there after that grace.
    if (Date.now() - since > 3000)
      for (const pid of inside) {
        try {
          process.kill(Number(pid), 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
    try {
      fs.rmdirSync(dir);
    } catch {
      if (fs.existsSync(dir) && Date.now() - since < 13_000) setTimeout(() => sweep(since), 50);
    }
  };
  const timer = setInterval(() => {
    if (!fs.existsSync(dir)) return clearInterval(timer);
    if (!ended()) return;
    clearInterval(timer);
    sweep(Date.now());
  }, pollMs);
}

/** Starts the watcher of the cgroup directory `dir`; the returned function stops it (the run removes `dir` itself). */
export function guardGroup(dir: string, pollMs = 100): () => void {
  // __name: esbuild's keepNames (tsx, the sources' loader) wraps the function's inner functions in it.
  const program = `var __name = (f) => f; (${removeWhenRunEnds.toString()})(require('node:fs'), Number(process.argv[1]), process.argv[2], Number(process.argv[3]))`;
  try {
    const watcher = spawn(process.execPath, ['-e', program, String(process.pid), dir, String(pollMs)], {
      detached: true,
      stdio: 'ignore',
      env: { PATH: process.env.PATH ?? '' },
    });
    watcher.on('error', () => undefined);
    watcher.unref();
    return () => {
      try {
        watcher.kill('SIGKILL');
      } catch {
        /* already gone */
      }
    };
  } catch {
    // no process to spare: a SIGKILLed run's group then waits for the next capped run (stale-groups.ts)
    return () => undefined;
  }
}
