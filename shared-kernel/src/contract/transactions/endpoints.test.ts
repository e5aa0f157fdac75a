import { createTestClient } from '../../client/recording-fetch.test-support';
import { apiCall, money, serve } from '../endpoints.test-support';
import { fetchTransactions, fetchTransactionsCsv } from './endpoints';

const purchaseLine = {
  id: '12',
  type: 'purchase',
  status: 'posted',
  account: 'cash',
  description: 'Powerball: 2 x Standard games',
  reference: 'checkout-1',
  amount: money('-6.00'),
  balance: money('4.00'),
  created_at: '2026-11-28T09:00:00.000Z',
};

describe('transaction endpoint helpers', () => {
  it('fetchTransactions sends the page and filter and reads money as dollars', async () => {
    const { client, calls } = serve(() => ({
      entities: [
        purchaseLine,
        {
          ...purchaseLine,
          id: '11',
          status: 'pending',
          balance: null,
          withdrawal_status: 'queued',
        },
      ],
      page_info: { limit: 10, offset: 10, total: 12 },
    }));

    const page = await fetchTransactions(
      { limit: 10, offset: 10, type: 'purchase', from: '2026-11-01', to: '2026-11-30' },
      { client },
    );

    expect(apiCall(calls, '/v2/transactions')?.target).toBe(
      '/v2/transactions?limit=10&offset=10&type=purchase&from=2026-11-01&to=2026-11-30',
    );
    expect(page.pageInfo.total).toBe(12);
    expect(page.entities[0]).toMatchObject({
      description: 'Powerball: 2 x Standard games',
      amount: { amount: -6, currency: 'AUD' },
      balance: { amount: 4, currency: 'AUD' },
      createdAt: '2026-11-28T09:00:00.000Z',
    });
    expect(page.entities[1]?.balance).toBeNull();
    expect(page.entities[1]?.withdrawalStatus).toBe('queued');
  });

  it('fetchTransactionsCsv asks for the CSV of the filter and answers a link to the file', async () => {
    const csv = 'Date,Type\r\n2026-11-28T09:00:00.000Z,purchase\r\n';
    const { client, calls } = createTestClient(() => ({
      body: csv,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    }));

    const link = await fetchTransactionsCsv({ type: 'deposit' }, { client });

    expect(apiCall(calls, '/v2/transactions')?.target).toBe(
      '/v2/transactions?format=csv&type=deposit',
    );
    expect(await (await fetch(link)).text()).toBe(csv);
  });
});
