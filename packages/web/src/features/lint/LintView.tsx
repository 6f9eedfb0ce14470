import {
  DEFAULT_TARGET,
  getEngineProfile,
  listEngineProfiles,
  toOptionsFile,
  type Finding,
  type LintFacts,
  type LintOptions,
  type Recommendation,
} from '@rocktune/calculator';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { copyText, downloadText } from '../calculator/OptionsFilePanel.js';
import { ROCKTUNE_VERSION } from '../../version.js';
import { byMajor, targetLabel } from '../../state/target.js';
import { useEveryProfile } from '../../state/profiles.js';
import { lintTarget, type JudgeBy } from './judge-by.js';
import { fixOptionsText, lintOptionsText, ruleMetas } from './lint-engine.js';

const SEVERITY_LABEL = { error: 'Error', warning: 'Warning', info: 'Note' } as const;
const LINE_CLASS = { error: 'flag-error', warning: 'flag-warn', info: 'flag-info' } as const;

export interface LintViewProps {
  /** The calculator's current result, for "lint the generated file" and for facts. */
  recommendation: Recommendation | undefined;
  /** The pasted file: held by the page so a share link can carry it. */
  text: string;
  onText: (text: string) => void;
  /** The calculator's engine version: what a file without [Version] is judged by. */
  calculatorTarget: string;
}

/** The placeholder shows the [Version] of the default target (the engine rocktune runs). */
const PLACEHOLDER = `[Version]\n  rocksdb_version=${getEngineProfile(DEFAULT_TARGET).version}\n...`;

/** The calculator's inputs as lint facts: what `rocktune lint --threads … --dram …` declares. */
export function factsOf(rec: Recommendation): LintFacts {
  const { diskWriteBytesPerSec: _unused, ...facts } = rec.input;
  return facts;
}

const RANK: Record<Finding['severity'], number> = { error: 0, warning: 1, info: 2 };

/** Errors first (the file will not load as written), then warnings, then notes; by line within each. */
export function bySeverity(findings: readonly Finding[]): Finding[] {
  return [...findings].sort((a, b) => RANK[a.severity] - RANK[b.severity] || a.line - b.line);
}

/** Which engine version judged the file, and why, in the page's words (the calculator's reason for a file's own [Version]). */
function judgedByText(target: string, reason: string, why: 'chosen' | 'calculator' | 'file'): string {
  const label = targetLabel(getEngineProfile(target));
  if (why === 'chosen') return `Judged as ${label}, as chosen.`;
  if (why === 'calculator') return `Judged as ${label}: the file has no [Version], so the calculator’s version.`;
  return `Judged as ${label}: ${reason}.`;
}

/** Paste or drop an OPTIONS file: the same rules and messages as `rocktune lint`, offending lines highlighted. */
export function LintView({ recommendation, text, onText, calculatorTarget }: LintViewProps) {
  // A new file (paste, drop, open, fix) scrolls the findings into view: on a phone they are below the fold.
  const [reveal, setReveal] = useState(0);
  const setText = (next: string, show = true) => {
    onText(next);
    if (show) setReveal((n) => n + 1);
  };
  useEffect(() => {
    if (reveal > 0) document.getElementById('lint-results-title')?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [reveal]);
  const [useFacts, setUseFacts] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [status, setStatus] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const [judgeBy, setJudgeBy] = useState<JudgeBy>('');
  const facts = useFacts && recommendation ? factsOf(recommendation) : undefined;
  // A file is judged by its own release line's profile: wait for every profile (they arrive after the first paint,
  // with the lint engine).
  const everyProfile = useEveryProfile();
  const options = useMemo((): LintOptions | undefined => {
    if (text.trim() === '' || !everyProfile) return undefined;
    const base = facts ? { facts } : {};
    const target = lintTarget(text, judgeBy, calculatorTarget, () => lintOptionsText(text, base).dialect);
    return target === undefined ? base : { ...base, target };
  }, [text, facts, judgeBy, calculatorTarget, everyProfile]);
  const result = useMemo(() => (options && everyProfile ? lintOptionsText(text, options) : undefined), [text, options, everyProfile]);
  const judgedBy = result && judgedByText(result.target, result.targetReason, options?.target !== undefined ? (judgeBy !== '' ? 'chosen' : 'calculator') : 'file');
  const metas = useMemo(() => new Map(everyProfile ? ruleMetas().map((m) => [m.id, m]) : []), [everyProfile]);
  const lines = useMemo(() => text.split(/\r?\n/), [text]);
  const byLine = useMemo(() => {
    const map = new Map<number, Finding[]>();
    for (const f of result?.findings ?? []) map.set(f.line, [...(map.get(f.line) ?? []), f]);
    return map;
  }, [result]);
  const fixable = result?.findings.filter((f) => f.fix).length ?? 0;

  const readFile = async (file: File) => {
    if (file.size > 2_000_000) {
      setStatus(`${file.name} is ${file.size} bytes; OPTIONS files are a few KB. Not loaded.`);
      return;
    }
    setText(await file.text());
    setStatus(`Loaded ${file.name}.`);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) void readFile(file);
    else setText(e.dataTransfer.getData('text/plain'));
  };
  const jumpTo = (line: number) => {
    const el = document.getElementById(`lint-line-${line}`);
    el?.scrollIntoView({ block: 'center' });
    el?.focus();
  };

  return (
    <div className="layout lint-layout">
      <section className="card lint-input" aria-labelledby="lint-input-title">
        <h2 id="lint-input-title">OPTIONS file</h2>
        <div
          className={`dropzone ${dragging ? 'dragging' : ''}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <label htmlFor="lint-text" className="block-label">
            Paste an OPTIONS file, or drop one here
          </label>
          <textarea
            id="lint-text"
            wrap="off"
            value={text}
            onChange={(e) => setText(e.target.value, false)}
            onPaste={() => setReveal((n) => n + 1)} spellCheck={false} placeholder={PLACEHOLDER} />
        </div>
        <div className="toolbar">
          <button type="button" className="secondary" onClick={() => fileInput.current?.click()}>
            Open a file…
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".ini,.txt,text/plain,*"
            aria-label="Open an OPTIONS file"
            className="visually-hidden"
            tabIndex={-1}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void readFile(file);
              e.target.value = '';
            }}
          />
          <button
            type="button"
            className="secondary"
            disabled={!recommendation}
            onClick={() => recommendation && setText(toOptionsFile(recommendation, { rocktuneVersion: ROCKTUNE_VERSION }))}
          >
            Lint the calculator's file
          </button>
          <button
            type="button"
            disabled={fixable === 0}
            onClick={() => {
              const fixed = fixOptionsText(text, options ?? {});
              setText(fixed.text);
              setStatus(`Applied ${fixed.applied} fix${fixed.applied === 1 ? '' : 'es'}: copy or download the fixed file.`);
            }}
          >
            Apply {fixable} fix{fixable === 1 ? '' : 'es'}
          </button>
          <button
            type="button"
            className="secondary"
            disabled={text.trim() === ''}
            onClick={() => void copyText(text).then((ok) => setStatus(ok ? 'File copied.' : 'Could not copy; select the text instead.'))}
          >
            Copy file
          </button>
          <button type="button" className="secondary" disabled={text.trim() === ''} onClick={() => downloadText(text, 'OPTIONS.ini')}>
            Download file
          </button>
        </div>
        <div className="field judge-by">
          <label htmlFor="lint-judge-by">Judge by</label>
          <select id="lint-judge-by" value={judgeBy} aria-describedby="lint-judge-by-hint" onChange={(e) => setJudgeBy(e.target.value)}>
            <option value="">The file’s [Version]</option>
            {byMajor([...listEngineProfiles()].reverse()).map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.profiles.map((p) => (
                  <option key={p.id} value={p.id}>
                    {targetLabel(p)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <p id="lint-judge-by-hint" className="hint">
            As <code>rocktune lint</code>: the profile of the file’s release line, else the nearest one below. A file without [Version] is judged as{' '}
            {targetLabel(getEngineProfile(calculatorTarget))}, the calculator’s version.
          </p>
        </div>
        <label className="check block">
          <input type="checkbox" checked={useFacts} disabled={!recommendation} onChange={(e) => setUseFacts(e.target.checked)} /> Check against the calculator's
          hardware and workload (like <code>rocktune lint --threads … --dram …</code>)
        </label>
        <p role="status" aria-live="polite" className="muted" data-testid="lint-status">
          {status}
        </p>
        <p className="muted small-print">“Copy share link” on this tab puts the pasted file in the link (compressed); nothing is sent anywhere.</p>
      </section>

      <section className="card lint-results" aria-labelledby="lint-results-title">
        <h2 id="lint-results-title">Findings</h2>
        {!result ? (
          <p className="muted">Paste a file to lint it. Nothing leaves this page.</p>
        ) : (
          <>
            <p data-testid="lint-summary" aria-live="polite">
              {result.findings.length === 0
                ? 'No problems found.'
                : `${result.counts.error} error${result.counts.error === 1 ? '' : 's'}, ${result.counts.warning} warning${result.counts.warning === 1 ? '' : 's'}, ${result.counts.info} note${result.counts.info === 1 ? '' : 's'}.`}{' '}
              <span data-testid="lint-target" data-target={result.target}>
                {judgedBy}
              </span>
            </p>
            <ul className="findings">
              {bySeverity(result.findings).map((f, i) => (
                <li key={`${f.ruleId}-${f.line}-${i}`} className={`finding sev-${f.severity}`} data-rule={f.ruleId} data-line={f.line}>
                  <span className="severity">
                    {SEVERITY_LABEL[f.severity]}{' '}
                    <button type="button" className="link" onClick={() => jumpTo(f.line)}>
                      line {f.line}:{f.column}
                    </button>
                  </span>
                  <span className="message">{f.message}</span>
                  <span className="muted">
                    <code>{f.ruleId}</code>
                    {f.path ? (
                      <>
                        {' · '}
                        <code>{f.path}</code>
                      </>
                    ) : null}
                    {metas.get(f.ruleId)?.description ? ` · ${metas.get(f.ruleId)?.description}` : ''}
                    {f.fix ? ' · fixable' : ''}
                  </span>
                </li>
              ))}
            </ul>
            <h3 id="lint-lines-title">The file, with the flagged lines</h3>
            <div className="lint-lines" role="list" aria-labelledby="lint-lines-title">
              {lines.map((line, i) => {
                const n = i + 1;
                const found = byLine.get(n);
                const worst = found?.reduce<Finding['severity']>((w, f) => (f.severity === 'error' || w === 'error' ? 'error' : f.severity === 'warning' || w === 'warning' ? 'warning' : 'info'), 'info');
                return (
                  <div
                    key={n}
                    id={`lint-line-${n}`}
                    role="listitem"
                    tabIndex={found ? -1 : undefined}
                    className={`line ${found && worst ? LINE_CLASS[worst] : ''}`}
                    data-flagged={found ? 'true' : undefined}
                    title={found?.map((f) => `${f.ruleId}: ${f.message}`).join('\n')}
                  >
                    <span className="ln">{n}</span>
                    <span className="text">{line || ' '}</span>
                    {found && <span className="visually-hidden"> ({found.map((f) => `${SEVERITY_LABEL[f.severity]}: ${f.message}`).join('; ')})</span>}
                  </div>
                );
              })}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
