import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, select, take, type StrictEffect } from 'redux-saga/effects';
import { bus, type Bus, type BusEvents } from 'shared-kernel';
import { homePageOpened, type HomeState } from '../home/home-slice';
import { type ResourceKind } from './resources-api';
import { resourceRequested, resourcesPurged, type ResourcesState } from './resources-slice';

type SegmentChange = BusEvents['segment/changed'];

/** The reads a segment's pricing changes: statistics and draw results. */
const pricedKinds: ReadonlySet<ResourceKind> = new Set<ResourceKind>([
  'pastDraws',
  'archivedDraws',
  'drawDetails',
  'drawPreview',
  'raffleWinners',
  'statistics',
]);

function segmentChanges(source: Bus): EventChannel<SegmentChange> {
  return eventChannel<SegmentChange>((emit) => source.subscribe('segment/changed', emit));
}

interface CatalogueHeld {
  resources: ResourcesState;
  home: HomeState;
}

/**
 * A change of segment or variant (product.md §4 Cart, told by the shell) makes everything the
 * catalogue holds stale; when pricing differs, the product offers and the draw results and
 * statistics already shown are read again at once.
 */
export function* watchSegmentChanges(source: Bus = bus): Generator<StrictEffect, void, unknown> {
  const channel = (yield call(segmentChanges, source)) as EventChannel<SegmentChange>;
  try {
    while (true) {
      const change = (yield take(channel)) as SegmentChange;
      yield put(resourcesPurged());
      if (!change.isPricingChanged) continue;
      const held = (yield select((state: CatalogueHeld) => state)) as CatalogueHeld;
      if (held.home.status !== 'idle') yield put(homePageOpened());
      for (const entry of Object.values(held.resources)) {
        if (entry.request && pricedKinds.has(entry.request.kind)) {
          yield put(resourceRequested(entry.request.kind, entry.request.params));
        }
      }
    }
  } finally {
    channel.close();
  }
}
