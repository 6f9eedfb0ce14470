import { formatBytes, formatInteger, type LevelTable as Levels } from '@rocktune/calculator';
import { ScrollTable } from './ScrollTable.js';

/** The guide's Figure 5: files and bytes per level, and how many levels the data needs. */
export function LevelTable({ levels, numLevels }: { levels: Levels; numLevels: number }) {
  const fits = levels.levelsNeeded <= numLevels;
  return (
    <section aria-labelledby="levels-title" className="card">
      <h2 id="levels-title">Levels</h2>
      <p className={fits ? 'fit ok' : 'fit bad'} data-testid="level-fit">
        Data in the LSM: <strong>{formatBytes(levels.dataBytes)}</strong> ({formatInteger(levels.dataBytes)} bytes) needs{' '}
        <strong>{levels.levelsNeeded}</strong> of {numLevels} levels: {fits ? 'fits.' : 'does not fit; add levels.'}
      </p>
      <ScrollTable className="levels-table" columns={['Level', 'Files', 'Bytes', 'Data']}>
        <tbody>
          {levels.rows.map((row) => (
            <tr key={row.level} data-level={row.level}>
              <th scope="row">L{row.level}</th>
              <td className="num">{formatInteger(row.files)}</td>
              <td className="num">
                {formatInteger(row.bytes)} <span className="muted">({formatBytes(row.bytes)})</span>
              </td>
              <td>{row.level < levels.levelsNeeded ? 'full' : row.level === levels.levelsNeeded ? 'last level' : 'spare'}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="num" data-testid="level-total-files">
              {formatInteger(levels.totalFiles)}
            </td>
            <td className="num">
              {formatInteger(levels.totalBytes)} <span className="muted">({formatBytes(levels.totalBytes)})</span>
            </td>
            <td />
          </tr>
        </tfoot>
      </ScrollTable>
    </section>
  );
}
