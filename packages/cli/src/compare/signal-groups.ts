// SIGINT, SIGTERM or SIGHUP while the engine runs in our cgroups: the process dies by the signal before any finally
// or 'exit' handler, so the groups go in the signal handler itself (emptied first: stale-groups.ts removeGroupNow).
import process from 'node:process';
import { INTERRUPT_SIGNALS, othersHandle } from '../launch/interrupt-guard.js';
import { removeGroupNow } from './stale-groups.js';

/** Watches the interrupt signals until the returned function is called; re-raises the signal when no one else handles it. */
export function removeGroupsOnSignal(dirs: readonly string[]): () => void {
  if (dirs.length === 0) return () => undefined;
  const stop = (): void => {
    for (const s of INTERRUPT_SIGNALS) process.off(s, onSignal);
  };
  const onSignal = (sig: NodeJS.Signals): void => {
    stop();
    for (const dir of dirs) removeGroupNow(dir);
    if (!othersHandle(sig)) process.kill(process.pid, sig);
  };
  for (const s of INTERRUPT_SIGNALS) process.on(s, onSignal);
  return stop;
}
