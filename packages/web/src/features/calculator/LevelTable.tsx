import { formatBytes, formatInteger, type LevelTable as Levels } from '@rocktune/calculator';
import { ScrollTable } from './ScrollTable.js';

interface LevelTableProps {
  levels: Levels;
  numLevels: number;
  /** The files the data fills (the memory model's shape of the same result) and the file's max_open_files. */
  filled: { sstBytes: number; sstFiles: number; valueFiles: number };
  /** The file's target_file_size_base: what each SST is cut at. */
  sstFileSize: number;
  keys: number;
  maxOpenFiles: number | undefined;
  /** The calculator warns that the files exceed the open-file budget (a step raises "Open files"). */
  warned: boolean;
}

/** The guide's Figure 5: files and bytes per level at their target sizes, how many levels the data needs, and what it fills. */
export function LevelTable({ levels, numLevels, filled, sstFileSize, keys, maxOpenFiles, warned }: LevelTableProps) {
  const fits = levels.levelsNeeded <= numLevels;
  const files = filled.sstFiles + filled.valueFiles;
  const entryBytes = Math.round((filled.sstBytes - levels.dataBytes) / keys);
  return (
    <section aria-labelledby="levels-title" className="card">
      <h2 id="levels-title">Levels</h2>
      <p className={fits ? 'fit ok' : 'fit bad'} data-testid="level-fit">
        Data in the LSM: <strong>{formatBytes(levels.dataBytes)}</strong> ({formatInteger(levels.dataBytes)} bytes) needs{' '}
        <strong>{levels.levelsNeeded}</strong> of {numLevels} levels: {fits ? 'fits.' : 'does not fit; raise “Levels below L0”.'}
      </p>
      <p data-testid="level-files">
        The table counts files at each level’s target size ({formatInteger(levels.totalFiles)} in all). The data fills about{' '}
        <strong>{formatInteger(files)}</strong> files ({formatInteger(filled.sstFiles)} SSTs of {formatBytes(sstFileSize)}
        {filled.valueFiles > 0 ? ` + ${formatInteger(filled.valueFiles)} value files` : ''})
        {maxOpenFiles === undefined
          ? '.'
          : maxOpenFiles < 0 || files <= maxOpenFiles
            ? `, all open at once within max_open_files ${maxOpenFiles < 0 ? '(unlimited)' : formatInteger(maxOpenFiles)}.`
            : warned
              ? `, more than max_open_files ${formatInteger(maxOpenFiles)}: RocksDB closes and reopens files beyond it, which costs reads (see the warnings).`
              : `; max_open_files ${formatInteger(maxOpenFiles)} is the budget the file sizes are set for (the count adds each SST’s index and filter blocks).`}{' '}
        In SSTs each key takes {formatInteger(entryBytes)} bytes more than above (the entry’s header
        {entryBytes > 3 ? ' and sequence number' : ''}), so the SSTs hold{' '}
        <span data-sst-bytes={filled.sstBytes}>{formatBytes(filled.sstBytes)}</span>.
      </p>
      <ScrollTable className="levels-table" columns={['Level', 'Files at target size', 'Bytes', 'Data']}>
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
