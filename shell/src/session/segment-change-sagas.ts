import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { all, call, put, take, takeEvery } from 'redux-saga/effects';
import { type BusEvents, type SessionSnapshot, type SessionStore } from 'shared-kernel';
import { siteDataProductOffersReloadRequested } from '../layout/site-data/site-data-slice';
import { announceCartAtStart, type SessionDependencies } from './session-sagas';
import { type sessionCustomerLoaded } from './session-slice';

export type SegmentChange = BusEvents['segment/changed'];

export interface SegmentChangeDependencies extends SessionDependencies {
  /** Forgets every cached answer of the API client (the page's client in the page). */
  clearApiCache: () => void;
}

/**
 * A change of segment or sub-variant between two session snapshots (product.md §4 Cart), with
 * whether pricing differs; null when neither changed.
 */
export function segmentChangeOf(
  previous: SessionSnapshot,
  next: SessionSnapshot,
): SegmentChange | null {
  const isPricingChanged = previous.pricingId !== next.pricingId;
  if (
    previous.segmentName === next.segmentName &&
    previous.subVariant === next.subVariant &&
    !isPricingChanged
  ) {
    return null;
  }
  return {
    segmentName: next.segmentName,
    subVariant: next.subVariant,
    pricingId: next.pricingId,
    isPricingChanged,
  };
}

interface SessionSegmentChange {
  change: SegmentChange;
  /**
   * Whether the cart must be read again: not at a login, a restore or a logout, which read it
   * themselves, nor when the customer's segment is first learnt (the overview after a restore).
   */
  isCartStale: boolean;
}

function segmentChanges(session: SessionStore): EventChannel<SessionSegmentChange> {
  return eventChannel<SessionSegmentChange>(
    (emit) =>
      session.subscribeSession((next, previous) => {
        const change = segmentChangeOf(previous, next);
        if (!change) return;
        const isSegmentLearnt = previous.segmentName === null && next.segmentName !== null;
        emit({
          change,
          isCartStale: previous.customerId === next.customerId && !isSegmentLearnt,
        });
      }),
    buffers.expanding(4),
  );
}

/**
 * The customer read again (after a migration, a purchase…) may be in another segment or
 * pricing: the session snapshot, which every call and every remote reads, follows it.
 */
function* followCustomerSegment(
  session: SessionStore,
  { payload }: ReturnType<typeof sessionCustomerLoaded>,
): SagaIterator {
  const { customerId, segmentName, pricingId } = session.getSession();
  if (customerId !== payload.customer.customerId) return;
  if (segmentName === payload.customer.segmentName && pricingId === payload.customer.pricingId) {
    return;
  }
  yield call([session, session.updateSession], {
    segmentName: payload.customer.segmentName,
    pricingId: payload.customer.pricingId,
  });
}

function* purgeAtEveryChange(dependencies: SegmentChangeDependencies): SagaIterator {
  const channel = (yield call(
    segmentChanges,
    dependencies.session,
  )) as EventChannel<SessionSegmentChange>;
  try {
    while (true) {
      const { change, isCartStale } = (yield take(channel)) as SessionSegmentChange;
      dependencies.clearApiCache();
      dependencies.bus.publish('segment/changed', change);
      if (isCartStale) yield call(announceCartAtStart, dependencies);
      if (change.isPricingChanged) {
        yield put(siteDataProductOffersReloadRequested(change.pricingId));
      }
    }
  } finally {
    channel.close();
  }
}

/**
 * A change of segment or variant (product.md §4 Cart) purges the cached cart, product offers,
 * statistics and draw results (every cached answer of the client) and tells the remotes, which
 * drop what they hold; the cart count is read again, and the offers too when pricing differs.
 */
export function* watchSegmentChanges(dependencies: SegmentChangeDependencies): SagaIterator {
  yield all([
    call(purgeAtEveryChange, dependencies),
    takeEvery('session/customerLoaded', followCustomerSegment, dependencies.session),
  ]);
}
