import { useMemo, type ReactNode } from 'react';
import type { FieldKey } from '../../state/fields.js';
import { namedError } from '../../state/field-message.js';
import { NarrowDisclosure } from '../../layout/NarrowDisclosure.js';
import { fileCapacities, fileSettings } from './file-settings.js';
import { LevelTable } from './LevelTable.js';
import { MemoryBar } from './MemoryBar.js';
import { OptionsFilePanel } from './OptionsFilePanel.js';
import { OptionsTable } from './OptionsTable.js';
import { formatOptionValue } from './format.js';
import { SourcesLegend } from './SourcesLegend.js';
import type { ShownRecommendation } from './use-recommendation.js';
import { Warnings } from './Warnings.js';

export interface ResultViewProps {
  shown: ShownRecommendation;
  fileText: string | undefined;
  annotate: boolean;
  copyStatus: string;
  onCopy: () => void;
  onAnnotate: (annotate: boolean) => void;
  /** Under `rocktune serve`: run the file on screen on this machine. */
  onCheck?: () => void;
  /** Shown right under the file (the check on this machine), kept mounted while the inputs change. */
  afterFile?: ReactNode;
}

type FieldErrors = Partial<Record<FieldKey | '(input)', string>>;

/** Names each bad field in the results too, so a user looking at the numbers knows why they did not move. */
function InvalidNotice({ errors, stale }: { errors: FieldErrors; stale: boolean }) {
  const entries = Object.entries(errors);
  return (
    <section className="card invalid-notice" role="status" data-testid="invalid-notice">
      <h2>{stale ? 'Showing the last valid input' : 'No result yet'}</h2>
      <ul>
        {entries.map(([key, message]) => (
          <li key={key}>
            <a
              href={`#field-${key}`}
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(`field-${key}`)?.focus();
              }}
            >
              {namedError(key, message).label}
            </a>
            {namedError(key, message).rest}
          </li>
        ))}
      </ul>
      {stale && <p className="muted">The numbers below are from before this change; fix the field and they follow.</p>}
    </section>
  );
}

export function ResultView({ shown, fileText, annotate, copyStatus, onCopy, onAnnotate, onCheck, afterFile }: ResultViewProps) {
  const { state, lastGood, changes } = shown;
  const errors = state.status === 'invalid' ? state.fieldErrors : undefined;
  const good = state.status === 'invalid' ? lastGood : state;
  const settings = useMemo(() => (good?.status === 'ok' && fileText !== undefined ? fileSettings(fileText) : undefined), [good, fileText]);
  if (!good) {
    return (
      <div className="results" data-status="invalid">
        <InvalidNotice errors={errors ?? {}} stale={false} />
      </div>
    );
  }
  const rec = good.recommendation;
  const stale = errors !== undefined;
  const changed = new Set(changes.map((c) => c.name));
  /** An option's value as the file writes it (the calculator's, while there is no file). */
  const inFileOr = (name: string) => settings?.get(name) ?? rec.options.find((o) => o.name === name)?.value;
  return (
    <div className="results" data-status={stale ? 'stale' : good.status}>
      {good.status === 'infeasible' && (
        <section className="card infeasible" role="alert">
          <h2>This configuration cannot run</h2>
          <p>{good.message}</p>
          <p>The values below are what the rules give; do not use them as they are.</p>
        </section>
      )}
      {good.status === 'ok' && fileText !== undefined && (
        <OptionsFilePanel
          recommendation={rec}
          text={fileText}
          stale={stale}
          annotate={annotate}
          copyStatus={copyStatus}
          onCopy={onCopy}
          onAnnotate={onAnnotate}
          {...(onCheck ? { onCheck } : {})}
        />
      )}
      {errors && <InvalidNotice errors={errors} stale />}
      {afterFile}
      <Warnings warnings={rec.warnings} />
      <section aria-labelledby="changes-title" className="card changes">
        <h2 id="changes-title">What changed</h2>
        <div aria-live="polite">
          {changes.length === 0 ? (
            <p className="muted">Change an input: the options it moves are listed here and highlighted below.</p>
          ) : (
            <ul>
              {changes.map((c) => (
                <li key={c.name} data-change={c.name}>
                  <code>{c.name}</code>: {formatOptionValue(c.name, c.before)} → <strong>{formatOptionValue(c.name, c.after)}</strong>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <NarrowDisclosure summary="Every value explained: options, memory, levels and sources">
        <OptionsTable options={rec.options} changed={changed} inFile={settings} />
        <MemoryBar memory={rec.memory} file={fileCapacities(settings, rec)} />
        <LevelTable
          levels={rec.levels}
          numLevels={rec.input.numLevels}
          filled={rec.memory.predicted.shape}
          sstFileSize={Number(inFileOr('target_file_size_base'))}
          keys={rec.input.totalKeys}
          maxOpenFiles={inFileOr('max_open_files') === undefined ? undefined : Number(inFileOr('max_open_files'))}
          warned={rec.warnings.some((w) => w.steps?.some((s) => s.input === 'openFiles'))}
        />
        <SourcesLegend />
      </NarrowDisclosure>
    </div>
  );
}
