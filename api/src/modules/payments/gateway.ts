import { type DigitalWalletMethodCode } from './deposit-methods';

/**
 * The payment gateway port: the outside card processor the shop charges cards through. Cards are
 * tokenised in the browser, straight with the gateway; the shop only ever sees the token.
 * Adapters: the built-in test gateway (`test-gateway.ts`) and Stripe (`stripe-gateway.ts`).
 */

export type CardBrand = 'Visa' | 'MasterCard' | 'AmericanExpress';

/** What the shop may keep about a card: never its number. */
export interface CardDescription {
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** 3-D Secure: where the challenge window returns to, and how big it is. */
export interface StrongCustomerAuthentication {
  returnUrl: string;
  windowSize: string;
}

export interface ChargeRequest {
  token: string;
  amountCents: number;
  /** The same key charges once, however often the charge is asked for. */
  idempotencyKey: string;
  sca: StrongCustomerAuthentication | null;
}

export type ChargeOutcome =
  | { kind: 'succeeded'; reference: string }
  /** The processor has not decided yet (asked again later with the same idempotency key). */
  | { kind: 'pending'; reference: string }
  | { kind: 'declined'; reference: string | null; message: string }
  | { kind: 'challenge'; reference: string; url: string };

export interface PaymentGateway {
  /** The gateway's key on the wire (`GET /v2/funds/{gateway}`). */
  readonly key: string;
  /** Whether the card security code must be given at deposit time, per card brand. */
  readonly cscRequired: Readonly<Record<CardBrand, boolean>>;
  /**
   * The digital wallets (ap Apple Pay, gp Google Pay) whose payment tokens this gateway charges
   * like a card token; none when absent.
   */
  readonly digitalWallets?: readonly DigitalWalletMethodCode[];
  /**
   * The card behind a token, or null when the gateway does not know the token or it was made for
   * another customer (both answer alike: a token of someone else's card is never confirmed).
   */
  describeToken(token: string, customerReference: string): Promise<CardDescription | null>;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** The outcome of a charge after its 3-D Secure challenge (still `challenge` while open). */
  completeChallenge(reference: string): Promise<ChargeOutcome>;
  /** What the browser of this customer needs to tokenise a card with this gateway. */
  tokenisation(
    origin: string,
    customerReference: string,
  ): Promise<{
    tokenisationUrl: string | null;
    publishableKey: string | null;
    testCards: Array<{ number: string; behaviour: string }>;
  }>;
}

export const declinedMessage = 'Your card was declined.';
export const insufficientFundsMessage = 'Your card has insufficient funds.';
export const authenticationFailedMessage =
  'Your card issuer could not confirm it was you (3-D Secure authentication failed).';

/** Challenge window sizes of api.md §9. */
export const challengeWindowSizes: Record<string, string> = {
  Small: '250x400',
  Medium: '390x400',
  Large: '500x600',
  ExtraLarge: '600x400',
  FullScreen: 'FullScreen',
};
