import { PRESETS, type Dialect, type PresetId } from '@rocktune/calculator';
import { Fragment, useEffect, useState } from 'react';
import { didYouMean } from '../../state/did-you-mean.js';
import { namedError } from '../../state/field-message.js';
import { FIELDS, type FieldGroup, type FieldKey, type FieldSpec, type FormValues } from '../../state/fields.js';
import type { PageTarget } from '../../state/target.js';
import { TargetField } from './TargetField.js';

const GROUP_TITLES: Record<FieldGroup, string> = {
  hardware: 'Hardware',
  workload: 'Workload',
  engine: 'Engine',
};

export interface InputFormProps {
  values: FormValues;
  errors: Partial<Record<FieldKey | '(input)', string>>;
  onChange: (key: FieldKey, value: string) => void;
  /** The engine version, picked right after the engine. */
  target: PageTarget;
  targetNotes: readonly string[];
  onTarget: (target: PageTarget) => void;
  /** Hints that depend on the result (features/calculator/result-hints.ts). */
  hints: Partial<Record<FieldKey, string>>;
}

/** Text fields commit on blur or Enter (not per keystroke), so "64GB" is never judged at "6". */
export function InputForm({ values, errors, onChange, target, targetNotes, onTarget, hints }: InputFormProps) {
  const formError = errors['(input)'];
  return (
    <form className="input-form" aria-label="Inputs" noValidate onSubmit={(e) => e.preventDefault()}>
      {formError && (
        <p className="field-error" role="alert">
          {formError}
        </p>
      )}
      {(Object.keys(GROUP_TITLES) as FieldGroup[]).map((group) => (
        <fieldset key={group}>
          <legend>{GROUP_TITLES[group]}</legend>
          {FIELDS.filter((f) => f.group === group).map((field) => (
            <Fragment key={field.key}>
              <Field
                field={field}
                value={values[field.key]}
                error={errors[field.key]}
                hint={hintFor(field, values, hints)}
                onChange={onChange}
              />
              {field.key === 'dialect' && (
                <TargetField engine={values.dialect as Dialect} target={target} notes={targetNotes} onTarget={onTarget} />
              )}
            </Fragment>
          ))}
        </fieldset>
      ))}
    </form>
  );
}

interface FieldProps {
  field: FieldSpec;
  value: string;
  error: string | undefined;
  hint: string;
  onChange: (key: FieldKey, value: string) => void;
}

function Field({ field, value, error: committedError, hint, onChange }: FieldProps) {
  const [draft, setDraft] = useState(value);
  // A new committed value from outside (a link, the guide example, this machine, Undo) replaces the draft.
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft !== value) onChange(field.key, draft);
  };
  // The error judges the committed value: while the field is being edited it hides, so leaving the field moves nothing.
  const error = draft === value ? committedError : undefined;
  const suggestion = error ? didYouMean(field.key, value) : undefined;
  const id = `field-${field.key}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.key,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: error ? 'invalid' : undefined,
  } as const;
  return (
    <div className="field" data-field={field.key}>
      <label htmlFor={id}>
        {field.label}
        {field.optional && <span className="muted"> (optional)</span>}
      </label>
      {field.kind === 'select' ? (
        <select {...common} value={value} onChange={(e) => onChange(field.key, e.target.value)}>
          {field.choices?.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          inputMode={field.inputMode ?? 'text'}
          autoComplete="off"
          spellCheck={false}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
        />
      )}
      {error && (
        <p id={errorId} className="field-error">
          <span aria-hidden="true">⚠ </span>
          {field.label}
          {namedError(field.key, error).rest}
          {suggestion && (
            <>
              {' '}
              Did you mean{' '}
              <button type="button" className="link" onClick={() => onChange(field.key, suggestion)}>
                {suggestion}
              </button>
              ?
            </>
          )}
        </p>
      )}
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The preset's hint is its summary; an input the preset overrides says so (the calculator's note words it too); then the result's hints; the others are fixed. */
function hintFor(field: FieldSpec, values: FormValues, hints: Partial<Record<FieldKey, string>>): string {
  const preset = PRESETS[values.workload as PresetId];
  if (field.key === 'workload') return preset?.summary ?? '';
  if (field.key === 'compression' && preset?.compressionOff && values.compression !== 'none')
    return `Overridden: the ${preset.title} preset turns compression off, so the file uses none.`;
  return hints[field.key] ?? field.hint;
}
