import { type NotificationAction } from 'shared-kernel/contract/content';

export type NotificationLevel = 'error' | 'info' | 'success';

export interface ShellNotification {
  id: string;
  title?: string;
  message: string;
  level: NotificationLevel;
  isAutoDismissed: boolean;
  /** The links it offers (a notification card's). */
  actions?: readonly NotificationAction[];
}

export interface NotificationsState {
  items: ShellNotification[];
}

export const initialNotificationsState: NotificationsState = { items: [] };

export const notificationAdded = (notification: ShellNotification) => ({
  type: 'notifications/added' as const,
  payload: notification,
});
export const notificationDismissed = (id: string) => ({
  type: 'notifications/dismissed' as const,
  payload: { id },
});
/**
 * The pointer or the keyboard focus is on a notification (held) or has left it (released): an
 * auto-dismissed one waits while held, so it can be read and its links reached (WCAG 2.2.1).
 */
export const notificationHeld = (id: string, isHeld: boolean) => ({
  type: 'notifications/held' as const,
  payload: { id, isHeld },
});
/** Authentication changed: notifications of the previous visitor go. */
export const notificationsCleared = () => ({ type: 'notifications/cleared' as const });

export type NotificationsAction = ReturnType<
  typeof notificationAdded | typeof notificationDismissed | typeof notificationsCleared
>;

export function notificationsReducer(
  state: NotificationsState = initialNotificationsState,
  action: NotificationsAction | { type: string },
): NotificationsState {
  const event = action as NotificationsAction;
  switch (event.type) {
    case 'notifications/added':
      // A repeated id replaces the earlier notification instead of stacking a copy.
      return {
        items: [...state.items.filter((item) => item.id !== event.payload.id), event.payload],
      };
    case 'notifications/dismissed':
      return { items: state.items.filter((item) => item.id !== event.payload.id) };
    case 'notifications/cleared':
      return initialNotificationsState;
    default:
      return state;
  }
}
