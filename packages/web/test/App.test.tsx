// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../src/App.js';
import { FIELDS } from '../src/state/fields.js';

function valueOf(name: string): string {
  const row = document.querySelector(`tr[data-option="${name}"]`);
  return row?.querySelector('td.value code')?.textContent ?? '(missing)';
}

/** Type, then leave the field: text fields commit on blur (or Enter), not per keystroke. */
function type(label: string, text: string) {
  const el = screen.getByLabelText(label, { exact: false, selector: 'input,select' });
  fireEvent.focus(el);
  fireEvent.change(el, { target: { value: text } });
  fireEvent.blur(el);
}

describe('<App>', () => {
  beforeEach(() => history.replaceState(null, '', '/'));
  afterEach(cleanup);

  it('opens on the guide server with the CLI defaults: values inline at 800 B (fixtures e1-guide-example-inline)', () => {
    render(<App />);
    expect(valueOf('write_buffer_size')).toBe('164,000,000 (164 MB)');
    expect(valueOf('max_write_buffer_number')).toBe('13');
    expect(valueOf('level0_slowdown_writes_trigger')).toBe('36');
    expect(screen.getByTestId('options-file').textContent).toContain('target_file_size_base=33554432');
    expect(screen.getByTestId('options-file').textContent).not.toContain('blob_file_size');
  });

  it('labels every input', () => {
    render(<App />);
    for (const field of FIELDS) expect(screen.getByLabelText(field.label, { exact: false, selector: 'input,select' })).toBeTruthy();
    const unlabelled = [...document.querySelectorAll('input, select, textarea')].filter(
      (el) => !el.closest('label') && !(el.id && document.querySelector(`label[for="${el.id}"]`)) && !el.getAttribute('aria-label'),
    );
    expect(unlabelled).toEqual([]);
  });

  it('does not judge a field while it is typed in', () => {
    render(<App />);
    const el = screen.getByLabelText('DRAM', { selector: 'input' });
    fireEvent.change(el, { target: { value: '6' } });
    expect(el.getAttribute('aria-invalid')).toBeNull();
    expect(location.hash).not.toContain('dram=6');
    fireEvent.keyDown(el, { key: 'Enter' });
    expect(el.getAttribute('aria-invalid')).toBe('true');
  });

  it('recomputes when a field is left and writes the state into the URL', () => {
    render(<App />);
    type('CPU threads', '24');
    expect(valueOf('max_write_buffer_number')).toBe('7');
    expect(location.hash).toContain('threads=24');
    const changes = document.querySelector('[data-change="max_write_buffer_number"]');
    expect(changes?.textContent).toBe('max_write_buffer_number: 13 → 7');
    expect(document.querySelector('tr[data-option="max_write_buffer_number"]')?.className).toBe('changed');
  });

  it('shows a field error next to the field and keeps the last valid result, naming the field', () => {
    render(<App />);
    type('DRAM', '12 parsecs');
    const input = screen.getByLabelText('DRAM', { selector: 'input' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const field = input.closest('[data-field]') as HTMLElement;
    expect(within(field).getByText(/is not a size/)).toBeTruthy();
    expect(valueOf('write_buffer_size')).toBe('164,000,000 (164 MB)');
    expect(document.querySelector('.results')?.getAttribute('data-status')).toBe('stale');
    expect(screen.getByTestId('invalid-notice').textContent).toContain("DRAM: '12 parsecs' is not a size");
  });

  it('restores a shared link, and explains what it could not use', () => {
    history.replaceState(null, '', '/#threads=16&dram=nope&workload=write-heavy');
    render(<App />);
    expect((screen.getByLabelText('CPU threads', { selector: 'input' }) as HTMLInputElement).value).toBe('16');
    expect((screen.getByLabelText('DRAM', { selector: 'input' }) as HTMLInputElement).value).toBe('128GB');
    expect(screen.getByTestId('url-notice').textContent).toContain("dram 'nope' is invalid");
    expect(valueOf('max_background_jobs')).toBe('8');
  });

  it('expands a row to its formula and source', () => {
    render(<App />);
    const button = within(document.querySelector('tr[data-option="target_file_size_base"]') as HTMLElement).getByRole('button');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const detail = document.getElementById('option-detail-target_file_size_base') as HTMLElement;
    expect(detail.hidden).toBe(false);
    // Inline values (the CLI's auto for 800 B): fixtures/README.md e1-guide-example-inline, target = min(200,000 x 820, 256 MiB / 8).
    expect(detail.textContent).toContain('keysPerFile * (K + V) = 200,000 * (20 + 800) = 164,000,000; capped at 33,554,432');
  });

  it('the guide example button restores the guide example', () => {
    render(<App />);
    type('Value size', '150KB');
    expect(valueOf('write_buffer_size')).not.toBe('164,000,000 (164 MB)');
    act(() => screen.getByRole('button', { name: 'Guide example' }).click());
    expect(valueOf('write_buffer_size')).toBe('164,000,000 (164 MB)');
  });
});
