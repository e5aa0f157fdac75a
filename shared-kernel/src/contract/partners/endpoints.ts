import {
  type CamelCased,
  type CallOptions,
  clientOf,
  encode,
  moneyOrNull,
  withIdempotencyKey,
  withSignal,
} from '../call';
import { type CartItemView } from '../cart/endpoints';
import { type Money, toMoney } from '../money/money';
import {
  type PartnerCartItemRequestWire,
  type PartnerCartWire,
  type PartnerPurchaseRequestWire,
  type PartnerWire,
} from './wire';

// A partner's cart and its purchase.

export type PartnerView = CamelCased<PartnerWire>;

export type PartnerPurchaseInput = CamelCased<PartnerPurchaseRequestWire>;

/** One item as a partner names it; the shop prices it. */
export type PartnerCartItemInput = CamelCased<PartnerCartItemRequestWire>;

/** A partner cart priced by the shop (product.md §3). */
export type PartnerCartView = Omit<
  CamelCased<PartnerCartWire>,
  'cartTotal' | 'preOrderTotal' | 'cartItems'
> & { cartTotal: Money; preOrderTotal: Money; cartItems: CartItemView[] };

/**
 * POST /v2/cart/partner/{slug} for a signed-in customer (with what would block the purchase),
 * /v2/anon-cart/partner/{slug} for a visitor: the partner's items priced by the shop.
 */
export async function fetchPartnerCart(
  slug: string,
  cartItems: readonly PartnerCartItemInput[],
  isSignedIn: boolean,
  options: CallOptions = {},
): Promise<PartnerCartView> {
  const response = await clientOf(options).request<CamelCased<PartnerCartWire>>(
    withSignal(
      {
        method: 'POST',
        path: `/${isSignedIn ? 'cart' : 'anon-cart'}/partner/${encode(slug)}`,
        body: { cartItem: null, cartItems },
      },
      options,
    ),
  );
  const cart = response.result;
  return {
    ...cart,
    cartTotal: toMoney(cart.cartTotal),
    preOrderTotal: toMoney(cart.preOrderTotal),
    cartItems: cart.cartItems.map((item) => ({
      ...item,
      unitPrice: toMoney(item.unitPrice),
      drawPrizePool: moneyOrNull(item.drawPrizePool),
    })),
  };
}

// --- Partner purchase -------------------------------------------------------------------------

/** GET /v2/partners/{slug}. */
export async function fetchPartner(slug: string, options: CallOptions = {}): Promise<PartnerView> {
  const response = await clientOf(options).request<PartnerView>(
    withSignal({ path: `/partners/${encode(slug)}` }, options),
  );
  return response.result;
}

/**
 * POST /v2/cart/partner/{slug}/purchase (v3.2, Idempotency-Key): the partner's items bought in
 * one checkout, paid from the wallet (deposit null) or by a deposit first. Answers the checkout id.
 */
export async function purchasePartnerCart(
  slug: string,
  request: PartnerPurchaseInput,
  idempotencyKey: string,
  options: CallOptions = {},
): Promise<string> {
  const response = await clientOf(options).request<string | { checkoutId: string }>(
    withSignal(
      withIdempotencyKey(
        {
          method: 'POST',
          path: `/cart/partner/${encode(slug)}/purchase`,
          // api.md §7.5: the partner purchase is a v3.2 call.
          version: '3.2',
          body: request,
        },
        idempotencyKey,
      ),
      options,
    ),
  );
  const result = response.result;
  return typeof result === 'string' ? result : result.checkoutId;
}
