import { apiCall, money, serve } from '../endpoints.test-support';
import {
  cancelPendingPrecommitment,
  cancelPendingSpendLimit,
  changeSpendLimit,
  fetchPrecommitment,
  fetchSpendLimits,
} from './endpoints';

const weekly = {
  id: 'limit-1',
  period: 'deposit_weekly',
  amount: money('50.00'),
  spent: money('20.00'),
  remaining: money('30.00'),
  pending_amount: money('80.00'),
  pending_from: '2026-12-03T00:00:00.000Z',
  period_ends_at: null,
};

const overview = {
  available_periods: ['spend_weekly', 'deposit_weekly'],
  customer_limits: [weekly],
  system_limits: [{ ...weekly, id: 'system_spend_weekly', pending_amount: null }],
  spend_limit_required: false,
};

describe('limit endpoint helpers', () => {
  it('fetchSpendLimits reads money as dollars and keeps when a change applies', async () => {
    const { client } = serve(() => ({ result: overview }));

    const limits = await fetchSpendLimits({ client });

    expect(limits.customerLimits[0]).toEqual({
      id: 'limit-1',
      period: 'deposit_weekly',
      amount: { amount: 50, currency: 'AUD' },
      spent: { amount: 20, currency: 'AUD' },
      remaining: { amount: 30, currency: 'AUD' },
      pendingAmount: { amount: 80, currency: 'AUD' },
      pendingFrom: '2026-12-03T00:00:00.000Z',
      periodEndsAt: null,
    });
    expect(limits.systemLimits[0]?.pendingAmount).toBeNull();
  });

  it('changeSpendLimit sends the amount form-encoded with PUT', async () => {
    const { client, calls } = serve(() => ({ result: overview }));

    await changeSpendLimit('deposit_weekly', 80, { client });

    const call = apiCall(calls, '/v2/spend-limits/deposit_weekly');
    expect(call?.method).toBe('PUT');
    expect(call?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(call?.data).toBe('amount=80');
  });

  it('cancels what waits with DELETE …/pending', async () => {
    const { client, calls } = serve((call) => ({
      result: call.target.startsWith('/v2/precommitment')
        ? { limit: money('40.00'), spent: money('0.00'), pending_limit: null, pending_from: null }
        : overview,
    }));

    await cancelPendingSpendLimit('limit-1', { client });
    const precommitment = await cancelPendingPrecommitment({ client });

    expect(apiCall(calls, '/v2/spend-limits/limit-1/pending')?.method).toBe('DELETE');
    expect(apiCall(calls, '/v2/precommitment/pending')?.method).toBe('DELETE');
    expect(precommitment).toEqual({
      limit: { amount: 40, currency: 'AUD' },
      spent: { amount: 0, currency: 'AUD' },
      pendingLimit: null,
      pendingFrom: null,
      periodEndsAt: null,
    });
    await expect(fetchPrecommitment({ client })).resolves.toMatchObject({ limit: { amount: 40 } });
  });
});
