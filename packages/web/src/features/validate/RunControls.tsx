import type { Checked } from './run-inputs.js';

export interface RunControlsProps {
  keys: string;
  duration: string;
  onKeys: (text: string) => void;
  onDuration: (text: string) => void;
  checked: { keys: Checked; seconds: Checked };
  onRecheck: () => void;
  withBaseline: boolean;
  onBaseline: (on: boolean) => void;
  busy: boolean;
  canStart: boolean;
  onStart: () => void;
  onStop: () => void;
}

/** The test's size, the baseline choice and Start / Stop, with the inputs' own errors under them. */
export function RunControls(p: RunControlsProps) {
  return (
    <>
      <div className="toolbar">
        <label className="inline-field">
          Keys to load (T2){' '}
          <input
            value={p.keys}
            onChange={(e) => p.onKeys(e.target.value)}
            onBlur={p.onRecheck}
            inputMode="numeric"
            size={10}
            disabled={p.busy}
            aria-invalid={!p.checked.keys.ok || undefined}
          />
        </label>
        <label className="inline-field">
          T5 seconds{' '}
          <input
            value={p.duration}
            onChange={(e) => p.onDuration(e.target.value)}
            onBlur={p.onRecheck}
            inputMode="numeric"
            size={4}
            disabled={p.busy}
            aria-invalid={!p.checked.seconds.ok || undefined}
          />
        </label>
        <label className="check">
          <input type="checkbox" checked={p.withBaseline} onChange={(e) => p.onBaseline(e.target.checked)} disabled={p.busy} /> also run
          RocksDB’s defaults (baseline)
        </label>
        {p.busy ? (
          <button type="button" className="secondary" onClick={p.onStop}>
            Stop
          </button>
        ) : (
          <button type="button" onClick={p.onStart} disabled={!p.canStart}>
            Check on this machine
          </button>
        )}
      </div>
      {[p.checked.keys, p.checked.seconds].map((c, i) =>
        c.ok ? null : (
          <p key={i} className="field-error" data-testid="validate-input-error">
            {c.message}
          </p>
        ),
      )}
    </>
  );
}
