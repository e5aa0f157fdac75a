import {
  fetchUnsubscribeLink,
  unsubscribe,
  type UnsubscribeLink,
  type UnsubscribeReason,
} from 'shared-kernel/contract/communication-preferences';

export interface UnsubscribeRequest {
  customerId: string;
  token: string;
  unsubscribeReasons: UnsubscribeReason[];
  otherReason?: string;
}

/** The unsubscribe link calls (api.md §7.4), made signed out; tests pass their own. */
export interface UnsubscribeApi {
  fetchLink: (customerId: string, token: string) => Promise<UnsubscribeLink>;
  unsubscribe: (request: UnsubscribeRequest) => Promise<UnsubscribeLink>;
}

export const kernelUnsubscribeApi: UnsubscribeApi = {
  fetchLink: (customerId, token) => fetchUnsubscribeLink({ customerId, token }),
  unsubscribe: (request) => unsubscribe(request),
};
