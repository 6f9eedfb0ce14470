import type { Dialect } from '@rocktune/calculator';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { copyText } from './features/calculator/OptionsFilePanel.js';
import { InputForm } from './features/calculator/InputForm.js';
import { servedByRocktune, ValidatePanel } from './features/validate/ValidatePanel.js';
import { ResultView } from './features/calculator/ResultView.js';
import { useRecommendation } from './features/calculator/use-recommendation.js';
import { GUIDE_FORM, type FieldKey } from './state/fields.js';
import { decodeState, encodeState, TABS, type PageState, type Tab } from './state/share-url.js';
import { LintView } from './features/lint/LintView.js';

const TAB_TITLES: Record<Tab, string> = { calculator: 'Calculator', lint: 'Lint an OPTIONS file' };
import { ROCKTUNE_VERSION } from './version.js';

function initial(): { state: PageState; notices: string[] } {
  return decodeState(typeof location === 'undefined' ? '' : location.hash);
}

export function App() {
  const [{ state: first, notices: firstNotices }] = useState(initial);
  const [page, setPage] = useState<PageState>(first);
  const [notices, setNotices] = useState<string[]>(firstNotices);
  const [shareStatus, setShareStatus] = useState('');
  const [served] = useState(servedByRocktune);
  const [editSession, setEditSession] = useState(0);
  const { state, changes } = useRecommendation(page.values, editSession);

  // Moving to another control starts a new edit: "What changed" compares against the result at that moment.
  useEffect(() => {
    let last: EventTarget | null = null;
    const onFocus = (e: FocusEvent) => {
      if (e.target === last) return;
      last = e.target;
      setEditSession((n) => n + 1);
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);

  // The URL always holds the whole page state (replaceState: typing does not flood the history).
  useEffect(() => {
    const hash = encodeState(page);
    if (location.hash !== hash) history.replaceState(null, '', hash);
  }, [page]);

  // A link pasted into the address bar of an open page.
  useEffect(() => {
    const onHash = () => {
      if (location.hash === encodeState(page)) return;
      const decoded = decodeState(location.hash);
      setPage(decoded.state);
      setNotices(decoded.notices);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [page]);

  const onChange = useCallback((key: FieldKey, value: string) => setPage((p) => ({ ...p, values: { ...p.values, [key]: value } })), []);
  const onDialect = useCallback((dialect: Dialect) => onChange('dialect', dialect), [onChange]);
  const onAnnotate = useCallback((annotate: boolean) => setPage((p) => ({ ...p, annotate })), []);
  const onGuideExample = useCallback(() => setPage((p) => ({ ...p, values: GUIDE_FORM })), []);
  const errors = state.status === 'invalid' ? state.fieldErrors : {};
  const setTab = useCallback((tab: Tab) => setPage((p) => ({ ...p, tab })), []);
  // WAI-ARIA tabs: arrows move between tabs, and the focus follows.
  const onTabKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = TABS[(TABS.indexOf(page.tab) + step + TABS.length) % TABS.length] as Tab;
    setTab(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  return (
    <>
      {page.tab === 'calculator' && (
        <a className="skip-link" href="#results">
          Skip to results
        </a>
      )}
      <header className="site-header">
        <div className="site-header-row">
          <h1>
            rocktune <span className="muted">calculator</span>
          </h1>
          <div className="toolbar">
            <button type="button" className="secondary" onClick={() => void copyText(location.href).then((ok) => setShareStatus(ok ? 'Link copied: it reproduces this page.' : 'Copy the address bar to share.'))}>
              Copy share link
            </button>
            <span role="status" className="muted">
              {shareStatus}
            </span>
          </div>
        </div>
        <p className="tagline">
          Tuned RocksDB / TRocksDB OPTIONS from your hardware and workload, every value with its formula and source (KIOXIA's tuning guide and
          friends). Runs entirely in this page.
        </p>
      </header>
      {notices.length > 0 && (
        <div className="notice" role="alert" data-testid="url-notice">
          <p>
            <strong>The link was partly invalid.</strong> The page shows what it could use:
          </p>
          <ul>
            {notices.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
          <button type="button" className="secondary small" onClick={() => setNotices([])}>
            Dismiss
          </button>
        </div>
      )}
      <div className="tabs" role="tablist" aria-label="Tools" onKeyDown={onTabKey}>
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`tab-${tab}`}
            aria-selected={page.tab === tab}
            aria-controls={`panel-${tab}`}
            tabIndex={page.tab === tab ? 0 : -1}
            onClick={() => setTab(tab)}
          >
            {TAB_TITLES[tab]}
          </button>
        ))}
      </div>
      <main id={`panel-${page.tab}`} role="tabpanel" aria-labelledby={`tab-${page.tab}`}>
        {page.tab === 'calculator' ? (
          <div className="layout">
            <InputForm values={page.values} errors={errors} onChange={onChange} onGuideExample={onGuideExample} />
            <div id="results" tabIndex={-1} className="results-column" aria-label="Results">
              <ResultView state={state} changes={changes} annotate={page.annotate} onAnnotate={onAnnotate} onDialect={onDialect} />
              {served && <ValidatePanel recommendation={state.status === 'ok' ? state.recommendation : undefined} />}
            </div>
          </div>
        ) : (
          <LintView recommendation={state.status === 'invalid' ? undefined : state.recommendation} />
        )}
      </main>
      <footer className="site-footer muted">
        rocktune {ROCKTUNE_VERSION}. Decimal units as in the guide (1 GB = 10<sup>9</sup> bytes). The link in the address bar reproduces this page.
      </footer>
    </>
  );
}
