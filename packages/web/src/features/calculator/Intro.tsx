import { FIELD_BY_KEY, type FieldKey, type FormValues } from '../../state/fields.js';
import type { MachineState } from '../machine/use-machine.js';

export interface IntroProps {
  /** Under `rocktune serve` "This machine" can fill the form; elsewhere it can only say why not. */
  served: boolean;
  values: FormValues;
  showingExample: boolean;
  machine: MachineState;
  onThisMachine: () => void;
  onGuideExample: () => void;
  /** The last fill (guide example / this machine) that can be undone, e.g. "the guide example". */
  undoable: string | undefined;
  onUndo: () => void;
}

/** The inputs a reader checks first, named as the form names them. */
const SUMMARY_FIELDS: readonly FieldKey[] = ['cpuThreads', 'dramBytes', 'valueSize', 'totalKeys'];

/** What the form holds now, in its own labels and as typed: `CPU threads 24 · DRAM 128GB · …`. */
export function formSummary(values: FormValues): string {
  return SUMMARY_FIELDS.map((k) => `${FIELD_BY_KEY[k].label} ${values[k].trim() || '(empty)'}`).join(' · ');
}

/** `rocktune serve` in backticks becomes code. */
function withCode(text: string) {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

function focusFirstField() {
  const input = document.getElementById('field-cpuThreads') as HTMLInputElement | null;
  input?.focus();
  input?.select();
}

/**
 * The fill buttons: the primary one is what works where the page runs (this machine under `rocktune serve`;
 * elsewhere the guide example, or the form itself while the example shows). No button is ever shown disabled.
 */
function IntroActions({ served, showingExample, machine, onThisMachine, onGuideExample }: IntroProps) {
  const thisMachine = (
    <button type="button" className={served ? undefined : 'secondary'} onClick={onThisMachine} disabled={machine.kind === 'loading'}>
      This machine
    </button>
  );
  const guide = !showingExample && (
    <button type="button" className={served ? 'secondary' : undefined} onClick={onGuideExample}>
      Guide example
    </button>
  );
  const enter = !served && showingExample && (
    <button type="button" onClick={focusFirstField}>
      Enter your values
    </button>
  );
  return served ? (
    <>
      {thisMachine}
      {guide}
    </>
  ) : (
    <>
      {guide}
      {enter}
      {thisMachine}
    </>
  );
}

function FillStatus({ machine, undoable, onUndo }: Pick<IntroProps, 'machine' | 'undoable' | 'onUndo'>) {
  return (
    <div role="status" aria-live="polite" data-testid="fill-status">
      {machine.kind === 'unavailable' && (
        <p className="machine-note" data-testid="machine-note">
          {withCode(machine.reason)}
        </p>
      )}
      {machine.kind === 'ready' && undoable === 'this machine' && (
        <p className="machine-note">
          Filled in this machine:{' '}
          {[machine.machine.notes?.cpuThreads, machine.machine.notes?.dramBytes, machine.machine.notes?.openFiles]
            .filter(Boolean)
            .join('; ')}
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
  );
}

/**
 * Whether the values are an example, in a box whose two texts share one grid cell: leaving the first edited field
 * swaps the text without changing the height, so nothing below it moves under a click (issue 35).
 */
function ExampleNotice({ showingExample }: { showingExample: boolean }) {
  return (
    <p className="example-notice" data-showing={showingExample}>
      <span className="notice-layer" data-testid={showingExample ? 'example-notice' : undefined} aria-hidden={!showingExample || undefined}>
        <strong>These values are an example:</strong> the tuning guide’s 48-thread, 128 GB server with 8 billion 820-byte records. Replace
        them with yours.
      </span>
      <span className="notice-layer" aria-hidden={showingExample || undefined}>
        <strong>Your values:</strong> the file follows each field as you type, once its value is valid; “Guide example” brings the example
        back.
      </span>
    </p>
  );
}

/** The first screen: what the page does, whether the values are an example, and the ways to fill the form. */
export function Intro(props: IntroProps) {
  const { values, showingExample } = props;
  return (
    <section className="intro" aria-label="About this page">
      <p className="intro-what">
        Fill in your hardware and workload; the tuned OPTIONS file <span className="wide-only">beside the form</span>
        <span className="narrow-only">below the form</span> is ready to copy. Every value is explained under it.
      </p>
      <ExampleNotice showingExample={showingExample} />
      <div className="intro-actions">
        <IntroActions {...props} />
        <span id="form-summary" className="muted" data-testid="form-summary">
          {showingExample ? 'Showing the guide example' : 'Your input'}: {formSummary(values)}
        </span>
      </div>
      <FillStatus {...props} />
    </section>
  );
}
