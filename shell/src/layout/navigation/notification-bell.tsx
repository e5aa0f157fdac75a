import { layoutTexts } from 'shared-kernel/contract/texts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'remote-kit';
import {
  type NotificationCard,
  notificationFeedPageSize,
  unviewedCountPollMs,
} from 'shared-kernel/contract/notifications';
import { NotificationLinks } from '../notifications/notification-links';
import { notificationAdded } from '../notifications/notifications-slice';
import { kernelNotificationFeedApi, type NotificationFeedApi } from './notification-feed-api';
import { useUnviewedCount } from './use-unviewed-count';

export const notificationFeedId = 'notification-feed';

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

type FeedState =
  { status: 'loading' } | { status: 'loaded'; cards: NotificationCard[] } | { status: 'failed' };

function FeedCard({ card, onNavigate }: { card: NotificationCard; onNavigate: () => void }) {
  const { t } = useTranslation(layoutTexts);
  return (
    <li className={`notification-card${card.viewed ? '' : ' notification-card--new'}`}>
      <p className="notification-card__title">
        {card.title}
        {card.viewed ? null : (
          <span className="notification-card__new"> {t('notifications.new')}</span>
        )}
      </p>
      <p className="notification-card__message">{card.message}</p>
      <NotificationLinks actions={card.actions} onFollow={onNavigate} />
    </li>
  );
}

/**
 * The notifications bell (product.md §2): the unviewed-card count in its name, and the card feed
 * it toggles. Opening the feed marks its cards viewed; Escape closes it and focus returns to the
 * bell. New cards arriving while the page is open show as toasts too.
 */
export function NotificationBell({
  api = kernelNotificationFeedApi,
  pollMs = unviewedCountPollMs,
}: {
  api?: NotificationFeedApi;
  pollMs?: number;
}) {
  const dispatch = useDispatch();
  const { t } = useTranslation(layoutTexts);
  const [isOpen, setIsOpen] = useState(false);
  const [feed, setFeed] = useState<FeedState>({ status: 'loading' });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  const announce = useCallback(
    (cards: NotificationCard[]) => {
      for (const card of cards) {
        dispatch(
          notificationAdded({
            id: `notification-card-${card.id}`,
            title: card.title,
            message: card.message,
            level: 'info',
            isAutoDismissed: card.isAutoDismissed,
            actions: card.actions,
          }),
        );
      }
    },
    [dispatch],
  );
  const { count, viewed } = useUnviewedCount(api, pollMs, announce);

  const close = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
  }, []);

  const open = useCallback(async () => {
    setIsOpen(true);
    setFeed({ status: 'loading' });
    try {
      const cards = await api.fetchCards(notificationFeedPageSize);
      setFeed({ status: 'loaded', cards });
      if (cards.some((card) => !card.viewed)) viewed(await api.markAllViewed());
    } catch {
      setFeed({ status: 'failed' });
    }
  }, [api, viewed]);

  useEffect(() => {
    if (!isOpen) return;
    panelRef.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen, close]);

  // "Notifications", or "Notifications, 2 unread": the count is part of the button's name.
  const bellLabel = count > 0 ? t('notifications.bell_unread', { count }) : t('notifications.bell');
  return (
    <div className="notification-bell">
      <button
        ref={buttonRef}
        type="button"
        className="navigation-bar__action notification-bell__button"
        aria-label={bellLabel}
        aria-expanded={isOpen}
        aria-controls={notificationFeedId}
        onClick={() => (isOpen ? close() : void open())}
      >
        <BellIcon />
        {count > 0 ? (
          <span className="navigation-bar__cart-count" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      <section
        id={notificationFeedId}
        ref={panelRef}
        className="notification-feed"
        aria-label={t('notifications.feed')}
        tabIndex={-1}
        hidden={!isOpen}
      >
        <h2 className="notification-feed__heading">{t('notifications.heading')}</h2>
        {feed.status === 'loading' ? <p role="status">{t('notifications.loading')}</p> : null}
        {feed.status === 'failed' ? <p role="alert">{t('notifications.failed')}</p> : null}
        {feed.status === 'loaded' && feed.cards.length === 0 ? (
          <p>{t('notifications.none')}</p>
        ) : null}
        {feed.status === 'loaded' && feed.cards.length > 0 ? (
          <ul className="notification-feed__list">
            {feed.cards.map((card) => (
              <FeedCard key={card.id} card={card} onNavigate={() => setIsOpen(false)} />
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
