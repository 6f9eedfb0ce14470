import { describeSource, type RecommendedOption } from '@rocktune/calculator';
import { useState } from 'react';
import type { FileSettings } from './file-settings.js';
import { formatOptionValue } from './format.js';
import { pageWords } from './page-words.js';
import { ScrollTable } from './ScrollTable.js';

export interface OptionsTableProps {
  options: RecommendedOption[];
  changed: ReadonlySet<string>;
  /** What the emitted file sets (undefined: no file, the configuration cannot run). */
  inFile: FileSettings | undefined;
}

/** Every option with its value and source; a row expands to its formula (inputs substituted) and reason. */
export function OptionsTable({ options, changed, inFile }: OptionsTableProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const allOpen = open.size === options.length;
  const toggle = (name: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });
  return (
    <section aria-labelledby="options-title" className="card">
      <div className="card-head">
        <h2 id="options-title">Options</h2>
        <button
          type="button"
          className="secondary small"
          onClick={() => setOpen(allOpen ? new Set() : new Set(options.map((o) => o.name)))}
        >
          {allOpen ? 'Collapse all' : 'Show all formulas'}
        </button>
      </div>
      <ScrollTable className="options-table" columns={['Option', 'Value', 'Source']}>
        <tbody>
          {options.map((o) => (
            <OptionRow
              key={`${o.section}.${o.name}`}
              option={o}
              changed={changed.has(o.name)}
              written={inFile === undefined || inFile.has(o.name)}
              open={open.has(o.name)}
              onToggle={() => toggle(o.name)}
            />
          ))}
        </tbody>
      </ScrollTable>
      <p className="muted symbols" data-testid="formula-symbols">
        In the formulas: T = CPU threads, D = DRAM, K = key size, P = key overhead (the value pointer), V = value size, N = total keys;
        keysPerFile = keys per SST (and per value file), set by the open-file budget.
      </p>
    </section>
  );
}

interface OptionRowProps {
  option: RecommendedOption;
  changed: boolean;
  /** The emitted file sets it (TRocksDB cannot read some options from a file). */
  written: boolean;
  open: boolean;
  onToggle: () => void;
}

/** One option, and its formula, reason and (where the file cannot carry it) how to apply it. */
function OptionRow({ option: o, changed, written, open, onToggle }: OptionRowProps) {
  const detailId = `option-detail-${o.name}`;
  return (
    <>
      <tr data-option={o.name} data-in-file={String(written)} className={changed ? 'changed' : undefined}>
        <th scope="row">
          <button type="button" className="row-toggle" aria-expanded={open} aria-controls={detailId} onClick={onToggle}>
            <span aria-hidden="true" className="chevron">
              {open ? '▾' : '▸'}
            </span>
            <code>{o.name}</code>
          </button>
          <span className="section-name">{o.section}</span>
        </th>
        <td className="value" data-label="Value">
          <code>{formatOptionValue(o.name, o.value)}</code>
          {changed && <span className="badge">changed</span>}
          {!written && <span className="badge not-in-file">not in the file</span>}
        </td>
        <td className="source" data-label="Source">
          {pageWords(describeSource(o.source))}
        </td>
      </tr>
      <tr id={detailId} className="detail" hidden={!open}>
        <td colSpan={3}>
          <p>
            <strong>Formula: </strong>
            <code className="formula">{pageWords(o.formula)}</code>
          </p>
          <p>
            <strong>Why: </strong>
            {pageWords(o.why)}
          </p>
          {!written && (
            <p>
              <strong>Not in the file: </strong>
              {pageWords(o.notInFile ?? 'the file leaves it at the engine’s default.')}
            </p>
          )}
        </td>
      </tr>
    </>
  );
}
