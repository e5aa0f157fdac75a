import { useCallback, useEffect, useRef, useState } from 'react';
import { type NotificationCard } from 'shared-kernel/contract/notifications';
import { type NotificationFeedApi } from './notification-feed-api';

/** Toasts shown at most for cards that arrive between two looks at the count. */
const arrivalToastsMax = 3;

/**
 * The unviewed-card count, asked for at once, every `pollMs` and whenever the tab comes back
 * into view or focus. When it grows, the cards that arrived are handed to `onArrived` (for a
 * toast). A failed look keeps the last count: the bell is never in the way of the page.
 */
export function useUnviewedCount(
  api: NotificationFeedApi,
  pollMs: number,
  onArrived: (cards: NotificationCard[]) => void,
) {
  const [count, setCount] = useState(0);
  const known = useRef<number | null>(null);
  const arrived = useRef(onArrived);
  arrived.current = onArrived;

  const refresh = useCallback(async () => {
    try {
      const next = await api.fetchUnviewedCount();
      const previous = known.current;
      known.current = next;
      setCount(next);
      if (previous !== null && next > previous) {
        const cards = await api.fetchCards(Math.min(next - previous, arrivalToastsMax));
        arrived.current(cards.filter((card) => !card.viewed));
      }
    } catch {
      // The next look tries again.
    }
  }, [api]);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), pollMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [pollMs, refresh]);

  /** After the feed was opened and marked viewed: the count the API answered. */
  const viewed = useCallback((left: number) => {
    known.current = left;
    setCount(left);
  }, []);

  return { count, viewed };
}
