// Evicts a database's files from the page cache before a capped run: pages a group read or wrote stay charged to
// it and would serve the next phase's reads from memory. fsync first (dirty pages cannot be dropped), then
// POSIX_FADV_DONTNEED on each whole file (GNU dd's iflag=nocache with count=0 does exactly that).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const EVICT_SCRIPT = 'sync -- "$@" && for f in "$@"; do dd if="$f" iflag=nocache count=0 status=none || exit 1; done';

/** Returns the number of files evicted; throws with dd's or sync's message when the kernel refused. */
export function evictFromPageCache(dir: string): number {
  const files = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
  for (let i = 0; i < files.length; i += 500) {
    const batch = files.slice(i, i + 500);
    const r = spawnSync('sh', ['-c', EVICT_SCRIPT, 'evict', ...batch], { encoding: 'utf8' });
    if (r.status !== 0)
      throw new Error(`cannot evict ${dir} from the page cache: ${(r.stderr || r.error?.message || `exit ${r.status}`).trim()}`);
  }
  return files.length;
}
