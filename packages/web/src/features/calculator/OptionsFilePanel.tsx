import { DIALECTS, reproduceCommand, toOptionsFile, type Dialect, type Recommendation } from '@rocktune/calculator';
import { useMemo, useState } from 'react';
import { ROCKTUNE_VERSION } from '../../version.js';

export interface OptionsFilePanelProps {
  recommendation: Recommendation;
  annotate: boolean;
  onAnnotate: (annotate: boolean) => void;
  onDialect: (dialect: Dialect) => void;
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

export function OptionsFilePanel({ recommendation, annotate, onAnnotate, onDialect }: OptionsFilePanelProps) {
  const text = useMemo(() => toOptionsFile(recommendation, { rocktuneVersion: ROCKTUNE_VERSION, annotate }), [recommendation, annotate]);
  const command = useMemo(() => reproduceCommand(recommendation.input), [recommendation]);
  const [status, setStatus] = useState('');
  const copy = async (what: string, value: string) => setStatus((await copyText(value)) ? `${what} copied.` : `Could not copy; select the text instead.`);
  return (
    <section aria-labelledby="file-title" className="card">
      <div className="card-head">
        <h2 id="file-title">OPTIONS file</h2>
        <div className="toolbar">
          <fieldset className="segmented">
            <legend className="visually-hidden">Dialect</legend>
            {DIALECTS.map((d) => (
              <label key={d} className={recommendation.input.dialect === d ? 'active' : undefined}>
                <input type="radio" name="file-dialect" value={d} checked={recommendation.input.dialect === d} onChange={() => onDialect(d)} />
                {d === 'rocksdb' ? 'RocksDB' : 'TRocksDB'}
              </label>
            ))}
          </fieldset>
          <label className="check">
            <input type="checkbox" checked={annotate} onChange={(e) => onAnnotate(e.target.checked)} /> Reasons as comments
          </label>
          <button type="button" onClick={() => void copy('OPTIONS file', text)}>
            Copy
          </button>
          <button type="button" onClick={() => downloadText(text, 'OPTIONS.ini')}>
            Download OPTIONS.ini
          </button>
        </div>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {status && (
        <p className="muted" aria-hidden="true">
          {status}
        </p>
      )}
      <pre className="options-file" tabIndex={0} aria-label="OPTIONS file text" data-testid="options-file">
        {text}
      </pre>
      <div className="reproduce">
        <h3 id="cli-title">Same result from the CLI</h3>
        <div className="command-row">
          <code data-testid="reproduce-command" aria-labelledby="cli-title">
            {command}
          </code>
          <button type="button" className="secondary small" onClick={() => void copy('Command', command)}>
            Copy command
          </button>
        </div>
      </div>
    </section>
  );
}
