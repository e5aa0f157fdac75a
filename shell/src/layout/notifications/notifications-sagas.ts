import { type SagaIterator } from 'redux-saga';
import { all, call, delay, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { notificationAutoDismissMs } from 'shared-kernel/contract/content';
import { type Bus, type BusEvents } from 'shared-kernel';
import { putEveryBusEvent } from '../../bus-channel';
import { type RootState } from '../../root-state';
import { type navigationSessionChanged } from '../navigation/navigation-slice';
import {
  notificationAdded,
  notificationDismissed,
  type notificationHeld,
  notificationsCleared,
  type NotificationsAction,
  type ShellNotification,
} from './notifications-slice';

let notificationSequence = 0;

function notificationFrom(payload: BusEvents['notification/requested']): ShellNotification {
  notificationSequence += 1;
  return {
    id: payload.id ?? `notification-${notificationSequence}`,
    message: payload.message,
    level: payload.level,
    isAutoDismissed: payload.isAutoDismissed,
    ...(payload.title ? { title: payload.title } : {}),
  };
}

function isAboutNotification(id: string) {
  return (action: NotificationsAction | { type: string }): boolean => {
    const event = action as NotificationsAction;
    return (
      (event.type === 'notifications/added' || event.type === 'notifications/dismissed') &&
      event.payload.id === id
    );
  };
}

function isHoldOf(id: string, isHeld: boolean) {
  return (action: { type: string; payload?: unknown }): boolean => {
    if (action.type !== 'notifications/held') return false;
    const { payload } = action as ReturnType<typeof notificationHeld>;
    return payload.id === id && payload.isHeld === isHeld;
  };
}

/**
 * Ends early if the person closes the notification or a newer one takes its id. While the
 * notification is held (pointer or focus on it) the time stops; once released it starts again.
 */
function* dismissAfterDelay(action: ReturnType<typeof notificationAdded>): SagaIterator {
  const { id, isAutoDismissed } = action.payload;
  if (!isAutoDismissed) return;
  for (;;) {
    const outcome = (yield race({
      elapsed: delay(notificationAutoDismissMs),
      superseded: take(isAboutNotification(id)),
      held: take(isHoldOf(id, true)),
    })) as { elapsed?: true; superseded?: unknown; held?: unknown };
    if (outcome.elapsed) {
      yield put(notificationDismissed(id));
      return;
    }
    if (outcome.superseded) return;
    const after = (yield race({
      released: take(isHoldOf(id, false)),
      superseded: take(isAboutNotification(id)),
    })) as { released?: unknown; superseded?: unknown };
    if (after.superseded) return;
  }
}

/**
 * Notifications are cleared when authentication changes (product.md §4). The session itself
 * arrives as navigation/sessionChanged; only a change of its value clears.
 */
function* clearOnAuthenticationChange(): SagaIterator {
  let isAuthenticated = (yield select(
    (state: RootState) => state.navigation.isAuthenticated,
  )) as boolean;
  while (true) {
    const action = (yield take('navigation/sessionChanged')) as ReturnType<
      typeof navigationSessionChanged
    >;
    if (action.payload.isAuthenticated !== isAuthenticated) {
      isAuthenticated = action.payload.isAuthenticated;
      yield put(notificationsCleared());
    }
  }
}

/** takeEvery: each notification runs its own auto-dismiss timer. */
export function* watchNotifications(bus: Bus): SagaIterator {
  yield all([
    call(
      putEveryBusEvent(bus, 'notification/requested', (payload) =>
        notificationAdded(notificationFrom(payload)),
      ),
    ),
    takeEvery('notifications/added', dismissAfterDelay),
    call(clearOnAuthenticationChange),
  ]);
}
