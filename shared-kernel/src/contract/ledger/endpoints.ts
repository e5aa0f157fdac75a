import { type CallOptions, clientOf } from '../call';
import { type Money, toMoney } from '../money/money';
import { type WithdrawableFundsWire } from './wire';

/** GET /v2/customer/withdrawable-funds: what the customer may withdraw (A$0.00 until verified). */
export async function fetchWithdrawableFunds(options: CallOptions = {}): Promise<Money> {
  const response = await clientOf(options).request<WithdrawableFundsWire>({
    path: '/customer/withdrawable-funds',
    cache: false,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return toMoney(response.result);
}
