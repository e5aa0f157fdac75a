// Standalone page of `npm run dev`: the remote alone, calling the API through the dev-server proxy.
import { createRoot } from 'react-dom/client';
import { App } from './app';

const rootElement = document.getElementById('root');
if (rootElement) createRoot(rootElement).render(<App />);
