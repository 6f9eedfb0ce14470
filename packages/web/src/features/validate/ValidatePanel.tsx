import type { Recommendation } from '@rocktune/calculator';
import { useEffect, useMemo, useRef, useState } from 'react';
import { computeState } from '../calculator/use-recommendation.js';
import type { FormValues } from '../../state/fields.js';
import type { PageTarget } from '../../state/target.js';
import { machineValues } from '../machine/machine-values.js';
import type { Machine, MachineState } from '../machine/use-machine.js';
import { FileToRun, HowToRun, type SizeFor } from './RunChoices.js';
import { RunControls } from './RunControls.js';
import { RunResult } from './RunResult.js';
import { useValidateInfo } from './use-validate-info.js';
import { useValidateSession } from './use-validate-session.js';

export interface ValidatePanelProps {
  /** The form's file (undefined while the form is invalid or infeasible). */
  recommendation: Recommendation | undefined;
  /** Its text as the page shows it (with the reasons as comments when asked). */
  fileText: string | undefined;
  values: FormValues;
  /** The engine version the form writes for ('' = the engine's default). */
  engineTarget: PageTarget;
  machine: { state: MachineState; load: () => Promise<Machine | undefined> };
  /** Bumped by "Check on this machine" beside Copy: start a run of the file on screen. */
  runRequest: number;
}

/** The form's workload on this machine's hardware: what a run here can actually test. */
function forMachine(values: FormValues, engineTarget: PageTarget, m: Machine): Recommendation | undefined {
  const state = computeState(machineValues(values, m), engineTarget);
  return state.status === 'ok' ? state.recommendation : undefined;
}

/** The file to run: the one on screen, or (the user's choice) the same workload re-sized for the detected host. */
function useRunTarget({ recommendation, values, engineTarget, machine }: ValidatePanelProps, validateAvailable: boolean) {
  const [sizeFor, setSizeFor] = useState<SizeFor>('form');
  const { load } = machine;
  useEffect(() => {
    if (validateAvailable) void load();
  }, [validateAvailable, load]);
  const detected = machine.state.kind === 'ready' ? machine.state.machine : undefined;
  const target = useMemo(
    () => (sizeFor === 'machine' && detected ? forMachine(values, engineTarget, detected) : recommendation),
    [sizeFor, detected, values, engineTarget, recommendation],
  );
  return { sizeFor, setSizeFor, detected, target };
}

/** Kept mounted while inputs are edited, so a running validation survives an invalid input. */
export function ValidatePanel(props: ValidatePanelProps) {
  const info = useValidateInfo();
  const { sizeFor, setSizeFor, detected, target } = useRunTarget(props, info?.available === true);
  const session = useValidateSession(target, sizeFor === 'form' ? props.fileText : undefined);
  const { inputs, busy } = session;
  const startRef = useRef(session.start);
  startRef.current = session.start;
  useEffect(() => {
    if (props.runRequest > 0) void startRef.current();
  }, [props.runRequest]);

  if (!info) return null;
  if (!info.available) {
    return (
      <section id="validate-panel" className="card validate" aria-labelledby="validate-title">
        <h2 id="validate-title">Check on this machine</h2>
        <p className="muted">Not available: {info.reason}</p>
      </section>
    );
  }
  return (
    <section id="validate-panel" tabIndex={-1} className="card validate" aria-labelledby="validate-title" data-testid="validate-panel">
      <h2 id="validate-title">Check on this machine</h2>
      <p className="muted">
        Runs <code>rocktune validate</code> here: the engine checks the OPTIONS file, then two tests run in a temporary directory: the load
        (T2, every key written once) and read-while-writing (T5, random reads with a steady writer).
      </p>
      <FileToRun sizeFor={sizeFor} onSizeFor={setSizeFor} recommendation={props.recommendation} detected={detected} />
      <HowToRun capped={inputs.capped} onCapped={inputs.setCapped} info={info} busy={busy} />
      <RunControls
        keys={inputs.keys}
        duration={inputs.duration}
        onKeys={inputs.setKeys}
        onDuration={inputs.setDuration}
        checked={inputs.checked}
        onRecheck={inputs.recheck}
        withBaseline={inputs.withBaseline}
        onBaseline={inputs.setWithBaseline}
        busy={busy}
        canStart={target !== undefined && inputs.checked.keys.ok && inputs.checked.seconds.ok}
        onStart={() => void session.start()}
        onStop={session.stop}
      />
      {!target && !busy && <p className="muted">Fix the inputs first: there is no valid OPTIONS file to validate.</p>}
      <RunResult tuned={session.tuned} baseline={session.baseline} target={target} ranText={session.ranText} />
    </section>
  );
}
