import { useCallback, useEffect, useRef, useState } from 'react';
import { alignedTarget, type PageTarget } from './target.js';
import { decodeState, encodeState, isStateHash, type PageState, type Tab } from './share-url.js';
import type { FieldKey, FormValues } from './fields.js';

function initial(): { state: PageState; notices: string[] } {
  return decodeState(typeof location === 'undefined' ? '' : location.hash);
}

export function sameValues(a: FormValues, b: FormValues): boolean {
  return (Object.keys(a) as FieldKey[]).every((k) => a[k] === b[k]);
}

/**
 * The page state and its edits: a field, the engine version, the annotate toggle, the tab. `sameStep` marks a value
 * that continues the edit already in history (a field applied as typed, then typed on): it replaces that entry.
 */
function useEdits(setPage: (update: (p: PageState) => PageState) => void, replaceStep: { current: boolean }) {
  const onChange = useCallback(
    (key: FieldKey, value: string, sameStep = false) => {
      replaceStep.current = sameStep;
      setPage((p) => ({
        ...p,
        values: { ...p.values, [key]: value },
        target: key === 'dialect' ? alignedTarget(p.target, value) : p.target,
      }));
    },
    [setPage, replaceStep],
  );
  const onTarget = useCallback((target: PageTarget) => setPage((p) => ({ ...p, target })), [setPage]);
  const onAnnotate = useCallback((annotate: boolean) => setPage((p) => ({ ...p, annotate })), [setPage]);
  const setTab = useCallback((tab: Tab) => setPage((p) => ({ ...p, tab })), [setPage]);
  return { onChange, onTarget, onAnnotate, setTab };
}

/**
 * The URL holds the last valid page state: each committed change is one history entry (Back undoes it), and a
 * reload or a copied link never carries a value the calculator refused. The first state replaces the entry it opened on.
 */
export function useUrlSync(
  page: PageState,
  stale: boolean,
  onLink: (decoded: { state: PageState; notices: string[] }) => void,
  replaceStep: { current: boolean },
) {
  const opened = useRef(true);
  useEffect(() => {
    const sameStep = replaceStep.current;
    replaceStep.current = false;
    if (stale) return;
    const hash = encodeState(page);
    if (location.hash !== hash) history[opened.current || sameStep ? 'replaceState' : 'pushState'](null, '', hash);
    opened.current = false;
  }, [page, stale, replaceStep]);

  // A link pasted into the address bar, or Back after a fill. In-page anchors (#results) are not links.
  useEffect(() => {
    const onHash = () => {
      if (!isStateHash(location.hash) || location.hash === encodeState(page)) return;
      onLink(decodeState(location.hash));
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [page, onLink]);
}

/** The page state with the notices of a partly invalid link and the undoable fill; `useUrlSync` keeps it in the URL. */
export function usePageState() {
  const [{ state: first, notices: firstNotices }] = useState(initial);
  const [page, setPage] = useState<PageState>(first);
  const [notices, setNotices] = useState<string[]>(firstNotices);
  const [undoable, setUndoable] = useState<string | undefined>();
  const replaceStep = useRef(false);
  const onLink = useCallback((decoded: { state: PageState; notices: string[] }) => {
    setPage(decoded.state);
    setNotices(decoded.notices);
    setUndoable(undefined);
  }, []);

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
  const undo = useCallback(() => {
    setUndoable(undefined);
    history.back();
  }, []);
  return { page, notices, setNotices, undoable, fill, undo, onLink, replaceStep, ...useEdits(setPage, replaceStep) };
}
