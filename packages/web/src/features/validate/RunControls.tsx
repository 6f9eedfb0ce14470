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

interface NumberInputProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  size: number;
  ok: boolean;
  busy: boolean;
  onRecheck: () => void;
}

/** One of the test's size fields: checked when it loses focus, locked while a run is going. */
function NumberInput(p: NumberInputProps) {
  return (
    <label className="inline-field">
      {p.label}{' '}
      <input
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
        onBlur={p.onRecheck}
        inputMode="numeric"
        size={p.size}
        disabled={p.busy}
        aria-invalid={!p.ok || undefined}
      />
    </label>
  );
}

/** The test's size, the baseline choice and Start / Stop, with the inputs' own errors under them. */
export function RunControls(p: RunControlsProps) {
  const sizeFields = [
    { label: 'Keys to load (T2)', value: p.keys, onChange: p.onKeys, size: 10, ok: p.checked.keys.ok },
    { label: 'T5 seconds', value: p.duration, onChange: p.onDuration, size: 4, ok: p.checked.seconds.ok },
  ];
  return (
    <>
      <div className="toolbar">
        {sizeFields.map((f) => (
          <NumberInput key={f.label} {...f} busy={p.busy} onRecheck={p.onRecheck} />
        ))}
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
