// SIGINT, SIGTERM or SIGHUP while the engine runs in our cgroups: the process dies by the signal before any finally
// or 'exit' handler, so the groups go in the signal handler itself (emptied first: stale-groups.ts removeGroupNow).
import { cleanUpOnInterrupt } from '../launch/interrupt-guard.js';
import { removeGroupNow } from './stale-groups.js';

/** Removes the groups on an interrupt signal until the returned function is called. */
export function removeGroupsOnSignal(dirs: readonly string[]): () => void {
  if (dirs.length === 0) return () => undefined;
  return cleanUpOnInterrupt(() => {
    for (const dir of dirs) removeGroupNow(dir);
  });
}
