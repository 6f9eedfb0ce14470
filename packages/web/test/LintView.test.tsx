// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_TARGET, getEngineProfile } from '@rocktune/calculator';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../src/App.js';

const BROKEN = [
  '[Version]',
  `  rocksdb_version=${getEngineProfile(DEFAULT_TARGET).version}`,
  '  options_file_version=1.1',
  '',
  '[DBOptions]',
  '  max_background_jobs=4',
  'garbage',
  '',
  '[CFOptions "default"]',
  '  level0_file_num_compaction_trigger=4',
  '  level0_slowdown_writes_trigger=2',
  '  level0_stop_writes_trigger=8',
  '',
].join('\n');

describe('lint tab', () => {
  afterEach(cleanup);

  it("shows the linter's findings and highlights their lines", () => {
    history.replaceState(null, '', '/#tab=lint');
    render(<App />);
    fireEvent.change(screen.getByLabelText('Paste an OPTIONS file, or drop one here'), { target: { value: BROKEN } });
    // Errors first: `garbage` (line 7) has no '=', the slowdown trigger 2 (line 11) is below the compaction trigger 4,
    // and the CF section (line 9) leaves L0-L2 on the default compression.
    const items = [...document.querySelectorAll('.findings li')];
    expect(items.map((li) => [li.getAttribute('data-rule'), Number(li.getAttribute('data-line'))])).toEqual([
      ['syntax-error', 7],
      ['l0-trigger-order', 11],
      ['compression-on-upper-levels', 9],
    ]);
    expect(screen.getByTestId('lint-summary').textContent).toMatch(/^1 error, 1 warning, 1 note\./);
    for (const line of [7, 9, 11]) expect(document.getElementById(`lint-line-${line}`)?.getAttribute('data-flagged')).toBe('true');
    for (const line of [1, 6, 10]) expect(document.getElementById(`lint-line-${line}`)?.getAttribute('data-flagged')).toBeNull();
  });

  it("lints the calculator's generated file", () => {
    history.replaceState(null, '', '/#tab=lint');
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: "Lint the calculator's file" }));
    expect((screen.getByLabelText('Paste an OPTIONS file, or drop one here') as HTMLTextAreaElement).value).toContain(
      'write_buffer_size=164000000',
    );
    // The calculator's file has nothing lint warns about or the engine refuses; notes (info) may remain.
    expect(screen.getByTestId('lint-summary').textContent).toMatch(/^0 errors, 0 warnings, \d+ notes?\. Judged as RocksDB /);
  });
});
