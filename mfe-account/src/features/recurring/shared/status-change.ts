import { type Bus } from 'shared-kernel';
import { type RecurringStatusChange } from 'shared-kernel/contract/recurring';

/** The status actions of an autoplay or a subscription (product.md §4 "Other flows"). */
export type StatusChange =
  | { kind: 'pause' }
  | { kind: 'pauseUntil'; pausedUntil: string }
  | { kind: 'unpause' }
  | { kind: 'cancel' };

export type StatusChangeKind = StatusChange['kind'];

const statusKinds: readonly string[] = ['pause', 'pauseUntil', 'unpause', 'cancel'];

export function isStatusChange(change: { kind: string }): change is StatusChange {
  return statusKinds.includes(change.kind);
}

/** A pause, timed or not, is told as paused; every other change as updated. */
export const isPausing = (change: { kind: string }) =>
  change.kind === 'pause' || change.kind === 'pauseUntil';

/** The status update that makes the change (`PATCH …/status`). */
export function statusUpdateOf(change: StatusChange): RecurringStatusChange {
  switch (change.kind) {
    case 'pause':
      return { status: 'recurring_status_paused' };
    case 'pauseUntil':
      return { status: 'recurring_status_timed_pause', pausedUntil: change.pausedUntil };
    case 'unpause':
      return { status: 'recurring_status_active' };
    case 'cancel':
      return { status: 'recurring_status_cancelled' };
  }
}

/** A notification through the shell (auto-dismissed after api.md §9's 10 seconds). */
export function notify(bus: Bus, message: string, level: 'success' | 'error'): void {
  bus.publish('notification/requested', { message, level, isAutoDismissed: true });
}
