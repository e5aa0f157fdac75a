import { Link } from 'react-router-dom';
import { type NotificationAction } from 'shared-kernel/contract/content';

/**
 * The links a notification offers, in its feed card and in its toast; `onFollow` runs as one is
 * followed (the feed closes, the toast goes).
 */
export function NotificationLinks({
  actions,
  onFollow,
}: {
  actions: readonly NotificationAction[];
  onFollow: () => void;
}) {
  if (actions.length === 0) return null;
  return (
    <ul className="notification-links">
      {actions.map((action) => (
        <li key={action.id}>
          <Link to={action.link ?? '/'} onClick={onFollow}>
            {action.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}
