import type { Dialect } from '@rocktune/calculator';
import { LevelTable } from './LevelTable.js';
import { MemoryBar } from './MemoryBar.js';
import { OptionsFilePanel } from './OptionsFilePanel.js';
import { OptionsTable } from './OptionsTable.js';
import { formatOptionValue } from './format.js';
import type { Change, RecommendationState } from './use-recommendation.js';
import { Warnings } from './Warnings.js';

export interface ResultViewProps {
  state: RecommendationState;
  changes: Change[];
  annotate: boolean;
  onAnnotate: (annotate: boolean) => void;
  onDialect: (dialect: Dialect) => void;
}

export function ResultView({ state, changes, annotate, onAnnotate, onDialect }: ResultViewProps) {
  if (state.status === 'invalid') {
    const count = Object.keys(state.fieldErrors).length;
    return (
      <div className="results" data-status="invalid">
        <section className="card invalid-notice" role="status">
          <h2>No result</h2>
          <p>
            {count === 1 ? 'One input needs' : `${count} inputs need`} fixing; the message is next to {count === 1 ? 'the field' : 'each field'}. Results appear as soon
            as every input is valid.
          </p>
        </section>
      </div>
    );
  }
  const rec = state.recommendation;
  const changed = new Set(changes.map((c) => c.name));
  return (
    <div className="results" data-status={state.status}>
      {state.status === 'infeasible' && (
        <section className="card infeasible" role="alert">
          <h2>This configuration cannot run</h2>
          <p>{state.message}</p>
          <p>The values below are what the rules give; do not use them as they are.</p>
        </section>
      )}
      <Warnings warnings={rec.warnings} />
      <section aria-labelledby="changes-title" className="card changes">
        <h2 id="changes-title">What changed</h2>
        <div aria-live="polite">
          {changes.length === 0 ? (
            <p className="muted">Edit an input: the options it moves are listed here and highlighted below.</p>
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
      <OptionsTable options={rec.options} changed={changed} />
      <MemoryBar memory={rec.memory} />
      <LevelTable levels={rec.levels} numLevels={rec.input.numLevels} />
      {state.status === 'ok' && <OptionsFilePanel recommendation={rec} annotate={annotate} onAnnotate={onAnnotate} onDialect={onDialect} />}
    </div>
  );
}
