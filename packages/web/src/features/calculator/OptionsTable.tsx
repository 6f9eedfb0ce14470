import { describeSource, type RecommendedOption } from '@rocktune/calculator';
import { Fragment, useState } from 'react';
import { formatOptionValue } from './format.js';
import { ScrollTable } from './ScrollTable.js';

export interface OptionsTableProps {
  options: RecommendedOption[];
  changed: ReadonlySet<string>;
}

/** Every option with its value and source; a row expands to its formula (inputs substituted) and reason. */
export function OptionsTable({ options, changed }: OptionsTableProps) {
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
          {options.map((o) => {
            const isOpen = open.has(o.name);
            const detailId = `option-detail-${o.name}`;
            return (
              <Fragment key={`${o.section}.${o.name}`}>
                <tr data-option={o.name} className={changed.has(o.name) ? 'changed' : undefined}>
                  <th scope="row">
                    <button
                      type="button"
                      className="row-toggle"
                      aria-expanded={isOpen}
                      aria-controls={detailId}
                      onClick={() => toggle(o.name)}
                    >
                      <span aria-hidden="true" className="chevron">
                        {isOpen ? '▾' : '▸'}
                      </span>
                      <code>{o.name}</code>
                    </button>
                    <span className="section-name">{o.section}</span>
                  </th>
                  <td className="value" data-label="Value">
                    <code>{formatOptionValue(o.name, o.value)}</code>
                    {changed.has(o.name) && <span className="badge">changed</span>}
                  </td>
                  <td className="source" data-label="Source">
                    {describeSource(o.source)}
                  </td>
                </tr>
                <tr id={detailId} className="detail" hidden={!isOpen}>
                  <td colSpan={3}>
                    <p>
                      <strong>Formula: </strong>
                      <code className="formula">{o.formula}</code>
                    </p>
                    <p>
                      <strong>Why: </strong>
                      {o.why}
                    </p>
                  </td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </ScrollTable>
      <p className="muted symbols" data-testid="formula-symbols">
        In the formulas: T = CPU threads, D = DRAM, K = key size, P = key overhead (the value pointer), V = value size, N = total keys;
        keysPerFile = keys per SST (and per value file), set by the open-file budget.
      </p>
    </section>
  );
}
