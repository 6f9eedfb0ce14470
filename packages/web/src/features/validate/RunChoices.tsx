import { formatBytes, formatInteger, plural, type Recommendation } from '@rocktune/calculator';
import type { Machine } from '../machine/use-machine.js';
import { CAPPED_RUN_LABEL } from './capped-run.js';
import type { ValidateInfo } from './use-validate-info.js';

export type SizeFor = 'machine' | 'form';

const hardware = (threads: number, dramBytes: number) => `${plural(threads, 'thread')}, ${formatBytes(dramBytes)} DRAM`;

/** Which file runs: the one on screen by default; re-sizing it for this host is the user's explicit choice. */
export function FileToRun({
  sizeFor,
  onSizeFor,
  recommendation,
  detected,
}: {
  sizeFor: SizeFor;
  onSizeFor: (s: SizeFor) => void;
  recommendation: Recommendation | undefined;
  detected: Machine | undefined;
}) {
  return (
    <fieldset className="size-for">
      <legend>File to run</legend>
      <label className="check">
        <input type="radio" name="validate-size-for" checked={sizeFor === 'form'} onChange={() => onSizeFor('form')} /> the file on screen
        {recommendation ? ` (${hardware(recommendation.input.cpuThreads, recommendation.input.dramBytes)})` : ' (fix the form first)'}
      </label>
      <label className="check">
        <input
          type="radio"
          name="validate-size-for"
          checked={sizeFor === 'machine'}
          disabled={!detected}
          onChange={() => onSizeFor('machine')}
        />{' '}
        the same workload re-sized for this machine
        {detected
          ? ` (${hardware(detected.cpuThreads, detected.dramBytes)}, ${formatInteger(detected.openFiles)} open files)`
          : ' (not detected)'}
      </label>
    </fieldset>
  );
}

/** How it runs: as fast as this machine goes, or capped (memory and disk limits, random load), when the host can cap. */
export function HowToRun({
  capped,
  onCapped,
  info,
  busy,
}: {
  capped: boolean;
  onCapped: (capped: boolean) => void;
  info: ValidateInfo;
  busy: boolean;
}) {
  const can = info.cappedRun?.available === true;
  const why = info.cappedRun ? info.cappedRun.reason : 'this rocktune serve does not offer capped runs; update it';
  return (
    <fieldset className="size-for" data-testid="how-to-run">
      <legend>How to run</legend>
      <label className="check">
        <input type="radio" name="validate-capped" checked={!capped} onChange={() => onCapped(false)} disabled={busy} /> uncapped (as fast
        as this machine goes; sequential load)
      </label>
      <label className="check">
        <input type="radio" name="validate-capped" checked={capped} onChange={() => onCapped(true)} disabled={busy || !can} />{' '}
        {CAPPED_RUN_LABEL}, random load
      </label>
      {!can && (
        <p className="muted" data-testid="capped-unavailable">
          Not on this host: {why}.
        </p>
      )}
    </fieldset>
  );
}
