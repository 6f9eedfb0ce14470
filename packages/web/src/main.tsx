import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { LINT_FILE_PARAM, TARGET_PARAM } from './state/share-url.js';
import { linkNeedsEveryProfile, loadEveryProfile } from './state/profiles.js';
import './styles.css';

const root = document.getElementById('root');
const render = (element: HTMLElement) =>
  createRoot(element).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
if (root) {
  // The first screen needs only the default profiles; a link naming a version or a file waits for all of them.
  if (linkNeedsEveryProfile(location.hash, [TARGET_PARAM, LINT_FILE_PARAM])) void loadEveryProfile().finally(() => render(root));
  else render(root);
}
