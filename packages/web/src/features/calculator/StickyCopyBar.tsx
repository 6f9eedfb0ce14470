export interface StickyCopyBarProps {
  onCopy: () => void;
  status: string;
  stale: boolean;
}

/** On a phone the OPTIONS file is far below the form: this bar keeps Copy one tap away. */
export function StickyCopyBar({ onCopy, status, stale }: StickyCopyBarProps) {
  return (
    <div className="sticky-copy" data-testid="sticky-copy">
      <button type="button" onClick={onCopy}>
        Copy OPTIONS file
      </button>
      <a
        href="#file-title"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('file-panel')?.scrollIntoView({ block: 'start' });
        }}
      >
        View it
      </a>
      <span className="muted sticky-status">{status || (stale ? 'last valid input' : '')}</span>
    </div>
  );
}
