import type { CapabilityName } from '../contract/platform/capabilities';

/**
 * Every event that crosses a package boundary at runtime, with its payload and whether a late
 * subscriber receives the last value ("replayLast"). Names are past-tense `domain/eventHappened`.
 */
export interface BusEvents {
  'cart/changed': { itemCount: number };
  /** Money moved in or out of the wallet (a purchase, a deposit): balances shown are stale. */
  'wallet/changed': { reason: 'purchase' | 'deposit' | 'withdrawal' };
  'session/changed': { isAuthenticated: boolean; customerId: string | null };
  'customer/changed': { customerId: string; firstname: string; availableFunds: string | null };
  /** The customer changed their account (details, email, address, terms): the customer shown is stale. */
  'customer/accountChanged': {
    reason: 'details' | 'email' | 'address' | 'terms' | 'favourite_numbers';
  };
  'notification/requested': {
    id?: string;
    title?: string;
    message: string;
    level: 'error' | 'info' | 'success';
    isAutoDismissed: boolean;
  };
  'elevation/required': { requestId: string };
  'elevation/succeeded': { requestId: string };
  'elevation/abandoned': { requestId: string };
  'lottoParty/createGroupRequested': { groupId?: string; groupName?: string };
  /** The environment has a newer release than the one this page started with: a reload gets it. */
  'release/updateAvailable': { environment: string; revision: number };
  'remote/mounted': { remote: string; version: string; kernelInstanceId: string };
  /** A remote's render error boundary caught an error: the shell swaps in its next fallback. */
  'remote/renderFailed': { remote: string; version: string; message: string };
  /** An API answer of status 500 or above (api.md §8.1): the shell shows its unrecoverable-error page. */
  'app/unrecoverableErrorRaised': { status: number; message: string };
  /** The access token could not be refreshed after a 401/403: the shell logs the customer out. */
  'session/refreshFailed': { status: number; message: string };
  /**
   * What the customer's segment grants (the default segment's when anonymous or unassigned,
   * product.md §6). The shell publishes it; read it through `getGrantedCapabilities`.
   */
  'capabilities/changed': { grantedCapabilities: CapabilityName[]; segmentName: string | null };
  /**
   * The segment or sub-variant the customer shops under changed (product.md §4 Cart): caches of
   * the cart, product offers, statistics and draw results are stale, and prices too when
   * `isPricingChanged`.
   */
  'segment/changed': {
    segmentName: string | null;
    subVariant: string | null;
    pricingId: string | null;
    isPricingChanged: boolean;
  };
}

export type BusEventName = keyof BusEvents;

/** Events whose last value is handed to a subscriber that arrives after it was published. */
export const replayLastEvents: Readonly<Record<BusEventName, boolean>> = {
  'cart/changed': true,
  'wallet/changed': false,
  'session/changed': true,
  'customer/changed': true,
  'customer/accountChanged': false,
  'notification/requested': false,
  'elevation/required': false,
  'elevation/succeeded': false,
  'elevation/abandoned': false,
  'lottoParty/createGroupRequested': false,
  'release/updateAvailable': true,
  'remote/mounted': false,
  'remote/renderFailed': false,
  'app/unrecoverableErrorRaised': true,
  'session/refreshFailed': false,
  'capabilities/changed': true,
  'segment/changed': false,
};
