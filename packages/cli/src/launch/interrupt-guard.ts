// SIGINT, SIGTERM and SIGHUP from the first moment the bin runs: a command that has not yet installed its own
// handler (or never does) still ends with the signal, and under `--format json` prints its one object
// {"ok":false,"error":{"code":"INTERRUPTED",...}} unless it printed its report already. The bin and the bundle are
// separate module copies, so the guard is found through a global symbol: a command's handler is "in charge" when it
// is registered beside the guard, and the last of those re-raises the signal (`othersHandle`).
import process from 'node:process';
import { interruptedFailure, jsonText } from '../cli-kit/json-failure.js';

export const INTERRUPT_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
export type InterruptSignal = (typeof INTERRUPT_SIGNALS)[number];

const GUARD = Symbol.for('rocktune.interrupt-guard');
type Listener = (...args: unknown[]) => void;
type Marked = Listener & { [GUARD]?: true };

/** Whether a listener other than the guard handles `sig`: then that one ends the process. */
export function othersHandle(sig: NodeJS.Signals): boolean {
  return (process.listeners(sig) as Marked[]).some((l) => l[GUARD] !== true);
}

/**
 * Runs `cleanup` on SIGINT, SIGTERM or SIGHUP until the returned function is called. It takes no charge of the end:
 * the guard or a command's handler still reports the interrupt, and the signal still ends the process (re-raised here
 * when no handler in charge is left).
 */
export function cleanUpOnInterrupt(cleanup: () => void): () => void {
  const stop = (): void => {
    for (const s of INTERRUPT_SIGNALS) process.off(s, onSignal);
  };
  const onSignal: Marked = (sig) => {
    stop();
    cleanup();
    if (!othersHandle(sig as NodeJS.Signals)) process.kill(process.pid, sig as NodeJS.Signals);
  };
  onSignal[GUARD] = true;
  for (const s of INTERRUPT_SIGNALS) process.on(s, onSignal);
  return stop;
}

/** Installs the guard once per process; `json`: print the INTERRUPTED object when nothing was printed on stdout yet. */
export function installInterruptGuard(json: boolean): void {
  const registry = globalThis as { [GUARD]?: true };
  if (registry[GUARD]) return;
  registry[GUARD] = true;
  let wrote = false;
  const write = process.stdout.write;
  if (json)
    process.stdout.write = function (this: NodeJS.WriteStream, ...args: Parameters<typeof write>) {
      wrote ||= args[0].length > 0;
      return write.apply(this, args);
    } as typeof write;
  const guard: Marked = (sig) => {
    // Whether it handles the signal or leaves it to the command's handler (which re-raises it), the guard's part ends:
    // the re-raised signal must meet the default action, not a handler that lets the run go on meanwhile.
    for (const s of INTERRUPT_SIGNALS) process.off(s, guard);
    if (othersHandle(sig as NodeJS.Signals)) return;
    if (json && !wrote) write.call(process.stdout, jsonText(interruptedFailure(sig as InterruptSignal)));
    process.kill(process.pid, sig as NodeJS.Signals);
  };
  guard[GUARD] = true;
  for (const s of INTERRUPT_SIGNALS) process.on(s, guard);
}
