import { type PartnerFetchStatus } from 'shared-kernel/contract/cart';
import { toCents, type Money } from 'shared-kernel/contract/money';
import {
  type PartnerCartItemInput,
  type PartnerCartView,
  type PartnerView,
} from 'shared-kernel/contract/partners';
import { type FundView, type PaymentMethodView } from 'shared-kernel/contract/payments';
import { isCscRequired, savedCardsOf } from 'remote-kit';

/** api.md §5: a partner cart without items cannot be bought. */
export const emptyPartnerCartMessage = 'Attempted to purchase an empty partner cart.';

/** The query parameter of a partner link that carries the partner's items. */
export const partnerCartParameter = 'cart';

/**
 * product.md §4 Cart: the partner, how fetching it and its cart went (pending, resolved,
 * rejected; ready before the first fetch), and the partner's cart.
 */
export interface PartnerCartState {
  partner: PartnerView | null;
  fetchStatus: PartnerFetchStatus;
  /** Why the fetch was rejected, in the services' words. */
  failureMessage: string | null;
  cart: PartnerCartView | null;
}

export const initialPartnerCartState: PartnerCartState = {
  partner: null,
  fetchStatus: 'ready',
  failureMessage: null,
  cart: null,
};

export type PartnerCartAction =
  | { type: 'partner/fetchStarted' }
  | { type: 'partner/fetched'; partner: PartnerView }
  | { type: 'partner/fetchFailed'; message: string }
  | { type: 'partnerCart/received'; cart: PartnerCartView }
  | { type: 'partnerCart/updated'; cart: PartnerCartView }
  | { type: 'partnerCart/purchased' };

const noMoney = (currency: string): Money => ({ amount: 0, currency });

/** Received replaces the cart, updated replaces its items (and what they cost), purchased empties it. */
export function partnerCartReducer(
  state: PartnerCartState,
  action: PartnerCartAction,
): PartnerCartState {
  switch (action.type) {
    case 'partner/fetchStarted':
      return { ...state, fetchStatus: 'pending', failureMessage: null };
    case 'partner/fetched':
      return { ...state, fetchStatus: 'resolved', partner: action.partner };
    case 'partner/fetchFailed':
      return { ...state, fetchStatus: 'rejected', failureMessage: action.message };
    case 'partnerCart/received':
      return { ...state, cart: action.cart };
    case 'partnerCart/updated':
      if (!state.cart) return { ...state, cart: action.cart };
      return {
        ...state,
        cart: {
          ...state.cart,
          cartItems: action.cart.cartItems,
          cartTotal: action.cart.cartTotal,
          preOrderTotal: action.cart.preOrderTotal,
          requiresUnattendedPaymentMethod: action.cart.requiresUnattendedPaymentMethod,
          blockedReasons: action.cart.blockedReasons,
        },
      };
    case 'partnerCart/purchased':
      if (!state.cart) return state;
      return {
        ...state,
        cart: {
          ...state.cart,
          cartItems: [],
          cartTotal: noMoney(state.cart.cartTotal.currency),
          preOrderTotal: noMoney(state.cart.preOrderTotal.currency),
          requiresUnattendedPaymentMethod: false,
          blockedReasons: {},
        },
      };
    default:
      return state;
  }
}

export function isPartnerCartEmpty(state: PartnerCartState): boolean {
  return !state.cart || state.cart.cartItems.length === 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const camelCaseOf = (key: string) =>
  key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The items a partner link carries: `?cart=` a base64url JSON list of items as
 * `POST /v2/cart/partner/{slug}` takes them (`[{"lottery":"powerball","num_games":2}]`). Null
 * when the parameter is there but unreadable; an empty list when there is none.
 */
export function partnerCartItemsOf(search: string): PartnerCartItemInput[] | null {
  const encoded = new URLSearchParams(search).get(partnerCartParameter);
  if (encoded === null || encoded === '') return [];
  try {
    const decoded: unknown = JSON.parse(decodeBase64Url(encoded));
    if (!Array.isArray(decoded)) return null;
    const items: PartnerCartItemInput[] = [];
    for (const entry of decoded) {
      if (!isRecord(entry) || typeof entry.lottery !== 'string') return null;
      // The services check every field; here the keys only take the client's casing.
      items.push(
        Object.fromEntries(
          Object.entries(entry).map(([key, value]) => [camelCaseOf(key), value]),
        ) as PartnerCartItemInput,
      );
    }
    return items;
  } catch {
    return null;
  }
}

/** The other way round: the `cart` parameter of a partner link for these items. */
export function partnerCartParameterOf(items: ReadonlyArray<Record<string, unknown>>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(items));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** What is paid now: the total less the part paid when pre-ordered draws open. */
export function payableNowCentsOf(cart: PartnerCartView): number {
  return toCents(cart.cartTotal.amount) - toCents(cart.preOrderTotal.amount);
}

/** How the partner cart can be paid for, given the wallet and the saved cards. */
export interface PartnerPaymentChoices {
  isCoveredByWallet: boolean;
  /** The part a card tops the wallet up with, in cents. */
  shortfallCents: number;
  /** Saved cards that fit this cart; with recurring items, only those charged unattended. */
  cards: FundView[];
}

/**
 * Recurring items are bought again for each draw while the customer is away
 * (`requiresUnattendedPaymentMethod`): a card whose gateway asks for its security code cannot
 * be charged then, so such a cart is offered only the wallet and the cards that need no code.
 */
export function partnerPaymentChoicesOf(
  cart: PartnerCartView,
  balance: Money | null,
  methods: readonly PaymentMethodView[],
): PartnerPaymentChoices {
  const payableCents = payableNowCentsOf(cart);
  const balanceCents = balance ? toCents(balance.amount) : 0;
  const cards = savedCardsOf(methods).filter(
    (card) => !cart.requiresUnattendedPaymentMethod || !isCscRequired(methods, card),
  );
  return {
    isCoveredByWallet: balance !== null && balanceCents >= payableCents,
    shortfallCents: Math.max(0, payableCents - balanceCents),
    cards,
  };
}
