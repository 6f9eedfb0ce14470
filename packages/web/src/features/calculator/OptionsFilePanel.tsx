import { reproduceCommand, type Recommendation } from '@rocktune/calculator';
import { useMemo, useState } from 'react';
import { targetLabel } from '../../state/target.js';
import { FileFormatSelect, useFileFormat } from './FileFormatSelect.js';
import { HowToApply } from './HowToApply.js';

export interface OptionsFilePanelProps {
  recommendation: Recommendation;
  /** The file as the page shows and copies it (App computes it once for this panel and the phone's copy bar). */
  text: string;
  /** The form holds an invalid value: this file is for the last valid input. */
  stale: boolean;
  copyStatus: string;
  onCopy: () => void;
  annotate: boolean;
  onAnnotate: (annotate: boolean) => void;
  /** Under `rocktune serve`: run this file on this machine. */
  onCheck?: () => void;
}

/** Writes text to the clipboard; falls back to a hidden textarea where the async API is missing (file://, old browsers). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the legacy path
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

export function downloadText(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The OPTIONS file first: Copy and Download lead (two Tab stops after the skip link), then the dialect and the text. */
export function OptionsFilePanel({
  recommendation,
  text,
  annotate,
  stale,
  copyStatus,
  onCopy,
  onAnnotate,
  onCheck,
}: OptionsFilePanelProps) {
  const command = useMemo(() => reproduceCommand(recommendation.input, recommendation.target), [recommendation]);
  const [commandStatus, setCommandStatus] = useState('');
  const shown = useFileFormat(recommendation, text);
  const [otherStatus, setOtherStatus] = useState('');
  const copyShown = () =>
    void copyText(shown.text).then((ok) => setOtherStatus(ok ? 'Copied.' : 'Could not copy; select the text instead.'));
  return (
    <section id="file-panel" tabIndex={-1} aria-labelledby="file-title" className={`card file-panel${stale ? ' stale' : ''}`}>
      <div className="card-head">
        <h2 id="file-title">
          OPTIONS file{' '}
          <span className="muted target-name" data-testid="file-target">
            for {targetLabel({ engine: recommendation.input.dialect, version: recommendation.rocksdbVersion })}
          </span>
        </h2>
        <div className="toolbar">
          <button type="button" onClick={shown.format === 'ini' ? onCopy : copyShown}>
            Copy
          </button>
          <button type="button" className="secondary" onClick={() => downloadText(shown.text, shown.file)}>
            Download {shown.file}
          </button>
          {onCheck && (
            <button type="button" className="secondary" onClick={onCheck} disabled={stale}>
              Check on this machine
            </button>
          )}
          <label className="check">
            <input type="checkbox" checked={annotate} onChange={(e) => onAnnotate(e.target.checked)} /> Reasons as comments
          </label>
          <FileFormatSelect format={shown.format} offered={shown.offered} onFormat={shown.setFormat} />
        </div>
      </div>
      {/* Below Copy and Download, so the badge coming or going never moves them under a click (issue 35). */}
      {stale && <span className="badge stale-badge">last valid input</span>}
      <p role="status" aria-live="polite" className="copy-status muted" data-testid="copy-status">
        {shown.format === 'ini' ? copyStatus : otherStatus}
      </p>
      <HowToApply recommendation={recommendation} />
      <pre className="options-file" tabIndex={0} aria-label="OPTIONS file text" data-testid="options-file">
        {shown.text}
      </pre>
      <div className="reproduce">
        <h3 id="cli-title">Same result from the CLI</h3>
        <div className="command-row">
          <code data-testid="reproduce-command" aria-labelledby="cli-title">
            {command}
          </code>
          <button
            type="button"
            className="secondary small"
            onClick={() =>
              void copyText(command).then((ok) => setCommandStatus(ok ? 'Command copied.' : 'Could not copy; select the text instead.'))
            }
          >
            Copy command
          </button>
          <span role="status" className="muted">
            {commandStatus}
          </span>
        </div>
      </div>
    </section>
  );
}
