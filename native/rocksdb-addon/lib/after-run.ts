// SIGKILL reaches no handler of ours. The engine process cleans up when its parent dies under it
// (child/leave-run.mjs), but before the first engine process, or between two, none is there to notice. So what a run
// makes outside itself (its cgroups, its temporary directory) gets a small watcher process when it is made: once the
// run has ended without removing it, the watcher gives an engine still there 3 s to clean up by itself, then removes
// it. A run that removes the thing itself stops the watcher (the returned function); the watcher also leaves once the
// thing is gone.
import { spawn } from 'node:child_process';

type WatchFs = Pick<
  typeof import('node:fs'),
  'readFileSync' | 'rmdirSync' | 'rmSync' | 'existsSync' | 'openSync' | 'closeSync' | 'constants'
>;

/** A cgroup directory (what is still inside is killed, then the group removed), or a run's temporary directory. */
export type AfterRunKind = 'cgroup' | 'workspace';

/**
 * The watcher's whole program, run by `node -e`: it sees only its arguments and Node's globals (its source is this
 * function's text), so it imports nothing.
 */
function removeWhenRunEnds(fs: WatchFs, runPid: number, dir: string, kind: AfterRunKind, pollMs: number): void {
  const ended = (): boolean => {
    try {
      const stat = fs.readFileSync(`/proc/${runPid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
    } catch {
      return true;
    }
  };
  // A workspace is removed only while its pid marker (workspace.ts) still names the run, read without following links.
  const stillTheRuns = (): boolean => {
    try {
      const fd = fs.openSync(`${dir}/rocktune.pid`, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
      try {
        return fs.readFileSync(fd, 'utf8') === String(runPid);
      } finally {
        fs.closeSync(fd);
      }
    } catch {
      return false;
    }
  };
  const killInside = (): void => {
    let inside: string[] = [];
    try {
      inside = fs.readFileSync(`${dir}/cgroup.procs`, 'utf8').split('\n').filter(Boolean);
    } catch {
      /* gone already */
    }
    for (const pid of inside) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  };
  const remove = (graceOver: boolean): void => {
    if (kind === 'workspace') {
      if (graceOver && stillTheRuns()) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
      return;
    }
    if (graceOver) killInside();
    fs.rmdirSync(dir);
  };
  const sweep = (since: number): void => {
    const graceOver = Date.now() - since > 3000;
    try {
      remove(graceOver);
    } catch {
      /* not empty yet */
    }
    if (fs.existsSync(dir) && Date.now() - since < 13_000) setTimeout(() => sweep(since), 50);
  };
  const timer = setInterval(() => {
    if (!fs.existsSync(dir)) return clearInterval(timer);
    if (!ended()) return;
    clearInterval(timer);
    sweep(Date.now());
  }, pollMs);
}

/** Starts the watcher of `dir`; the returned function stops it (the run removed `dir` itself). */
export function removeAfterRun(dir: string, kind: AfterRunKind, pollMs = 100): () => void {
  // __name: esbuild's keepNames (tsx, the sources' loader) wraps the function's inner functions in it.
  const program = `var __name = (f) => f; (${removeWhenRunEnds.toString()})(require('node:fs'), ...JSON.parse(process.argv[1]))`;
  try {
    const watcher = spawn(process.execPath, ['-e', program, JSON.stringify([process.pid, dir, kind, pollMs])], {
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
    // no process to spare: what a SIGKILLed run leaves waits for the next run, which reclaims it
    return () => undefined;
  }
}
