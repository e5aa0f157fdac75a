import { type CamelCased, type CallOptions, clientOf, encode, type Page, pageOf } from '../call';
import { toMoney } from '../money/money';
import { type OrderDetails, type Order, type OrderDraw, type OrderListStatus } from './model';
import { type OrderDetailsWire, type OrderDrawWire, type OrderWire } from './wire';

// The customer's tickets (api.md §7.6).

type WireMoney = { amount: string | number; currency: string };
const moneyOrNull = (value: WireMoney | null) => (value ? toMoney(value) : null);

function drawFromWire(draw: CamelCased<OrderDrawWire>): OrderDraw {
  return { ...draw, prize: moneyOrNull(draw.prize) };
}

function detailsFromWire(details: CamelCased<OrderDetailsWire>): OrderDetails {
  const { card } = details.payment;
  return {
    ...details,
    payment: {
      paidFromCash: toMoney(details.payment.paidFromCash),
      paidFromPromoCredit: toMoney(details.payment.paidFromPromoCredit),
      card: card ? { ...card, amount: toMoney(card.amount) } : null,
    },
    totalPrize: moneyOrNull(details.totalPrize),
  };
}

/** An order as the client answers it (camelCased; money as numbers of dollars). */
export function orderFromWire(order: CamelCased<OrderWire>): Order {
  return {
    ...order,
    price: toMoney(order.price),
    draws: order.draws.map(drawFromWire),
    details: order.details ? detailsFromWire(order.details) : null,
  };
}

/** A page of orders with `pageInfo` (limit, offset, total). */
export type OrdersPage = Page<Order>;

export interface OrdersQuery {
  status: OrderListStatus;
  limit?: number;
  offset?: number;
}

/** GET /v2/orders: a page of the signed-in customer's upcoming or past tickets. */
export async function fetchOrders(
  query: OrdersQuery,
  options: CallOptions = {},
): Promise<OrdersPage> {
  const response = await clientOf(options).request<unknown, CamelCased<OrderWire>>({
    path: '/orders',
    query: { status: query.status, limit: query.limit, offset: query.offset },
    cache: false,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return pageOf(response.entities.map(orderFromWire), response.pageInfo, query);
}

/** GET /v2/orders/{id}?show_details=true: one of the customer's tickets with its details. */
export async function fetchOrder(id: string, options: CallOptions = {}): Promise<Order> {
  const response = await clientOf(options).request<CamelCased<OrderWire>>({
    path: `/orders/${encode(id)}`,
    query: { show_details: true },
    cache: false,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return orderFromWire(response.result);
}
