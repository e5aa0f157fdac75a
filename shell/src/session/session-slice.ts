import { type MembershipEntryView } from 'shared-kernel/contract/membership';
import { type Money } from 'shared-kernel/contract/money';

/** What the shell keeps of a membership entry: enough for the navigation's dot badge. */
export type SessionMembership = Pick<
  MembershipEntryView,
  'membershipProgram' | 'membershipStatus' | 'membershipTier' | 'locked'
>;

/** What the shell keeps of the signed-in customer (product.md §3 Customer). */
export interface SessionCustomer {
  customerId: string;
  firstname: string;
  lastname: string;
  email: string;
  availableFunds: Money | null;
  segmentName: string | null;
  pricingId: string | null;
  state: string | null;
  forcePasswordChange: boolean;
  accountUpgrade: boolean;
  addressConfirmationRequired: boolean;
  emailAddressConfirmationRequired: boolean;
  migrationStatus: string;
  /** The customer's membership programmes (product.md §3 "Customer membership entry"). */
  membershipPrograms: SessionMembership[];
}

/** Why a session ended; it decides where the visitor goes (product.md §4). */
export type SessionEndReason = 'loggedOut' | 'expired' | 'unauthorised' | 'accountClosed';

export type SessionStatus = 'anonymous' | 'restoring' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  customer: SessionCustomer | null;
  /** A path a saga wants the router to go to; the layout follows it once. */
  redirectTo: string | null;
}

export const initialSessionState: SessionState = {
  status: 'anonymous',
  customer: null,
  redirectTo: null,
};

export const sessionRestoreStarted = () => ({ type: 'session/restoreStarted' as const });
export const sessionCustomerLoaded = (customer: SessionCustomer) => ({
  type: 'session/customerLoaded' as const,
  payload: { customer },
});
export const sessionStarted = () => ({ type: 'session/started' as const });
export const sessionEnded = (reason: SessionEndReason) => ({
  type: 'session/ended' as const,
  payload: { reason },
});
export const sessionRedirectRequested = (path: string) => ({
  type: 'session/redirectRequested' as const,
  payload: { path },
});
export const sessionRedirectFollowed = () => ({ type: 'session/redirectFollowed' as const });

export type SessionAction = ReturnType<
  | typeof sessionRestoreStarted
  | typeof sessionCustomerLoaded
  | typeof sessionStarted
  | typeof sessionEnded
  | typeof sessionRedirectRequested
  | typeof sessionRedirectFollowed
>;

export function sessionReducer(
  state: SessionState = initialSessionState,
  action: SessionAction | { type: string },
): SessionState {
  const event = action as SessionAction;
  switch (event.type) {
    case 'session/restoreStarted':
      return { ...state, status: 'restoring' };
    case 'session/started':
      return { ...state, status: 'authenticated' };
    case 'session/customerLoaded':
      return { ...state, status: 'authenticated', customer: event.payload.customer };
    case 'session/ended':
      return { ...state, status: 'anonymous', customer: null };
    case 'session/redirectRequested':
      return { ...state, redirectTo: event.payload.path };
    case 'session/redirectFollowed':
      return { ...state, redirectTo: null };
    default:
      return state;
  }
}
