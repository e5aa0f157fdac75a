import {
  fetchOrder,
  fetchOrders,
  type Order,
  type OrdersPage,
  type OrdersQuery,
} from 'shared-kernel/contract/orders';

/** The order calls of the ticket screens (api.md §7.6); tests pass their own. */
export interface OrdersApi {
  fetchOrders: (query: OrdersQuery) => Promise<OrdersPage>;
  fetchOrder: (id: string) => Promise<Order>;
}

export const kernelOrdersApi: OrdersApi = {
  fetchOrders: (query) => fetchOrders(query),
  fetchOrder: (id) => fetchOrder(id),
};
