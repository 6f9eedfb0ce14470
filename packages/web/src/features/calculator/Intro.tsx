import type { MachineState } from '../machine/use-machine.js';

export interface IntroProps {
  showingExample: boolean;
  machine: MachineState;
  onThisMachine: () => void;
  onGuideExample: () => void;
  /** The last fill (guide example / this machine) that can be undone, e.g. "the guide example". */
  undoable: string | undefined;
  onUndo: () => void;
}

/** `rocktune serve` in backticks becomes code. */
function withCode(text: string) {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/** The first screen: what the page does, whether the values are an example, and the two ways to fill the form. */
export function Intro({ showingExample, machine, onThisMachine, onGuideExample, undoable, onUndo }: IntroProps) {
  return (
    <section className="intro" aria-label="About this page">
      <p className="intro-what">
        Fill in your hardware and workload; the tuned OPTIONS file {' '}
        <span className="wide-only">beside the form</span>
        <span className="narrow-only">below the form</span> is ready to copy. Every value is explained under it.
      </p>
      {showingExample && (
        <p className="example-notice" data-testid="example-notice">
          <strong>These values are an example:</strong> the tuning guide’s 48-thread, 128 GB server with 8 billion 820-byte records. Replace them
          with yours.
        </p>
      )}
      <div className="intro-actions">
        <button type="button" onClick={onThisMachine} disabled={machine.kind === 'loading'}>
          This machine
        </button>
        <button type="button" className="secondary" onClick={onGuideExample} disabled={showingExample} aria-describedby="guide-example-what">
          Guide example
        </button>
        <span id="guide-example-what" className="muted">
          {showingExample ? 'showing the guide example' : 'fills in 48 threads, 128 GB, 20/20/800-byte records, 8e9 keys'}
        </span>
      </div>
      <div role="status" aria-live="polite" data-testid="fill-status">
        {machine.kind === 'unavailable' && (
          <p className="machine-note" data-testid="machine-note">
            {withCode(machine.reason)}
          </p>
        )}
        {machine.kind === 'ready' && undoable === 'this machine' && (
          <p className="machine-note">
            Filled in this machine: {[machine.machine.notes?.cpuThreads, machine.machine.notes?.dramBytes, machine.machine.notes?.openFiles].filter(Boolean).join('; ')}
          </p>
        )}
        {undoable && (
          <p>
            Filled in {undoable}.{' '}
            <button type="button" className="link" onClick={onUndo}>
              Undo
            </button>{' '}
            <span className="muted">(or the browser’s Back button)</span>
          </p>
        )}
      </div>
    </section>
  );
}
