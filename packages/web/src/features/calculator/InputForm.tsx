import { PRESETS, type Dialect, type PresetId } from '@rocktune/calculator';
import { Fragment } from 'react';
import { didYouMean } from '../../state/did-you-mean.js';
import { namedError } from '../../state/field-message.js';
import { FIELD_BY_KEY, FIELDS, type FieldGroup, type FieldKey, type FieldSpec, type FormValues } from '../../state/fields.js';
import type { PageTarget } from '../../state/target.js';
import { NarrowDisclosure, useNarrow } from '../../layout/NarrowDisclosure.js';
import { TargetField } from './TargetField.js';
import { useDraft } from './use-draft.js';

const GROUP_TITLES: Record<FieldGroup, string> = {
  hardware: 'Hardware',
  workload: 'Workload',
  engine: 'Engine',
};

export interface InputFormProps {
  values: FormValues;
  errors: Partial<Record<FieldKey | '(input)', string>>;
  onChange: (key: FieldKey, value: string, sameStep?: boolean) => void;
  /** The engine version, picked right after the engine. */
  target: PageTarget;
  targetNotes: readonly string[];
  onTarget: (target: PageTarget) => void;
  /** Hints that depend on the result (features/calculator/result-hints.ts). */
  hints: Partial<Record<FieldKey, string>>;
}

/**
 * Text fields apply a valid value once typing pauses, and commit what is typed on blur or Enter (use-draft.ts). On a
 * phone the Engine inputs and the secondary ones fold under "More inputs", so the file starts near the top (issue 35).
 */
export function InputForm(props: InputFormProps) {
  const { values, errors } = props;
  const narrow = useNarrow();
  const folded = (f: FieldSpec) => narrow && (f.group === 'engine' || f.secondary === true);
  const groups = (shown: (f: FieldSpec) => boolean) =>
    (Object.keys(GROUP_TITLES) as FieldGroup[]).map((group) => (
      <Group key={group} {...props} group={group} fields={FIELDS.filter((f) => f.group === group && shown(f))} />
    ));
  return (
    <form className="input-form" aria-label="Inputs" noValidate onSubmit={(e) => e.preventDefault()}>
      {errors['(input)'] && (
        <p className="field-error" role="alert">
          {errors['(input)']}
        </p>
      )}
      {groups((f) => !folded(f))}
      {narrow && (
        <NarrowDisclosure
          summary={foldedSummary(values, FIELDS.filter(folded).length)}
          forceOpen={FIELDS.some((f) => folded(f) && errors[f.key] !== undefined)}
        >
          {groups(folded)}
        </NarrowDisclosure>
      )}
    </form>
  );
}

/** One group's fields (none: nothing), the engine version right after the engine. */
function Group({ group, fields, values, errors, onChange, target, targetNotes, onTarget, hints }: InputFormProps & GroupProps) {
  if (fields.length === 0) return null;
  return (
    <fieldset>
      <legend>{GROUP_TITLES[group]}</legend>
      {fields.map((field) => (
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
  );
}

interface GroupProps {
  group: FieldGroup;
  fields: FieldSpec[];
}

/** What a phone folds, named with the values a reader checks first: `More inputs (10): RocksDB, lz4, memory 0.8 of DRAM`. */
function foldedSummary(values: FormValues, count: number): string {
  const engine = FIELD_BY_KEY.dialect.choices?.find((c) => c.value === values.dialect)?.label.replace(/ \(.*\)$/, '');
  return `More inputs (${count}): ${engine}, ${values.compression}, memory ${values.memoryFraction} of DRAM`;
}

interface FieldProps {
  field: FieldSpec;
  value: string;
  error: string | undefined;
  hint: string;
  onChange: (key: FieldKey, value: string, sameStep?: boolean) => void;
}

function Field({ field, value, error: committedError, hint, onChange }: FieldProps) {
  const { draft, setDraft, commit } = useDraft(field, value, onChange);
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
