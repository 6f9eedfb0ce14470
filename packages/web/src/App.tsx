import { toOptionsFile, type Dialect } from '@rocktune/calculator';
import { useMemo, useState } from 'react';
import { CalculatorTab } from './features/calculator/CalculatorTab.js';
import { shownResult, useRecommendation } from './features/calculator/use-recommendation.js';
import { LintView } from './features/lint/LintView.js';
import { useLinkedLintFile } from './features/lint/use-linked-lint-file.js';
import { useMachine } from './features/machine/use-machine.js';
import { servedByRocktune } from './features/validate/served.js';
import { SiteHeader } from './layout/SiteHeader.js';
import { SkipLink } from './layout/SkipLink.js';
import { ToolTabs } from './layout/ToolTabs.js';
import { UrlNotice } from './layout/UrlNotice.js';
import { effectiveTarget } from './state/target.js';
import { usePageState, useUrlSync } from './state/use-page-state.js';
import { ROCKTUNE_VERSION } from './version.js';

export function App() {
  const { page, notices, setNotices, undoable, fill, undo, onLink, replaceStep, onChange, onTarget, onAnnotate, setTab } = usePageState();
  // Before useUrlSync: the link's packed file is read from the hash the page opened on, before the state replaces it.
  const [lintText, setLintText] = useLinkedLintFile((notice) => setNotices((n) => [...n, notice]));
  const [served] = useState(servedByRocktune);
  const machine = useMachine(served);
  const shown = useRecommendation(page.values, page.target);
  const stale = shown.state.status === 'invalid';
  useUrlSync(page, stale, onLink, replaceStep);
  const good = shownResult(shown);
  const fileRec = good?.status === 'ok' ? good.recommendation : undefined;
  const fileText = useMemo(
    () => (fileRec ? toOptionsFile(fileRec, { rocktuneVersion: ROCKTUNE_VERSION, annotate: page.annotate }) : undefined),
    [fileRec, page.annotate],
  );

  return (
    <>
      {page.tab === 'calculator' && <SkipLink hasFile={fileText !== undefined} />}
      <SiteHeader tab={page.tab} lintText={lintText} />
      <UrlNotice notices={notices} onDismiss={() => setNotices([])} />
      <main>
        <ToolTabs tab={page.tab} onTab={setTab} />
        <div id={`panel-${page.tab}`} role="tabpanel" aria-labelledby={`tab-${page.tab}`}>
          {page.tab === 'calculator' ? (
            <CalculatorTab {...{ page, served, machine, shown, fileText, undoable, fill, undo, onChange, onTarget, onAnnotate }} />
          ) : (
            <LintView
              recommendation={good?.recommendation}
              text={lintText}
              onText={setLintText}
              calculatorTarget={effectiveTarget(page.target, page.values.dialect as Dialect)}
            />
          )}
        </div>
      </main>
      <footer className="site-footer muted">
        rocktune {ROCKTUNE_VERSION}. Decimal units as in the guide (1 GB = 10<sup>9</sup> bytes). The link in the address bar holds every
        input.
      </footer>
    </>
  );
}
