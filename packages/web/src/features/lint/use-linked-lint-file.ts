import { useEffect, useState } from 'react';
import { decodeState } from '../../state/share-url.js';
import { unpackText } from './lint-link.js';

/** The Lint tab's text; a link copied from that tab carries the pasted file, packed, and fills it in. */
export function useLinkedLintFile(onNotice: (notice: string) => void): [string, (text: string) => void] {
  const [lintText, setLintText] = useState('');
  useEffect(() => {
    const packed = decodeState(location.hash).lintFile;
    if (!packed) return;
    void unpackText(packed).then((text) => {
      if (text === undefined) onNotice('The link’s OPTIONS file could not be read (the link may be cut off); paste the file again.');
      else setLintText(text);
    });
    // Once, for the link the page opened on.
  }, []);
  return [lintText, setLintText];
}
