import { layoutTexts } from 'shared-kernel/contract/texts';
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'remote-kit';
import { type RootState } from '../../root-state';
import { NotificationLinks } from './notification-links';
import {
  notificationDismissed,
  notificationHeld,
  type ShellNotification,
} from './notifications-slice';

const selectNotifications = (state: RootState) => state.notifications.items;

function Toast({
  notification,
  onClose,
}: {
  notification: ShellNotification;
  onClose: () => void;
}) {
  const { t } = useTranslation(layoutTexts);
  const dispatch = useDispatch();
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const isHeld = isHovered || isFocused;
  const { id } = notification;
  const wasHeld = useRef(false);
  useEffect(() => {
    if (isHeld === wasHeld.current) return;
    wasHeld.current = isHeld;
    dispatch(notificationHeld(id, isHeld));
  }, [dispatch, id, isHeld]);
  return (
    <div
      className={`toast toast--${notification.level}`}
      role={notification.level === 'error' ? 'alert' : 'status'}
      onPointerEnter={() => setIsHovered(true)}
      onPointerLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
      }}
    >
      <div className="toast__text">
        {notification.title ? <p className="toast__title">{notification.title}</p> : null}
        <p className="toast__message">{notification.message}</p>
        <NotificationLinks actions={notification.actions ?? []} onFollow={onClose} />
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={t('notifications.close')}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * Notification toasts (api.md §9: 400 px wide, auto-dismissed after 10 s when asked), with the
 * links a notification offers; following one closes its toast. The time stops while the pointer
 * or the focus is on a toast.
 */
export function NotificationToasts() {
  const notifications = useSelector(selectNotifications);
  const dispatch = useDispatch();
  const { t } = useTranslation(layoutTexts);
  return (
    <section className="toasts" aria-label={t('notifications.toasts')}>
      {notifications.map((notification) => (
        <Toast
          key={notification.id}
          notification={notification}
          onClose={() => dispatch(notificationDismissed(notification.id))}
        />
      ))}
    </section>
  );
}
