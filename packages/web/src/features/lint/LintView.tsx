import { getEngineProfile, toOptionsFile, type LintFacts, type LintOptions, type Recommendation } from '@rocktune/calculator';
import { useEffect, useMemo, useState } from 'react';
import { copyText, downloadText } from '../calculator/OptionsFilePanel.js';
import { ROCKTUNE_VERSION } from '../../version.js';
import { targetLabel } from '../../state/target.js';
import { useEveryProfile } from '../../state/profiles.js';
import { lintTarget, type JudgeBy } from './judge-by.js';
// Imported here only: the page's build swaps this import for the lazy engine (vite.config.ts lazyLintEngine).
import { fixOptionsText, lintOptionsText, ruleMetas } from './lint-engine.js';
import { LintFindings } from './LintFindings.js';
import { Dropzone, JudgeBySelect, OpenFileButton } from './LintInput.js';

export interface LintViewProps {
  /** The calculator's current result, for "lint the generated file" and for facts. */
  recommendation: Recommendation | undefined;
  /** The pasted file: held by the page so a share link can carry it. */
  text: string;
  onText: (text: string) => void;
  /** The calculator's engine version: what a file without [Version] is judged by. */
  calculatorTarget: string;
}

/** The calculator's inputs as lint facts: what `rocktune lint --threads … --dram …` declares. */
export function factsOf(rec: Recommendation): LintFacts {
  const { diskWriteBytesPerSec: _unused, ...facts } = rec.input;
  return facts;
}

/** Which engine version judged the file, and why, in the page's words (the calculator's reason for a file's own [Version]). */
function judgedByText(target: string, reason: string, why: 'chosen' | 'calculator' | 'file'): string {
  const label = targetLabel(getEngineProfile(target));
  if (why === 'chosen') return `Judged as ${label}, as chosen.`;
  if (why === 'calculator') return `Judged as ${label}: the file has no [Version], so the calculator’s version.`;
  return `Judged as ${label}: ${reason}.`;
}

/** The lint of the text: judged by its own release line's profile, so it waits for every profile (they arrive after the first paint, with the lint engine). */
function useLintResult(text: string, facts: LintFacts | undefined, judgeBy: JudgeBy, calculatorTarget: string) {
  const everyProfile = useEveryProfile();
  const options = useMemo((): LintOptions | undefined => {
    if (text.trim() === '' || !everyProfile) return undefined;
    const base = facts ? { facts } : {};
    const target = lintTarget(text, judgeBy, calculatorTarget, () => lintOptionsText(text, base).dialect);
    return target === undefined ? base : { ...base, target };
  }, [text, facts, judgeBy, calculatorTarget, everyProfile]);
  const result = useMemo(() => (options && everyProfile ? lintOptionsText(text, options) : undefined), [text, options, everyProfile]);
  const judgedBy =
    result &&
    judgedByText(result.target, result.targetReason, options?.target !== undefined ? (judgeBy !== '' ? 'chosen' : 'calculator') : 'file');
  const metas = useMemo(() => new Map(everyProfile ? ruleMetas().map((m) => [m.id, m]) : []), [everyProfile]);
  const fix = () => fixOptionsText(text, options ?? {});
  return { result, judgedBy, metas, fix };
}

/** A new file (paste, drop, open, fix) scrolls the findings into view: on a phone they are below the fold. */
function useRevealingText(onText: (text: string) => void) {
  const [reveal, setReveal] = useState(0);
  useEffect(() => {
    if (reveal > 0) document.getElementById('lint-results-title')?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [reveal]);
  const setText = (next: string, show = true) => {
    onText(next);
    if (show) setReveal((n) => n + 1);
  };
  return { setText, revealNext: () => setReveal((n) => n + 1) };
}

interface ToolbarProps {
  text: string;
  setText: (text: string) => void;
  readFile: (file: File) => void;
  recommendation: Recommendation | undefined;
  fixable: number;
  onFix: () => void;
  setStatus: (status: string) => void;
}

function LintToolbar({ text, setText, readFile, recommendation, fixable, onFix, setStatus }: ToolbarProps) {
  const fixes = `${fixable} fix${fixable === 1 ? '' : 'es'}`;
  return (
    <div className="toolbar">
      <OpenFileButton readFile={readFile} />
      <button
        type="button"
        className="secondary"
        disabled={!recommendation}
        onClick={() => recommendation && setText(toOptionsFile(recommendation, { rocktuneVersion: ROCKTUNE_VERSION }))}
      >
        Lint the calculator's file
      </button>
      <button type="button" disabled={fixable === 0} onClick={onFix}>
        Apply {fixes}
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
  );
}

/** Paste or drop an OPTIONS file: the same rules and messages as `rocktune lint`, offending lines highlighted. */
export function LintView({ recommendation, text, onText, calculatorTarget }: LintViewProps) {
  const { setText, revealNext } = useRevealingText(onText);
  const [useFacts, setUseFacts] = useState(false);
  const [status, setStatus] = useState('');
  const [judgeBy, setJudgeBy] = useState<JudgeBy>('');
  const facts = useFacts && recommendation ? factsOf(recommendation) : undefined;
  const { result, judgedBy, metas, fix } = useLintResult(text, facts, judgeBy, calculatorTarget);
  const readFile = async (file: File) => {
    if (file.size > 2_000_000) return setStatus(`${file.name} is ${file.size} bytes; OPTIONS files are a few KB. Not loaded.`);
    setText(await file.text());
    setStatus(`Loaded ${file.name}.`);
  };
  const onFix = () => {
    const fixed = fix();
    setText(fixed.text);
    setStatus(`Applied ${fixed.applied} fix${fixed.applied === 1 ? '' : 'es'}: copy or download the fixed file.`);
  };
  return (
    <div className="layout lint-layout">
      <section className="card lint-input" aria-labelledby="lint-input-title">
        <h2 id="lint-input-title">OPTIONS file</h2>
        <Dropzone text={text} setText={setText} readFile={(f) => void readFile(f)} onPaste={revealNext} />
        <LintToolbar
          {...{ text, setText, recommendation, onFix, setStatus }}
          readFile={(f) => void readFile(f)}
          fixable={result?.findings.filter((f) => f.fix).length ?? 0}
        />
        <JudgeBySelect judgeBy={judgeBy} onJudgeBy={setJudgeBy} calculatorTarget={calculatorTarget} />
        <label className="check block">
          <input type="checkbox" checked={useFacts} disabled={!recommendation} onChange={(e) => setUseFacts(e.target.checked)} /> Check
          against the calculator's hardware and workload (like <code>rocktune lint --threads … --dram …</code>)
        </label>
        <p role="status" aria-live="polite" className="muted" data-testid="lint-status">
          {status}
        </p>
        <p className="muted small-print">
          “Copy share link” on this tab puts the pasted file in the link (compressed); nothing is sent anywhere.
        </p>
      </section>
      <LintFindings text={text} result={result} judgedBy={judgedBy} metas={metas} />
    </div>
  );
}
