import { whenGrantedCapabilitiesKnown } from 'shared-kernel';
import { fetchCauses } from 'shared-kernel/contract/causes';
import { fetchCustomerOverview } from 'shared-kernel/contract/customer';
import { fetchWithdrawableFunds } from 'shared-kernel/contract/ledger';
import { type Money } from 'shared-kernel/contract/money';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import {
  fetchPaymentMethods,
  paymentMethodFilters,
  type PaymentMethodView,
} from 'shared-kernel/contract/payments';
import {
  fetchWithdrawal,
  fetchWithdrawals,
  requestWithdrawal,
  type WithdrawalInput,
  type WithdrawalView,
} from 'shared-kernel/contract/withdrawals';

/** A cause a donation can go to. */
export interface CauseChoice {
  key: string;
  name: string;
}

/** The calls of the withdraw screens (api.md §7.4, §7.7); tests pass their own. */
export interface WithdrawApi {
  fetchWithdrawableFunds: () => Promise<Money>;
  /** Payment methods whose funds can receive withdrawals (`funds.withdraw eq true`). */
  fetchWithdrawalMethods: () => Promise<PaymentMethodView[]>;
  fetchCauses: () => Promise<CauseChoice[]>;
  fetchIsVerified: () => Promise<boolean>;
  requestWithdrawal: (
    destinationId: string,
    input: WithdrawalInput,
    idempotencyKey: string,
  ) => Promise<string>;
  fetchWithdrawal: (withdrawalId: string) => Promise<WithdrawalView>;
  fetchWithdrawals: (query: {
    limit: number;
    offset: number;
  }) => ReturnType<typeof fetchWithdrawals>;
  /** What the customer's segment grants (told by the shell). */
  whenCapabilitiesKnown: () => Promise<readonly CapabilityName[]>;
}

export const kernelWithdrawApi: WithdrawApi = {
  fetchWithdrawableFunds: () => fetchWithdrawableFunds(),
  fetchWithdrawalMethods: () => fetchPaymentMethods([paymentMethodFilters.withdraw]),
  fetchCauses: async () =>
    (await fetchCauses({ limit: 50 })).entities.map((cause) => ({
      key: cause.key,
      name: cause.name,
    })),
  fetchIsVerified: async () => Boolean((await fetchCustomerOverview()).isVerified),
  requestWithdrawal: (destinationId, input, idempotencyKey) =>
    requestWithdrawal(destinationId, input, idempotencyKey),
  fetchWithdrawal: (withdrawalId) => fetchWithdrawal(withdrawalId),
  fetchWithdrawals: (query) => fetchWithdrawals(query),
  whenCapabilitiesKnown: () => whenGrantedCapabilitiesKnown(),
};

/** A new Idempotency-Key for one withdrawal the customer submits. */
export function newIdempotencyKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ??
    `withdrawal-${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}
