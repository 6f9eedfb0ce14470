import { useState } from 'react';
import { copyText } from '../calculator/OptionsFilePanel.js';
import { MAX_LINK_FILE_CHARS, packText } from '../lint/lint-link.js';
import { LINT_FILE_PARAM, type Tab } from '../../state/share-url.js';

/** The address bar as a link; from the Lint tab it carries the pasted file too, compressed, when it fits. */
async function shareLink(tab: Tab, lintText: string): Promise<{ link: string; what: string }> {
  if (tab !== 'lint' || lintText.trim() === '') return { link: location.href, what: 'Link copied: it holds every input.' };
  const packed = await packText(lintText);
  if (packed.length <= MAX_LINK_FILE_CHARS)
    return { link: `${location.href}&${LINT_FILE_PARAM}=${packed}`, what: 'Link copied: it holds the pasted file too (compressed).' };
  return {
    link: location.href,
    what: `Link copied without the pasted file: compressed it is ${Math.ceil(packed.length / 1000)} KB, too long for a link.`,
  };
}

export function ShareLinkButton({ tab, lintText }: { tab: Tab; lintText: string }) {
  const [status, setStatus] = useState('');
  const onClick = async () => {
    const { link, what } = await shareLink(tab, lintText);
    setStatus((await copyText(link)) ? what : 'Copy the address bar to share.');
  };
  return (
    <div className="toolbar">
      <button type="button" className="secondary small" onClick={() => void onClick()}>
        Copy share link
      </button>
      <span role="status" className="muted" data-testid="share-status">
        {status}
      </span>
    </div>
  );
}
