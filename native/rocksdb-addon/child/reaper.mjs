// Removes a run's temporary directory once both the engine process that worked in it and the run that made it have
// ended (leave-run.mjs starts it as the engine kills itself; nothing waits for it). Arguments: the engine's pid, the
// run's pid, the directory. A run still alive keeps its directory (it removes it itself); after 30 s it gives up and
// the next run reclaims it (workspace.ts).
import { existsSync, readFileSync, rmSync } from 'node:fs';

const [enginePid, runPid] = process.argv.slice(2, 4).map(Number);
const dir = process.argv[4];
const hasProc = existsSync('/proc/self/stat');

/** Gone, or a zombie: no thread of it runs any more. */
function ended(pid) {
  if (!hasProc) {
    try {
      process.kill(pid, 0);
      return false;
    } catch (err) {
      return err.code === 'ESRCH';
    }
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}

const giveUpAt = Date.now() + 30_000;
const watch = setInterval(() => {
  const both = ended(enginePid) && ended(runPid);
  if (!both && Date.now() < giveUpAt) return;
  clearInterval(watch);
  if (both) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}, 20);
