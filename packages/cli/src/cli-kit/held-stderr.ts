import { UsageError } from './errors.js';
import type { Io } from './io.js';

/**
 * Runs a command with its stderr held back until it calls `release` (or returns): a usage error found after the
 * sizing ran drops the sizing's notes and warnings, so the error line stands alone; any other end prints them.
 */
export async function withHeldStderr<T>(io: Io, body: (held: Io, release: () => void) => Promise<T> | T): Promise<T> {
  let held: string[] | undefined = [];
  const release = (): void => {
    const lines = held;
    held = undefined;
    for (const t of lines ?? []) io.stderr(t);
  };
  const heldIo: Io = { ...io, stderr: (t) => (held ? void held.push(t) : io.stderr(t)) };
  try {
    const result = await body(heldIo, release);
    release();
    return result;
  } catch (error) {
    if (!(error instanceof UsageError)) release();
    throw error;
  }
}
