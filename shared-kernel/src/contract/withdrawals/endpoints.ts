import { apiVersions } from 'shared-kernel';
import {
  type CallOptions,
  type CamelCased,
  clientOf,
  encode,
  type Page,
  pageOf,
  withIdempotencyKey,
  type WithMoney,
  withSignal,
} from '../call';
import { toMoney } from '../money/money';
import { type WithdrawalMethodCode } from '../payments/model';
import { type WithdrawalWire } from './wire';

// Withdrawals (api.md §7.7, v3.1): request one, list them, read one.

export type WithdrawalView = WithMoney<CamelCased<WithdrawalWire>, 'amount'>;

export interface WithdrawalInput {
  /** Dollars, at most two decimals. */
  amount: number;
  withdrawalMethodCode: WithdrawalMethodCode;
  bankType?: string | null;
}

function withdrawalFromWire(withdrawal: CamelCased<WithdrawalWire>): WithdrawalView {
  return { ...withdrawal, amount: toMoney(withdrawal.amount) };
}

/**
 * POST /v2/withdrawals/{id}/withdraw (v3.1, Idempotency-Key): `id` is the fund paid to, or the
 * cause key of a donation. Answers the new withdrawal's id.
 */
export async function requestWithdrawal(
  id: string,
  input: WithdrawalInput,
  idempotencyKey: string,
  options: CallOptions = {},
): Promise<string> {
  const response = await clientOf(options).request<string>(
    withSignal(
      withIdempotencyKey(
        {
          method: 'POST',
          path: `/withdrawals/${encode(id)}/withdraw`,
          version: apiVersions.withdrawals,
          body: {
            amount: { amount: input.amount, currency: 'AUD' },
            bankType: input.bankType ?? null,
            withdrawalMethodCode: input.withdrawalMethodCode,
          },
        },
        idempotencyKey,
      ),
      options,
    ),
  );
  return response.result;
}

/** GET /v2/withdrawals (limit, offset): the customer's withdrawals, newest first. */
export async function fetchWithdrawals(
  query: { limit?: number; offset?: number } = {},
  options: CallOptions = {},
): Promise<Page<WithdrawalView>> {
  const response = await clientOf(options).request<unknown, CamelCased<WithdrawalWire>>(
    withSignal(
      {
        path: '/withdrawals',
        version: apiVersions.withdrawals,
        query: { limit: query.limit ?? 10, offset: query.offset ?? 0 },
        cache: false,
      },
      options,
    ),
  );
  return pageOf(response.entities.map(withdrawalFromWire), response.pageInfo, query);
}

/** GET /v2/withdrawals/{id}: one of the customer's withdrawals. */
export async function fetchWithdrawal(
  withdrawalId: string,
  options: CallOptions = {},
): Promise<WithdrawalView> {
  const response = await clientOf(options).request<CamelCased<WithdrawalWire>>(
    withSignal(
      {
        path: `/withdrawals/${encode(withdrawalId)}`,
        version: apiVersions.withdrawals,
        cache: false,
      },
      options,
    ),
  );
  return withdrawalFromWire(response.result);
}
