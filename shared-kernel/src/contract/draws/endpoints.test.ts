import { createTestClient, type RecordedCall } from '../../client/recording-fetch.test-support';
import {
  fetchDrawCommitment,
  fetchDrawCustomerResult,
  fetchDrawDetails,
  fetchDrawVerification,
  fetchPastDraws,
  fetchTicketProof,
} from './endpoints';

function serve(answer: (call: RecordedCall) => unknown) {
  return createTestClient((call) => ({ body: answer(call) }));
}

describe('draws endpoint helpers', () => {
  it('fetchPastDraws asks a page of one offer with v3.7', async () => {
    const { client, calls } = serve(() => ({
      entities: [],
      page_info: { limit: 5, offset: 10, total: 12 },
    }));
    const page = await fetchPastDraws('default', 'powerball', { limit: 5, offset: 10 }, { client });
    expect(page.pageInfo).toEqual({ limit: 5, offset: 10, total: 12 });
    const call = calls.find((recorded) => recorded.target.startsWith('/v2/draws'));
    expect(call?.target).toBe('/v2/draws/pricing/default/past/powerball?limit=5&offset=10');
    expect(call?.headers['x-api-version']).toBe('3.7');
  });

  it('fetchDrawDetails turns dividends into money', async () => {
    const { client } = serve(() => ({
      result: {
        draw_no: 1232,
        prize_pool: { amount: '20000000.00', currency: 'AUD' },
        dividends: [
          {
            division: 1,
            description: '7 numbers + Powerball',
            winners: 0,
            prize_per_winner: null,
          },
          {
            division: 2,
            description: '7 numbers',
            winners: 3,
            prize_per_winner: { amount: '12345.60', currency: 'AUD' },
          },
        ],
      },
    }));
    const draw = await fetchDrawDetails('powerball', 1232, { client });
    expect(draw.prizePool).toEqual({ amount: 20_000_000, currency: 'AUD' });
    expect(draw.dividends[1]?.prizePerWinner).toEqual({ amount: 12345.6, currency: 'AUD' });
  });

  it("fetchDrawCustomerResult reads the customer's tickets with their prices as money", async () => {
    const { client, calls } = serve(() => ({
      result: {
        draw_no: 1232,
        prize_pool: null,
        dividends: [],
        customer_tickets: [
          { id: 'ticket-1', num_draws: 2, price: { amount: '6.00', currency: 'AUD' } },
        ],
      },
    }));
    const draw = await fetchDrawCustomerResult('powerball', 1232, { client });
    expect(calls.map((call) => call.target)).toContain(
      '/v2/draw/full_result_customer/powerball/1232',
    );
    expect(draw.customerTickets).toEqual([
      { id: 'ticket-1', numDraws: 2, price: { amount: 6, currency: 'AUD' } },
    ]);
  });

  it("fetchDrawCommitment and fetchDrawVerification read a draw's published record", async () => {
    const hash = 'ab'.repeat(32);
    const { client, calls } = serve((call) => ({
      result: call.target.endsWith('/commitment')
        ? { draw_key: 'powerball:1500', committed_at: '2026-11-01T00:00:00Z', ticket_lines: null }
        : { draw_key: 'powerball:1500', tickets_root: hash, beacon: null },
    }));
    const commitment = await fetchDrawCommitment('powerball', 1500, { client });
    const verification = await fetchDrawVerification('powerball', 1500, { client });
    expect(calls.map((call) => call.target)).toEqual(
      expect.arrayContaining([
        '/v2/draws/powerball/1500/commitment',
        '/v2/draws/powerball/1500/verification',
      ]),
    );
    expect(commitment).toMatchObject({ committedAt: '2026-11-01T00:00:00Z', ticketLines: null });
    expect(verification).toMatchObject({ drawKey: 'powerball:1500', ticketsRoot: hash });
  });

  it('fetchTicketProof asks for the ticket of a draw and reads its line proofs', async () => {
    const { client, calls } = serve(() => ({
      result: {
        draw_key: 'powerball:1500',
        ticket_id: 'ticket-1',
        tickets_root: 'ab'.repeat(32),
        first_position: 3,
        lines: [
          {
            line_index: 0,
            numbers: { Numbers: [1, 2, 3, 4, 5, 6, 7], Powerball: [1] },
            leaf_index: 2,
            leaf_count: 5,
            steps: [{ side: 'right', hash: 'cd'.repeat(32) }],
          },
        ],
      },
    }));
    const proof = await fetchTicketProof('powerball', 1500, 'ticket-1', { client });
    expect(calls.map((call) => call.target)).toContain(
      '/v2/draws/powerball/1500/tickets/ticket-1/proof',
    );
    expect(proof.lines[0]).toMatchObject({ lineIndex: 0, leafIndex: 2, leafCount: 5 });
    expect(proof.ticketsRoot).toBe('ab'.repeat(32));
  });
});
