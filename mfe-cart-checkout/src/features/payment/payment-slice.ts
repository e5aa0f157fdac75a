import type { UnknownAction } from 'redux';
import { type PaymentMethodView } from 'shared-kernel/contract/payments';
import { type CardChoice, type ChallengeWindow } from 'remote-kit';

export interface ThreeDSecureChallenge extends ChallengeWindow {
  depositId: string;
}

/** idle → paying → (challenge →) purchased | failed (product.md §4 Payments). */
export type PaymentStatus = 'idle' | 'paying' | 'challenge' | 'purchased' | 'failed';

export interface PaymentState {
  /** Payment methods that pay for a cart; null until loaded. */
  methods: PaymentMethodView[] | null;
  status: PaymentStatus;
  errorMessage: string | null;
  challenge: ThreeDSecureChallenge | null;
  checkoutId: string | null;
}

export const initialPaymentState: PaymentState = {
  methods: null,
  status: 'idle',
  errorMessage: null,
  challenge: null,
  checkoutId: null,
};

export const paymentMethodsRequested = () => ({ type: 'payment/methodsRequested' as const });
export const paymentMethodsReceived = (methods: PaymentMethodView[]) => ({
  type: 'payment/methodsReceived' as const,
  payload: { methods },
});
export const walletPaymentSubmitted = () => ({ type: 'payment/walletPaymentSubmitted' as const });
export const cardPaymentSubmitted = (card: CardChoice) => ({
  type: 'payment/cardPaymentSubmitted' as const,
  payload: { card },
});
/** Pay through PayPal: the window leaves for PayPal's approval page and returns to the wallet's pages. */
export const payPalPaymentSubmitted = () => ({ type: 'payment/payPalPaymentSubmitted' as const });
export const paymentStarted = () => ({ type: 'payment/started' as const });
export const challengeRequired = (challenge: ThreeDSecureChallenge) => ({
  type: 'payment/challengeRequired' as const,
  payload: { challenge },
});
/** The challenge window came back to /3ds/notify. */
export const challengeReturned = () => ({ type: 'payment/challengeReturned' as const });
export const challengeClosed = () => ({ type: 'payment/challengeClosed' as const });
export const paymentFailed = (message: string) => ({
  type: 'payment/failed' as const,
  payload: { message },
});
export const cartPurchased = (checkoutId: string) => ({
  type: 'payment/purchased' as const,
  payload: { checkoutId },
});
export const paymentReset = () => ({ type: 'payment/reset' as const });

export type PaymentAction = ReturnType<
  | typeof paymentMethodsRequested
  | typeof paymentMethodsReceived
  | typeof walletPaymentSubmitted
  | typeof cardPaymentSubmitted
  | typeof payPalPaymentSubmitted
  | typeof paymentStarted
  | typeof challengeRequired
  | typeof challengeReturned
  | typeof challengeClosed
  | typeof paymentFailed
  | typeof cartPurchased
  | typeof paymentReset
>;

export function paymentReducer(
  state: PaymentState = initialPaymentState,
  action: UnknownAction,
): PaymentState {
  const event = action as PaymentAction;
  switch (event.type) {
    case 'payment/methodsReceived':
      return { ...state, methods: event.payload.methods };
    case 'payment/started':
      return { ...state, status: 'paying', errorMessage: null, challenge: null, checkoutId: null };
    case 'payment/challengeRequired':
      return { ...state, status: 'challenge', challenge: event.payload.challenge };
    case 'payment/challengeReturned':
      return { ...state, status: 'paying', challenge: null };
    case 'payment/failed':
      return { ...state, status: 'failed', errorMessage: event.payload.message, challenge: null };
    case 'payment/purchased':
      return {
        ...state,
        status: 'purchased',
        checkoutId: event.payload.checkoutId,
        challenge: null,
      };
    case 'payment/reset':
      return { ...initialPaymentState, methods: state.methods };
    default:
      return state;
  }
}
