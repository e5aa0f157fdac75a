// Standalone page of `npm run dev`: the remote alone, calling the API through the dev-server proxy.
import { createRoot } from 'react-dom/client';
import { ownerOf, remoteLandingPaths } from 'shared-kernel';
import { App, remoteName } from './app';

// Opened at a path another package owns (such as /), start on this remote's landing page.
if (ownerOf(window.location.pathname) !== remoteName) {
  window.history.replaceState(null, '', remoteLandingPaths[remoteName]);
}
const rootElement = document.getElementById('root');
if (rootElement) createRoot(rootElement).render(<App />);
