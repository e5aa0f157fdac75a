import type { UnknownAction } from 'redux';
import { type CheckoutView, type ReceiptStatus } from 'shared-kernel/contract/purchase';

/**
 * product.md §4 Payments: a receipt is fetching, then success or error. A checkout failure
 * (deposit_purchase_checkout_failure) marks it error; any other failure only stops fetching.
 */
export interface ReceiptState {
  checkoutId: string | null;
  status: ReceiptStatus | null;
  isFetching: boolean;
  checkout: CheckoutView | null;
  errorMessage: string | null;
}

export const initialReceiptState: ReceiptState = {
  checkoutId: null,
  status: null,
  isFetching: false,
  checkout: null,
  errorMessage: null,
};

export const receiptRequested = (checkoutId: string) => ({
  type: 'receipt/requested' as const,
  payload: { checkoutId },
});
export const receiptReceived = (checkout: CheckoutView) => ({
  type: 'receipt/received' as const,
  payload: { checkout },
});
export const receiptFailed = (message: string, isCheckoutFailure: boolean) => ({
  type: 'receipt/failed' as const,
  payload: { message, isCheckoutFailure },
});

export type ReceiptAction = ReturnType<
  typeof receiptRequested | typeof receiptReceived | typeof receiptFailed
>;

export function receiptReducer(
  state: ReceiptState = initialReceiptState,
  action: UnknownAction,
): ReceiptState {
  const event = action as ReceiptAction;
  switch (event.type) {
    case 'receipt/requested':
      return {
        ...initialReceiptState,
        checkoutId: event.payload.checkoutId,
        status: 'fetching',
        isFetching: true,
      };
    case 'receipt/received':
      return { ...state, status: 'success', isFetching: false, checkout: event.payload.checkout };
    case 'receipt/failed':
      return {
        ...state,
        isFetching: false,
        status: event.payload.isCheckoutFailure ? 'error' : null,
        errorMessage: event.payload.message,
      };
    default:
      return state;
  }
}
