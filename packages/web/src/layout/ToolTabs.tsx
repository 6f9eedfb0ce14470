import type { KeyboardEvent } from 'react';
import { TABS, type Tab } from '../state/share-url.js';

const TAB_TITLES: Record<Tab, string> = { calculator: 'Calculator', lint: 'Lint an OPTIONS file' };

/** WAI-ARIA tabs: arrows move between tabs, and the focus follows. */
export function ToolTabs({ tab, onTab }: { tab: Tab; onTab: (tab: Tab) => void }) {
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] as Tab;
    onTab(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label="Tools" onKeyDown={onKey}>
      {TABS.map((t) => (
        <button
          key={t}
          type="button"
          role="tab"
          id={`tab-${t}`}
          aria-selected={tab === t}
          aria-controls={`panel-${t}`}
          tabIndex={tab === t ? 0 : -1}
          onClick={() => onTab(t)}
        >
          {TAB_TITLES[t]}
        </button>
      ))}
    </div>
  );
}
