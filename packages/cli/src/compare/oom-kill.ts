// An engine killed by SIGKILL inside the memory cap: when the group's OOM-kill count rose during the run, the kernel
// killed it for exceeding the cap, and the error says so instead of only "killed by SIGKILL".
import { FailureError } from '../cli-kit/errors.js';
import type { MemoryLimit } from './memory-limit.js';

const MIB = 1024 * 1024;
const capText = (bytes: number): string => (bytes % MIB === 0 ? `${bytes / MIB} MiB` : `${bytes} bytes`);

/** `error` as it was, or (the OOM killer struck in `memory` since it counted `killsBefore`) the error that names the cap. */
export function explainOomKill(error: unknown, memory: MemoryLimit | undefined, killsBefore: number): unknown {
  if (!memory || (error as { code?: string }).code !== 'ENGINE_CRASHED' || memory.oomKills() <= killsBefore) return error;
  const message =
    `the engine exceeded the ${capText(memory.limitBytes)} memory cap (--memory-limit) and was killed by the kernel's OOM killer ` +
    `(${(error as Error).message.replace(/ \[ENGINE_CRASHED\]$/, '')})`;
  return Object.assign(new FailureError(`${message} [ENGINE_CRASHED]`), { code: 'ENGINE_CRASHED' });
}
