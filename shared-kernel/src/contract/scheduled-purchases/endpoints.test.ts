import { apiCall, money, serve } from '../endpoints.test-support';
import { cancelScheduledPurchase, fetchScheduledPurchases } from './endpoints';

const preOrder = {
  encoded_id: 'c2f0b7a4-0f5e-4d7e-9a51-3f1f2b8f6a10',
  kind: 'pre_order',
  status: 'scheduled_status_active',
  description: '1 Ticket Book',
  lottery_key: 'hearts_raffle',
  lottery_name: 'Hearts Home Raffle',
  draw_no: 302,
  draw_date: '2026-12-20T12:59:00.000Z',
  price: money('10.00'),
  checkout_id: 'ck_1',
  ticket_id: 't1',
  created_at: '2026-11-26T00:00:00.000Z',
  paid_at: null,
  cancelled_at: null,
};

describe('scheduled purchase endpoint helpers', () => {
  it('fetchScheduledPurchases asks for a page of 10 and reads money as dollars', async () => {
    const { client, calls } = serve(() => ({
      entities: [preOrder],
      page_info: { limit: 10, offset: 0, total: 1 },
    }));

    const page = await fetchScheduledPurchases({}, { client });

    expect(apiCall(calls, '/v2/scheduled-purchases')?.target).toBe(
      '/v2/scheduled-purchases?limit=10&offset=0',
    );
    expect(page.entities[0]).toMatchObject({
      encodedId: preOrder.encoded_id,
      kind: 'pre_order',
      lotteryName: 'Hearts Home Raffle',
      price: { amount: 10, currency: 'AUD' },
      paidAt: null,
    });
  });

  it('cancelScheduledPurchase patches the cancel path', async () => {
    const { client, calls } = serve(() => ({
      result: { ...preOrder, status: 'scheduled_status_cancelled' },
    }));

    const cancelled = await cancelScheduledPurchase(preOrder.encoded_id, { client });

    const call = apiCall(calls, `/v2/scheduled-purchases/${preOrder.encoded_id}/cancel`);
    expect(call?.method).toBe('PATCH');
    expect(cancelled.status).toBe('scheduled_status_cancelled');
  });
});
