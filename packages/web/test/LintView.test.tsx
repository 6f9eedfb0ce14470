// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_TARGET, getEngineProfile, lintOptionsText } from '@rocktune/calculator';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../src/App.js';
import { bySeverity } from '../src/features/lint/LintFindings.js';

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
    const expected = lintOptionsText(BROKEN).findings;
    expect(expected.length).toBeGreaterThan(0);
    const items = [...document.querySelectorAll('.findings li')];
    expect(items.map((li) => [li.getAttribute('data-rule'), Number(li.getAttribute('data-line'))])).toEqual(
      bySeverity(expected).map((f) => [f.ruleId, f.line]),
    );
    for (const f of expected) expect(document.getElementById(`lint-line-${f.line}`)?.getAttribute('data-flagged')).toBe('true');
    expect(document.getElementById('lint-line-1')?.getAttribute('data-flagged')).toBeNull();
  });

  it("lints the calculator's generated file", () => {
    history.replaceState(null, '', '/#tab=lint');
    render(<App />);
    fireEvent.click(screen.getByRole('button', { name: "Lint the calculator's file" }));
    expect((screen.getByLabelText('Paste an OPTIONS file, or drop one here') as HTMLTextAreaElement).value).toContain(
      'write_buffer_size=164000000',
    );
    expect(screen.getByTestId('lint-summary').textContent).toMatch(/^(No problems found|0 errors)/);
  });
});
