import { type CapabilityName } from 'shared-kernel/contract/platform';
import { fetchSessionOrder, type SessionOrder } from 'shared-kernel/contract/social';
import { segmentCapabilities } from '../../shared/lotto-party-api';

/** The calls of the session order view (api.md §7.9) and the segment's capabilities. */
export interface OrderApi {
  whenCapabilitiesKnown: () => Promise<CapabilityName[]>;
  /** The session's ticket with its holdings (show_details=true). */
  fetchSessionOrder: (sessionId: string) => Promise<SessionOrder>;
}

export const kernelOrderApi: OrderApi = {
  whenCapabilitiesKnown: segmentCapabilities,
  fetchSessionOrder: (sessionId) => fetchSessionOrder(sessionId),
};
