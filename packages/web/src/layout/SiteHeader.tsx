import { ShareLinkButton } from '../features/share/ShareLinkButton.js';
import type { Tab } from '../state/share-url.js';

export function SiteHeader({ tab, lintText }: { tab: Tab; lintText: string }) {
  return (
    <header className="site-header">
      <div className="site-header-row">
        <h1>
          rocktune <span className="muted">RocksDB tuning calculator</span>
        </h1>
        <ShareLinkButton tab={tab} lintText={lintText} />
      </div>
    </header>
  );
}
