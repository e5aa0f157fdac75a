import type { UnknownAction } from 'redux';
import { type DepositView } from 'shared-kernel/contract/payments';

/**
 * Back from PayPal: confirming (the deposit is asked for until PayPal's answer is in), then
 * succeeded, failed, cancelled, or still waiting when confirming took too long.
 */
export type DepositReturnStatus = 'confirming' | 'succeeded' | 'failed' | 'cancelled' | 'waiting';

export interface DepositReturnState {
  depositId: string | null;
  status: DepositReturnStatus | null;
  deposit: DepositView | null;
  errorMessage: string | null;
}

export const initialDepositReturnState: DepositReturnState = {
  depositId: null,
  status: null,
  deposit: null,
  errorMessage: null,
};

/** PayPal sent the customer back to /checkout/deposit/{depositId}/success. */
export const approvalReturned = (depositId: string) => ({
  type: 'depositReturn/approvalReturned' as const,
  payload: { depositId },
});
/** PayPal sent the customer back to /checkout/deposit/{depositId}/cancel. */
export const cancelReturned = (depositId: string) => ({
  type: 'depositReturn/cancelReturned' as const,
  payload: { depositId },
});
export const depositSucceeded = (deposit: DepositView) => ({
  type: 'depositReturn/depositSucceeded' as const,
  payload: { deposit },
});
export const depositFailed = (message: string) => ({
  type: 'depositReturn/depositFailed' as const,
  payload: { message },
});
export const depositCancelled = () => ({ type: 'depositReturn/depositCancelled' as const });
export const confirmationTimedOut = () => ({ type: 'depositReturn/confirmationTimedOut' as const });

export type DepositReturnAction = ReturnType<
  | typeof approvalReturned
  | typeof cancelReturned
  | typeof depositSucceeded
  | typeof depositFailed
  | typeof depositCancelled
  | typeof confirmationTimedOut
>;

export function depositReturnReducer(
  state: DepositReturnState = initialDepositReturnState,
  action: UnknownAction,
): DepositReturnState {
  const event = action as DepositReturnAction;
  switch (event.type) {
    case 'depositReturn/approvalReturned':
    case 'depositReturn/cancelReturned':
      return {
        ...initialDepositReturnState,
        depositId: event.payload.depositId,
        status: 'confirming',
      };
    case 'depositReturn/depositSucceeded':
      return { ...state, status: 'succeeded', deposit: event.payload.deposit };
    case 'depositReturn/depositFailed':
      return { ...state, status: 'failed', errorMessage: event.payload.message };
    case 'depositReturn/depositCancelled':
      return { ...state, status: 'cancelled' };
    case 'depositReturn/confirmationTimedOut':
      return { ...state, status: 'waiting' };
    default:
      return state;
  }
}
