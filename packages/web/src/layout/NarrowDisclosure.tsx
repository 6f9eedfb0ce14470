import { useEffect, useState, type ReactNode } from 'react';

/** Where the page is one column (styles.css): the form above the file, everything else below it. */
const NARROW = '(max-width: 860px)';

function narrowNow(): boolean {
  return typeof matchMedia === 'function' && matchMedia(NARROW).matches;
}

/** Whether the page is in its one-column layout, following the window as it resizes. */
export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(narrowNow);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(NARROW);
    const follow = () => setNarrow(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return narrow;
}

/**
 * Secondary content that a phone keeps behind a disclosure, so the file starts near the top (issue 35: pgtune's one
 * short form and one result box); wider screens show it as it is. `forceOpen` keeps it open while it holds a problem.
 */
export function NarrowDisclosure({
  summary,
  forceOpen = false,
  children,
}: {
  summary: ReactNode;
  forceOpen?: boolean;
  children: ReactNode;
}) {
  const narrow = useNarrow();
  const [open, setOpen] = useState(false);
  if (!narrow) return <>{children}</>;
  return (
    <details className="narrow-disclosure" open={open || forceOpen} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
