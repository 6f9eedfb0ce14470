import { formatInteger, type InputStep, type Warning } from '@rocktune/calculator';
import { FIELD_BY_KEY } from '../../state/fields.js';
import { noteLines } from './note-lines.js';
import { pageWords } from './page-words.js';

/** A next step in the form's own words: the field's label, never the CLI's flag. */
export function stepWords(steps: InputStep[]): string {
  const words = steps.map(({ input, change, to }) => {
    const field = `“${FIELD_BY_KEY[input].label}”`;
    const value = typeof to === 'number' ? formatInteger(to) : to;
    return `${change === 'raise' ? 'raise' : change === 'lower' ? 'lower' : 'set'} ${field}${value === undefined ? '' : ` to ${value}`}`;
  });
  const text = words.join(' or ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** What the page says about a warning: the calculator's finding (no flags) and the next step in the form's words. */
export function warningText(w: Warning): { message: string; todo: string | undefined } {
  return { message: pageWords(w.finding ?? w.message), todo: w.steps ? stepWords(w.steps) : WHAT_TO_DO[w.code] };
}

/**
 * What to do, per warning code. The calculator's message says what happened and with which
 * numbers; this adds the next step a user can take in this form.
 */
const WHAT_TO_DO: Record<string, string> = {
  'memtables-exceed-dram':
    'Add DRAM, raise the memory fraction, use fewer CPU threads for write buffers, or raise open files so each file (and buffer) holds fewer keys.',
  'block-cache-limited': 'Raise DRAM or the memory fraction if reads matter; the memtables take the budget first.',
  'target-file-size-floored': 'Nothing to do: the floor keeps files from getting too small for a database this size.',
  'value-size-beyond-guide': 'Check the result on your hardware with rocktune validate.',
  'value-file-size-capped': 'Fine as is; raise DRAM to allow larger blob/VLog files.',
  'l0-triggers-clamped': 'Fine on small hosts; RocksDB needs trigger ≤ slowdown ≤ stop.',
  'small-memory-budget': 'Raise DRAM or the memory fraction.',
  'target-no-blobdb': 'Pick a newer “Version” (one with integrated BlobDB) to keep values in blob files, or accept values inline.',
  'target-option-not-written': 'The file leaves it at the engine’s default; pick a newer “Version” if you run one.',
};

/** Counted as the OPTIONS file's header counts them: its "# Warnings:" line lists warnings and errors, not notes. */
export function Warnings({ warnings }: { warnings: Warning[] }) {
  const order = { error: 0, warning: 1, info: 2 } as const;
  const sorted = [...warnings].sort((a, b) => order[a.severity] - order[b.severity]);
  const serious = warnings.filter((w) => w.severity !== 'info').length;
  const notes = warnings.length - serious;
  const title = `${serious === 0 ? 'Warnings: none' : `${serious} warning${serious === 1 ? '' : 's'}`}${notes > 0 ? ` · ${notes} note${notes === 1 ? '' : 's'}` : ''}`;
  return (
    <section
      aria-labelledby="warnings-title"
      className={`card warnings ${serious ? 'serious' : ''}`}
      data-warnings={serious}
      data-notes={notes}
    >
      <h2 id="warnings-title">{title}</h2>
      {sorted.length > 0 && (
        <ul>
          {sorted.map((w, i) => (
            <li key={`${w.code}-${i}`} className={`finding sev-${w.severity}`} data-code={w.code}>
              <span className="severity">{w.severity === 'error' ? 'Error' : w.severity === 'warning' ? 'Warning' : 'Note'}</span>
              <NoteText text={warningText(w).message} />
              {warningText(w).todo && (
                <span className="todo">
                  <strong>What to do: </strong>
                  {warningText(w).todo}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The first line of a finding, and the rest behind "more". */
function NoteText({ text }: { text: string }) {
  const { head, rest } = noteLines(text);
  return (
    <>
      <span className="message">{head}</span>
      {rest && (
        <details className="more">
          <summary>more</summary>
          {rest}
        </details>
      )}
    </>
  );
}
