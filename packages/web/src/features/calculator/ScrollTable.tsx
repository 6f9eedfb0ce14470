import type { ReactNode } from 'react';

/** A table that scrolls sideways on narrow screens, under one header row of column names; children are its body and foot. */
export function ScrollTable({ className, columns, children }: { className: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="table-scroll">
      <table className={className}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
