import { createTestClient } from '../../client/recording-fetch.test-support';
import { apiCall, money, serve } from '../endpoints.test-support';
import {
  fetchActivityStatement,
  fetchActivityStatementFile,
  fetchPlayBreak,
  startPlayBreak,
} from './endpoints';

const state = {
  current: {
    id: 'break-1',
    kind: 'self_exclusion',
    duration: '6_months',
    started_at: '2026-03-05T04:04:00.000Z',
    ends_at: '2026-09-05T04:04:00.000Z',
  },
  durations: {
    break: ['24_hours', '7_days', '30_days', '3_months'],
    self_exclusion: ['6_months', '1_year', '5_years'],
  },
};

const amounts = {
  spent: money('30.00'),
  deposits: money('100.00'),
  prizes: money('12.50'),
  withdrawals: money('0.00'),
  net: money('-17.50'),
};

describe('responsible play endpoint helpers', () => {
  it('fetchPlayBreak and startPlayBreak read the break camelCased', async () => {
    const { client, calls } = serve(() => ({ result: state }));

    const read = await fetchPlayBreak({ client });
    const started = await startPlayBreak(
      { kind: 'self_exclusion', duration: '6_months' },
      { client },
    );

    expect(read).toEqual({
      current: {
        id: 'break-1',
        kind: 'self_exclusion',
        duration: '6_months',
        startedAt: '2026-03-05T04:04:00.000Z',
        endsAt: '2026-09-05T04:04:00.000Z',
      },
      durations: {
        break: ['24_hours', '7_days', '30_days', '3_months'],
        selfExclusion: ['6_months', '1_year', '5_years'],
      },
    });
    expect(started).toEqual(read);
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.target).toBe('/v2/play-break');
    expect(JSON.parse(String(post?.data))).toEqual({
      kind: 'self_exclusion',
      duration: '6_months',
    });
  });

  it('fetchActivityStatement sends the range and reads money as dollars', async () => {
    const { client, calls } = serve(() => ({
      result: {
        interval: 'month',
        from: '2026-03-01',
        to: '2026-03-31',
        rows: [{ period_start: '2026-03-01', period_end: '2026-03-31', ...amounts }],
        totals: amounts,
      },
    }));

    const statement = await fetchActivityStatement(
      { interval: 'month', from: '2026-03-01', to: '2026-03-31' },
      { client },
    );

    expect(apiCall(calls, '/v2/activity-statement')?.target).toBe(
      '/v2/activity-statement?interval=month&from=2026-03-01&to=2026-03-31',
    );
    expect(statement.rows[0]).toEqual({
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      spent: { amount: 30, currency: 'AUD' },
      deposits: { amount: 100, currency: 'AUD' },
      prizes: { amount: 12.5, currency: 'AUD' },
      withdrawals: { amount: 0, currency: 'AUD' },
      net: { amount: -17.5, currency: 'AUD' },
    });
    expect(statement.totals.net).toEqual({ amount: -17.5, currency: 'AUD' });
  });

  it('fetchActivityStatementFile answers a link to the PDF', async () => {
    const { client, calls } = createTestClient(() => ({
      body: '%PDF-1.3',
      headers: { 'content-type': 'application/pdf' },
    }));

    const link = await fetchActivityStatementFile({ interval: 'week' }, 'pdf', { client });

    expect(apiCall(calls, '/v2/activity-statement')?.target).toBe(
      '/v2/activity-statement?interval=week&format=pdf',
    );
    expect(await (await fetch(link)).text()).toBe('%PDF-1.3');
  });
});
