import { plural, type Finding, type LintResult, type RuleMeta } from '@rocktune/calculator';
import { useMemo } from 'react';

const SEVERITY_LABEL = { error: 'Error', warning: 'Warning', info: 'Note' } as const;
const LINE_CLASS = { error: 'flag-error', warning: 'flag-warn', info: 'flag-info' } as const;
const RANK: Record<Finding['severity'], number> = { error: 0, warning: 1, info: 2 };

/** Errors first (the file will not load as written), then warnings, then notes; by line within each. */
function bySeverity(findings: readonly Finding[]): Finding[] {
  return [...findings].sort((a, b) => RANK[a.severity] - RANK[b.severity] || a.line - b.line);
}

function jumpTo(line: number) {
  const el = document.getElementById(`lint-line-${line}`);
  el?.scrollIntoView({ block: 'center' });
  el?.focus();
}

function FindingItem({ f, description }: { f: Finding; description: string | undefined }) {
  return (
    <li className={`finding sev-${f.severity}`} data-rule={f.ruleId} data-line={f.line}>
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
        {description ? ` · ${description}` : ''}
        {f.fix ? ' · fixable' : ''}
      </span>
    </li>
  );
}

const worstOf = (found: readonly Finding[]) =>
  found.reduce<Finding['severity']>(
    (w, f) => (f.severity === 'error' || w === 'error' ? 'error' : f.severity === 'warning' || w === 'warning' ? 'warning' : 'info'),
    'info',
  );

/** The pasted file line by line, the flagged lines marked (and said, for screen readers). */
function FlaggedLines({ text, findings }: { text: string; findings: readonly Finding[] }) {
  const lines = useMemo(() => text.split(/\r?\n/), [text]);
  const byLine = useMemo(() => {
    const map = new Map<number, Finding[]>();
    for (const f of findings) map.set(f.line, [...(map.get(f.line) ?? []), f]);
    return map;
  }, [findings]);
  return (
    <div className="lint-lines" role="list" aria-labelledby="lint-lines-title">
      {lines.map((line, i) => {
        const n = i + 1;
        const found = byLine.get(n);
        return (
          <div
            key={n}
            id={`lint-line-${n}`}
            role="listitem"
            tabIndex={found ? -1 : undefined}
            className={`line ${found ? LINE_CLASS[worstOf(found)] : ''}`}
            data-flagged={found ? 'true' : undefined}
            title={found?.map((f) => `${f.ruleId}: ${f.message}`).join('\n')}
          >
            <span className="ln">{n}</span>
            <span className="text">{line || ' '}</span>
            {found && (
              <span className="visually-hidden"> ({found.map((f) => `${SEVERITY_LABEL[f.severity]}: ${f.message}`).join('; ')})</span>
            )}
          </div>
        );
      })}
    </div>
  );
}

export interface LintFindingsProps {
  text: string;
  result: LintResult | undefined;
  judgedBy: string | undefined;
  metas: ReadonlyMap<string, RuleMeta>;
}

/** The findings, errors first, with which engine version judged the file, then the file with its flagged lines. */
export function LintFindings({ text, result, judgedBy, metas }: LintFindingsProps) {
  return (
    <section className="card lint-results" aria-labelledby="lint-results-title">
      <h2 id="lint-results-title">Findings</h2>
      {!result ? (
        <p className="muted">Paste a file to lint it. Nothing leaves this page.</p>
      ) : (
        <>
          <p data-testid="lint-summary" aria-live="polite">
            {result.findings.length === 0
              ? 'No problems found.'
              : `${plural(result.counts.error, 'error')}, ${plural(result.counts.warning, 'warning')}, ${plural(result.counts.info, 'note')}.`}{' '}
            <span data-testid="lint-target" data-target={result.target}>
              {judgedBy}
            </span>
          </p>
          <ul className="findings">
            {bySeverity(result.findings).map((f, i) => (
              <FindingItem key={`${f.ruleId}-${f.line}-${i}`} f={f} description={metas.get(f.ruleId)?.description} />
            ))}
          </ul>
          <h3 id="lint-lines-title">The file, with the flagged lines</h3>
          <FlaggedLines text={text} findings={result.findings} />
        </>
      )}
    </section>
  );
}
