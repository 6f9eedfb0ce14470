import { DIALECT_VERSIONS, PRESETS, type Dialect, type PresetId } from '@rocktune/calculator';
import { FIELDS, type FieldGroup, type FieldKey, type FieldSpec, type FormValues } from '../../state/fields.js';

const GROUP_TITLES: Record<FieldGroup, string> = {
  hardware: 'Hardware',
  workload: 'Workload',
  engine: 'Engine',
};

export interface InputFormProps {
  values: FormValues;
  errors: Partial<Record<FieldKey | '(input)', string>>;
  onChange: (key: FieldKey, value: string) => void;
  onGuideExample: () => void;
}

export function InputForm({ values, errors, onChange, onGuideExample }: InputFormProps) {
  const formError = errors['(input)'];
  return (
    <form className="input-form" aria-label="Inputs" noValidate onSubmit={(e) => e.preventDefault()}>
      <div className="form-actions">
        <button type="button" className="secondary" onClick={onGuideExample}>
          Guide example
        </button>
        <span className="muted">48 threads, 128 GB, 20/20/800-byte records, 8e9 keys</span>
      </div>
      {formError && (
        <p className="field-error" role="alert">
          {formError}
        </p>
      )}
      {(Object.keys(GROUP_TITLES) as FieldGroup[]).map((group) => (
        <fieldset key={group}>
          <legend>{GROUP_TITLES[group]}</legend>
          {FIELDS.filter((f) => f.group === group).map((field) => (
            <Field key={field.key} field={field} value={values[field.key]} error={errors[field.key]} values={values} onChange={onChange} />
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
  values: FormValues;
  onChange: (key: FieldKey, value: string) => void;
}

function Field({ field, value, error, values, onChange }: FieldProps) {
  const id = `field-${field.key}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hint = hintFor(field, values);
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
          value={value}
          onChange={(e) => onChange(field.key, e.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="field-error">
          <span aria-hidden="true">⚠ </span>
          {error}
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

/** Select hints depend on the choice: the preset's summary, the dialect's target version. */
function hintFor(field: FieldSpec, values: FormValues): string {
  if (field.key === 'workload') return PRESETS[values.workload as PresetId]?.summary ?? '';
  if (field.key === 'dialect') {
    const version = DIALECT_VERSIONS[values.dialect as Dialect];
    return version ? `Targets ${values.dialect === 'trocksdb' ? 'TRocksDB' : 'RocksDB'} ${version} (the [Version] of the OPTIONS file).` : '';
  }
  return field.hint;
}
