import { layoutTexts } from 'shared-kernel/contract/texts';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { useTranslation } from 'remote-kit';
import { type RootState } from '../../root-state';
import { notificationDismissed, type ShellNotification } from './notifications-slice';

const selectNotifications = (state: RootState) => state.notifications.items;

function Toast({
  notification,
  onClose,
}: {
  notification: ShellNotification;
  onClose: () => void;
}) {
  const { t } = useTranslation(layoutTexts);
  return (
    <div
      className={`toast toast--${notification.level}`}
      role={notification.level === 'error' ? 'alert' : 'status'}
    >
      <div className="toast__text">
        {notification.title ? <p className="toast__title">{notification.title}</p> : null}
        <p className="toast__message">{notification.message}</p>
        {notification.actions?.length ? (
          <ul className="toast__actions">
            {notification.actions.map((action) => (
              <li key={action.id}>
                <Link to={action.link} onClick={onClose}>
                  {action.text}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
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
 * links a notification offers; following one closes its toast.
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
