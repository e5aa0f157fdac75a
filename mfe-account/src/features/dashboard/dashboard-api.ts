import { whenGrantedCapabilitiesKnown } from 'shared-kernel';
import { type Customer, fetchCustomerOverview } from 'shared-kernel/contract/customer';
import { fetchWithdrawableFunds } from 'shared-kernel/contract/ledger';
import { type Money } from 'shared-kernel/contract/money';
import { fetchOrders, type OrdersPage, type OrdersQuery } from 'shared-kernel/contract/orders';
import { type CapabilityName } from 'shared-kernel/contract/platform';

/** The calls of the account dashboard; tests pass their own. */
export interface DashboardApi {
  fetchCustomer: () => Promise<Customer>;
  fetchWithdrawableFunds: () => Promise<Money>;
  fetchOrders: (query: OrdersQuery) => Promise<OrdersPage>;
  /** What the customer's segment grants (told by the shell): which parts the dashboard shows. */
  whenCapabilitiesKnown: () => Promise<CapabilityName[]>;
}

export const kernelDashboardApi: DashboardApi = {
  fetchCustomer: () => fetchCustomerOverview(),
  fetchWithdrawableFunds: () => fetchWithdrawableFunds(),
  fetchOrders: (query) => fetchOrders(query),
  whenCapabilitiesKnown: async () => [...(await whenGrantedCapabilitiesKnown())],
};
