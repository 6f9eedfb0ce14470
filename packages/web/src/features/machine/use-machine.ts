import { useCallback, useState } from 'react';

/** What `rocktune serve` detected (GET /api/machine): the same detection as `rocktune generate` with no flags. */
export interface Machine {
  cpuThreads: number;
  dramBytes: number;
  openFiles: number;
  notes?: { cpuThreads?: string; dramBytes?: string; openFiles?: string };
}

export type MachineState =
  { kind: 'unknown' } | { kind: 'loading' } | { kind: 'ready'; machine: Machine } | { kind: 'unavailable'; reason: string };

/** Why a static page cannot fill in this machine: browsers do not reveal DRAM or ulimits. */
export const NEEDS_SERVE =
  'A browser cannot read this machine’s CPU threads, DRAM and ulimit. Run `rocktune serve` and open the address it prints: the page then fills these in. (`rocktune generate` with no flags does the same on the command line.)';

function isMachine(v: unknown): v is Machine {
  const m = v as Machine;
  return (
    typeof m === 'object' &&
    m !== null &&
    [m.cpuThreads, m.dramBytes, m.openFiles].every((n) => typeof n === 'number' && Number.isFinite(n) && n > 0)
  );
}

/** Fetches the detected hardware once, on demand; a static page says it needs `rocktune serve`. */
export function useMachine(served: boolean): { state: MachineState; load: () => Promise<Machine | undefined> } {
  const [state, setState] = useState<MachineState>({ kind: 'unknown' });
  const load = useCallback(async () => {
    if (!served) {
      setState({ kind: 'unavailable', reason: NEEDS_SERVE });
      return undefined;
    }
    setState({ kind: 'loading' });
    try {
      const res = await fetch('./api/machine');
      const body = (await res.json()) as unknown;
      if (res.ok && isMachine(body)) {
        setState({ kind: 'ready', machine: body });
        return body;
      }
      setState({ kind: 'unavailable', reason: `This rocktune serve cannot detect the machine (${res.status}).` });
    } catch (error) {
      setState({ kind: 'unavailable', reason: `Could not ask rocktune serve: ${(error as Error).message}` });
    }
    return undefined;
  }, [served]);
  return { state, load };
}
