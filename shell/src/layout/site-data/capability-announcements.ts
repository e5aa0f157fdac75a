import { type SagaIterator } from 'redux-saga';
import { select, take } from 'redux-saga/effects';
import { createGrantedCapabilities, type Bus } from 'shared-kernel';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { type RootState } from '../../root-state';
import { selectGrantedCapabilities } from './site-data-selectors';

export interface CapabilityAnnouncement {
  grantedCapabilities: readonly CapabilityName[];
  segmentName: string | null;
}

/**
 * What the page may be told the customer's segment grants: nothing while the capabilities are
 * loading, a session is being restored or a signed-in customer's segment is not known yet, so no
 * remote shows a screen (or a not-available page) for the wrong segment. Capabilities that failed
 * to load grant nothing, as the shell's own layout reads them.
 */
export function selectCapabilityAnnouncement(state: RootState): CapabilityAnnouncement | null {
  const { capabilitiesStatus } = state.siteData;
  if (capabilitiesStatus !== 'loaded' && capabilitiesStatus !== 'failed') return null;
  const { status, customer } = state.session;
  if (status === 'restoring' || (status === 'authenticated' && !customer)) return null;
  return {
    grantedCapabilities: selectGrantedCapabilities(state),
    segmentName: customer?.segmentName ?? null,
  };
}

/**
 * The shell tells every remote what the segment grants (the kernel's granted capabilities), after
 * every action that may change it; repeats of the same value are not published again.
 */
export function* announceGrantedCapabilities(bus: Bus): SagaIterator {
  const granted = createGrantedCapabilities(bus);
  while (true) {
    const announcement = (yield select(
      selectCapabilityAnnouncement,
    )) as CapabilityAnnouncement | null;
    if (announcement) granted.publish(announcement.grantedCapabilities, announcement.segmentName);
    yield take('*');
  }
}
