import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { type LifeCycles } from 'single-spa';
import { RemoteFallback } from './remote-fallback';

export interface SlotProps {
  domElement: HTMLElement;
}

/** Single-spa lifecycles that render the friendly fallback in the remote's own slot. */
export function makeFallbackLifecycles(): LifeCycles<SlotProps> {
  let root: Root | null = null;
  return {
    bootstrap: () => Promise.resolve(),
    mount: ({ domElement }) => {
      root = createRoot(domElement);
      const mounted = root;
      flushSync(() => mounted.render(<RemoteFallback />));
      return Promise.resolve();
    },
    unmount: () => {
      root?.unmount();
      root = null;
      return Promise.resolve();
    },
  };
}
