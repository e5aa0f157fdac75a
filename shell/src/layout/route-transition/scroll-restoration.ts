import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The history entry's key, as every router of the page (shell and remotes) writes it. */
function historyKeyOf(state: unknown): string | null {
  const key = (state as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : null;
}

/** How long a restore waits for the page to grow tall enough (remote content loads late). */
const restoreWaitMs = 1_000;

function scrollWhenTallEnough(top: number, startedAtMs = performance.now()): void {
  const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
  if (reachable || performance.now() - startedAtMs > restoreWaitMs) {
    window.scrollTo(0, top);
    return;
  }
  requestAnimationFrame(() => scrollWhenTallEnough(top, startedAtMs));
}

/**
 * A new page opens at the top; back and forward return to where the visitor was on that page.
 * Positions are kept per history entry, so it holds whichever package's router navigated.
 */
export function useScrollRestoration(): void {
  const { pathname, search, hash } = useLocation();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef<string | null>(null);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (currentKey.current) positions.current.set(currentKey.current, window.scrollY);
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      cancelAnimationFrame(frame);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    const key = historyKeyOf(window.history.state);
    currentKey.current = key;
    const saved = key ? positions.current.get(key) : undefined;
    if (saved !== undefined) scrollWhenTallEnough(saved);
    else if (!hash) window.scrollTo(0, 0);
  }, [pathname, search, hash]);
}
