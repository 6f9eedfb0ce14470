/** What a partly invalid link could not use, until dismissed. */
export function UrlNotice({ notices, onDismiss }: { notices: string[]; onDismiss: () => void }) {
  if (notices.length === 0) return null;
  return (
    <div className="notice" role="alert" data-testid="url-notice">
      <p>
        <strong>The link was partly invalid.</strong> The page shows what it could use:
      </p>
      <ul>
        {notices.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      <button type="button" className="secondary small" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
