/** Moves focus only: the hash holds the page state, and an anchor there would be read as a link. */
export function SkipLink({ hasFile }: { hasFile: boolean }) {
  return (
    <a
      className="skip-link"
      href="#file-panel"
      onClick={(e) => {
        e.preventDefault();
        const target = document.getElementById(hasFile ? 'file-panel' : 'results');
        target?.focus();
        target?.scrollIntoView({ block: 'start' });
      }}
    >
      Skip to the OPTIONS file
    </a>
  );
}
