import { type ApiRequest, apiVersions } from 'shared-kernel';
import {
  type CamelCased,
  type CallOptions,
  clientOf,
  encode,
  moneyOrNull,
  type WithMoney,
  withSignal,
} from '../call';
import { toMoney } from '../money/money';
import {
  type AnonymousCartCreatedWire,
  type CartItemAddWire,
  type CartItemWire,
  type CartWire,
  type TicketBuildWire,
  type VoucherItemWire,
} from './wire';

// The anonymous and the customer's cart (api.md §7.5): create, read, build, add, update, vouchers.

export type CartItemView = WithMoney<CamelCased<CartItemWire>, 'unitPrice' | 'drawPrizePool'>;

export type VoucherItemView = WithMoney<CamelCased<VoucherItemWire>, 'discount' | 'credit'>;

export type CartView = WithMoney<
  Omit<CamelCased<CartWire>, 'cartItems' | 'voucherItems'>,
  'cartTotal' | 'preOrderTotal' | 'discountTotal'
> & { cartItems: CartItemView[]; voucherItems: VoucherItemView[] };

export type TicketBuild = CamelCased<TicketBuildWire>;

export type CartItemAdd = CamelCased<CartItemAddWire>;

export function cartFromWire(cart: CamelCased<CartWire>): CartView {
  return {
    ...cart,
    cartTotal: toMoney(cart.cartTotal),
    preOrderTotal: toMoney(cart.preOrderTotal),
    discountTotal: toMoney(cart.discountTotal),
    cartItems: cart.cartItems.map((item) => ({
      ...item,
      unitPrice: toMoney(item.unitPrice),
      drawPrizePool: moneyOrNull(item.drawPrizePool),
    })),
    voucherItems: cart.voucherItems.map((voucher) => ({
      ...voucher,
      discount: toMoney(voucher.discount),
      credit: toMoney(voucher.credit),
    })),
  };
}

// --- Cart (v3.3) ------------------------------------------------------------------------------

/** POST /v2/anon-cart: a new anonymous cart and the token that names it. */
export async function createAnonymousCart(
  options: CallOptions = {},
): Promise<{ token: string; cart: CartView }> {
  const response = await clientOf(options).request<CamelCased<AnonymousCartCreatedWire>>(
    withSignal({ method: 'POST', path: '/anon-cart', version: apiVersions.cart }, options),
  );
  return { token: response.result.token, cart: cartFromWire(response.result.cart) };
}

/** GET /v2/anon-cart/{token}. */
export async function fetchAnonymousCart(
  token: string,
  options: CallOptions = {},
): Promise<CartView> {
  const response = await clientOf(options).request<CamelCased<CartWire>>(
    withSignal(
      { path: `/anon-cart/${encode(token)}`, version: apiVersions.cart, cache: false },
      options,
    ),
  );
  return cartFromWire(response.result);
}

/**
 * POST /v2/anon-cart/{token}/convert: at login the anonymous cart's items move into the
 * customer's cart (product.md §4 Cart); answers the customer's cart.
 */
export async function convertAnonymousCart(
  token: string,
  options: CallOptions = {},
): Promise<CartView> {
  const response = await clientOf(options).request<CamelCased<CartWire>>(
    withSignal(
      { method: 'POST', path: `/anon-cart/${encode(token)}/convert`, version: apiVersions.cart },
      options,
    ),
  );
  return cartFromWire(response.result);
}

/** Where a cart call goes: the customer's cart, or the anonymous cart of `token`. */
export type CartOwner = { kind: 'customer' } | { kind: 'anonymous'; token: string };

function cartBase(owner: CartOwner): string {
  return owner.kind === 'customer' ? '/cart' : `/anon-cart/${encode(owner.token)}`;
}

/** POST /v2/cart/build or /v2/anon-cart/{token}/build: a ticket being built goes in the cart. */
export async function buildCartTicket(
  owner: CartOwner,
  ticket: TicketBuild,
  options: CallOptions = {},
): Promise<CartView> {
  const response = await clientOf(options).request<CamelCased<CartWire>>(
    withSignal(
      {
        method: 'POST',
        path: `${cartBase(owner)}/build`,
        version: apiVersions.cart,
        body: ticket,
      },
      options,
    ),
  );
  return cartFromWire(response.result);
}

/** POST /v2/cart/items or /v2/anon-cart/{token}/items: an item, its draws and recurring choice. */
export async function addCartItem(
  owner: CartOwner,
  item: CartItemAdd,
  options: CallOptions = {},
): Promise<CartView> {
  const response = await clientOf(options).request<CamelCased<CartWire>>(
    withSignal(
      {
        method: 'POST',
        path: `${cartBase(owner)}/items`,
        version: apiVersions.cart,
        body: item,
      },
      options,
    ),
  );
  return cartFromWire(response.result);
}

async function cartCall(request: ApiRequest, options: CallOptions): Promise<CartView> {
  const response = await clientOf(options).request<CamelCased<CartWire>>(
    withSignal({ version: apiVersions.cart, cache: false, ...request }, options),
  );
  return cartFromWire(response.result);
}

// --- Cart (v3.3) ------------------------------------------------------------------------------

/** GET /v2/cart/items: the signed-in customer's cart. */
export function fetchCustomerCart(options: CallOptions = {}): Promise<CartView> {
  return cartCall({ path: '/cart/items' }, options);
}

/** PUT /v2/cart/items/{id} or /v2/anon-cart/{token}/items/{id}: the item replaced by `ticket`. */
export function updateCartItem(
  owner: CartOwner,
  itemId: string,
  ticket: TicketBuild,
  options: CallOptions = {},
): Promise<CartView> {
  return cartCall(
    { method: 'PUT', path: `${cartBase(owner)}/items/${encode(itemId)}`, body: ticket },
    options,
  );
}

/** DELETE /v2/cart/items/{id} (or the anonymous path): a ticket or a voucher leaves the cart. */
export function removeCartItem(
  owner: CartOwner,
  itemId: string,
  options: CallOptions = {},
): Promise<CartView> {
  return cartCall(
    { method: 'DELETE', path: `${cartBase(owner)}/items/${encode(itemId)}` },
    options,
  );
}

/**
 * POST /v2/cart/promotion or /v2/anon-cart/{token}/promotion: a voucher code. A code that cannot
 * apply rejects with code promotion_not_added and the server's sentence.
 */
export function addPromotion(
  owner: CartOwner,
  promotionCode: string,
  options: CallOptions = {},
): Promise<CartView> {
  return cartCall(
    { method: 'POST', path: `${cartBase(owner)}/promotion`, body: { promotionCode } },
    options,
  );
}

/** api.md §8.2: the message code of a voucher that was not applied. */
export const promotionNotAddedCode = 'promotion_not_added';
