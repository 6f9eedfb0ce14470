import { toOptionsFile, type Dialect } from '@rocktune/calculator';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { copyText } from './features/calculator/OptionsFilePanel.js';
import { InputForm } from './features/calculator/InputForm.js';
import { Intro } from './features/calculator/Intro.js';
import { ResultView } from './features/calculator/ResultView.js';
import { StickyCopyBar } from './features/calculator/StickyCopyBar.js';
import { useRecommendation } from './features/calculator/use-recommendation.js';
import { useMachine } from './features/machine/use-machine.js';
import { servedByRocktune, ValidatePanel } from './features/validate/ValidatePanel.js';
import { GUIDE_FORM, type FieldKey, type FormValues } from './state/fields.js';
import { alignedTarget, effectiveTarget, type PageTarget } from './state/target.js';
import { targetNotes } from './features/calculator/target-notes.js';
import { packText, unpackText, MAX_LINK_FILE_CHARS } from './features/lint/lint-link.js';
import { decodeState, encodeState, isStateHash, LINT_FILE_PARAM, TABS, type PageState, type Tab } from './state/share-url.js';
import { LintView } from './features/lint/LintView.js';
import { ROCKTUNE_VERSION } from './version.js';

const TAB_TITLES: Record<Tab, string> = { calculator: 'Calculator', lint: 'Lint an OPTIONS file' };

function initial(): { state: PageState; notices: string[] } {
  return decodeState(typeof location === 'undefined' ? '' : location.hash);
}

function sameValues(a: FormValues, b: FormValues): boolean {
  return (Object.keys(a) as FieldKey[]).every((k) => a[k] === b[k]);
}

export function App() {
  const [{ state: first, notices: firstNotices }] = useState(initial);
  const [page, setPage] = useState<PageState>(first);
  const [notices, setNotices] = useState<string[]>(firstNotices);
  const [shareStatus, setShareStatus] = useState('');
  const [copyStatus, setCopyStatus] = useState('');
  const [undoable, setUndoable] = useState<string | undefined>();
  const [lintText, setLintText] = useState('');
  const [served] = useState(servedByRocktune);
  const machine = useMachine(served);
  const shown = useRecommendation(page.values, page.target);
  const good = shown.state.status === 'invalid' ? shown.lastGood : shown.state;
  const fileRec = good?.status === 'ok' ? good.recommendation : undefined;
  const fileText = useMemo(() => (fileRec ? toOptionsFile(fileRec, { rocktuneVersion: ROCKTUNE_VERSION, annotate: page.annotate }) : undefined), [fileRec, page.annotate]);
  const stale = shown.state.status === 'invalid';

  // A link copied from the Lint tab carries the pasted file, packed.
  useEffect(() => {
    const packed = decodeState(location.hash).lintFile;
    if (!packed) return;
    void unpackText(packed).then((text) => {
      if (text === undefined) setNotices((n) => [...n, 'The link’s OPTIONS file could not be read (the link may be cut off); paste the file again.']);
      else setLintText(text);
    });
  }, []);

  const copyShareLink = async () => {
    let link = location.href;
    let what = 'Link copied: it holds every input.';
    if (page.tab === 'lint' && lintText.trim() !== '') {
      const packed = await packText(lintText);
      if (packed.length <= MAX_LINK_FILE_CHARS) {
        link = `${location.href}&${LINT_FILE_PARAM}=${packed}`;
        what = 'Link copied: it holds the pasted file too (compressed).';
      } else what = `Link copied without the pasted file: compressed it is ${Math.ceil(packed.length / 1000)} KB, too long for a link.`;
    }
    setShareStatus((await copyText(link)) ? what : 'Copy the address bar to share.');
  };

  // The URL holds the last valid page state: each committed change is one history entry (Back undoes it), and a
  // reload or a copied link never carries a value the calculator refused. The first state replaces the entry it opened on.
  const opened = useRef(true);
  useEffect(() => {
    if (stale) return;
    const hash = encodeState(page);
    if (location.hash !== hash) history[opened.current ? 'replaceState' : 'pushState'](null, '', hash);
    opened.current = false;
  }, [page, stale]);

  // A link pasted into the address bar, or Back after a fill. In-page anchors (#results) are not links.
  useEffect(() => {
    const onHash = () => {
      if (!isStateHash(location.hash) || location.hash === encodeState(page)) return;
      const decoded = decodeState(location.hash);
      setPage(decoded.state);
      setNotices(decoded.notices);
      setUndoable(undefined);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [page]);

  /** A fill replaces several fields at once: it gets its own history entry, so Back (or Undo) restores the user's values. */
  const fill = useCallback(
    (values: FormValues, what: string) => {
      if (sameValues(values, page.values)) return;
      const next = { ...page, values, target: alignedTarget(page.target, values.dialect) };
      history.pushState(null, '', encodeState(next));
      setPage(next);
      setUndoable(what);
    },
    [page],
  );
  const onUndo = () => {
    setUndoable(undefined);
    history.back();
  };
  const onThisMachine = async () => {
    const m = await machine.load();
    if (!m) return;
    const values = { ...page.values, cpuThreads: String(m.cpuThreads), dramBytes: String(m.dramBytes), openFiles: String(m.openFiles) };
    fill(values, 'this machine');
  };
  const onGuideExample = () => fill(GUIDE_FORM, 'the guide example');

  const onChange = useCallback(
    (key: FieldKey, value: string) => setPage((p) => ({ ...p, values: { ...p.values, [key]: value }, target: key === 'dialect' ? alignedTarget(p.target, value) : p.target })),
    [],
  );
  const onTarget = useCallback((target: PageTarget) => setPage((p) => ({ ...p, target })), []);
  const goodRec = good?.recommendation;
  const notes = useMemo(() => (goodRec ? targetNotes(goodRec) : []), [goodRec]);
  const onAnnotate = useCallback((annotate: boolean) => setPage((p) => ({ ...p, annotate })), []);
  const onCopy = useCallback(() => {
    if (fileText === undefined) return;
    void copyText(fileText).then((ok) => setCopyStatus(ok ? `OPTIONS file copied${stale ? ' (for the last valid input)' : ''}.` : 'Could not copy; select the text instead.'));
  }, [fileText, stale]);
  const setTab = useCallback((tab: Tab) => setPage((p) => ({ ...p, tab })), []);
  // WAI-ARIA tabs: arrows move between tabs, and the focus follows.
  const onTabKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = TABS[(TABS.indexOf(page.tab) + step + TABS.length) % TABS.length] as Tab;
    setTab(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  const errors = shown.state.status === 'invalid' ? shown.state.fieldErrors : {};
  const showingExample = sameValues(page.values, GUIDE_FORM);
  const [runRequest, setRunRequest] = useState(0);
  const onCheck = useCallback(() => {
    setRunRequest((n) => n + 1);
    document.getElementById('validate-panel')?.scrollIntoView({ block: 'start' });
  }, []);
  const validate = served ? <ValidatePanel recommendation={stale ? undefined : fileRec} values={page.values} engineTarget={page.target} machine={machine} runRequest={runRequest} /> : null;

  return (
    <>
      {page.tab === 'calculator' && (
        <a
          className="skip-link"
          href="#file-panel"
          onClick={(e) => {
            // Moves focus only: the hash holds the page state, and an anchor there would be read as a link.
            e.preventDefault();
            const target = document.getElementById(fileText ? 'file-panel' : 'results');
            target?.focus();
            target?.scrollIntoView({ block: 'start' });
          }}
        >
          Skip to the OPTIONS file
        </a>
      )}
      <header className="site-header">
        <div className="site-header-row">
          <h1>
            rocktune <span className="muted">RocksDB tuning calculator</span>
          </h1>
          <div className="toolbar">
            <button type="button" className="secondary small" onClick={() => void copyShareLink()}>
              Copy share link
            </button>
            <span role="status" className="muted" data-testid="share-status">
              {shareStatus}
            </span>
          </div>
        </div>
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
      <main>
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
        <div id={`panel-${page.tab}`} role="tabpanel" aria-labelledby={`tab-${page.tab}`}>
          {page.tab === 'calculator' ? (
            <>
              <Intro
                showingExample={showingExample}
                machine={machine.state}
                onThisMachine={() => void onThisMachine()}
                onGuideExample={onGuideExample}
                undoable={undoable}
                onUndo={onUndo}
              />
              <div className="layout">
                <InputForm values={page.values} errors={errors} onChange={onChange} target={page.target} targetNotes={notes} onTarget={onTarget} />
                <div id="results" tabIndex={-1} className="results-column" aria-label="Results">
                  <ResultView
                    shown={shown}
                    fileText={fileText}
                    annotate={page.annotate}
                    copyStatus={copyStatus}
                    onCopy={onCopy}
                    onAnnotate={onAnnotate}
                    {...(served ? { onCheck } : {})}
                    afterFile={validate}
                  />
                </div>
              </div>
              {fileText !== undefined && <StickyCopyBar onCopy={onCopy} status={copyStatus} stale={stale} />}
            </>
          ) : (
            <LintView recommendation={good?.recommendation} text={lintText} onText={setLintText} calculatorTarget={effectiveTarget(page.target, page.values.dialect as Dialect)} />
          )}
        </div>
      </main>
      <footer className="site-footer muted">
        rocktune {ROCKTUNE_VERSION}. Decimal units as in the guide (1 GB = 10<sup>9</sup> bytes). The link in the address bar holds every input.
      </footer>
    </>
  );
}
