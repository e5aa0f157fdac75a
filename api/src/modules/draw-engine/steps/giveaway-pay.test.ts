import { OrderRepository } from '../../orders/repository';
import { TransactionService } from '../../transactions/service';
import { ClaimService } from '../claims/service';
import { engineActor } from '../engine/step';
import { ledgerTotals, testEngineSettings } from '../jobs/engine-test-support';
import { verifyDraw } from '../verifiable/verify-draw';
import { publishedDrawOf, TestClock, testMorning } from './draw-run-support';
import { addCustomer, type DrawTestDatabase, openDrawTestDatabase } from './draw-test-support';
import {
  balancesOf,
  giveawayDrawsOf,
  giveawayEngineOf,
  seedGiveaways,
} from './giveaway-test-support';

let testDatabase: DrawTestDatabase;
const customers: string[] = [];

beforeAll(async () => {
  testDatabase = await openDrawTestDatabase();
  await seedGiveaways(testDatabase.database, testMorning);
  for (let index = 0; index < 12; index += 1) {
    customers.push(
      await addCustomer(testDatabase.database, { firstname: `Member${index}`, lastname: 'Ng' }),
    );
  }
});

afterAll(() => testDatabase.close());

const database = () => testDatabase.database;

/** Who won what in the draw: each winner's customer, prize and its payout. */
async function winnersOf(drawId: string) {
  return database()
    .selectFrom('raffle_winners')
    .innerJoin('tickets', 'tickets.id', 'raffle_winners.ticket_id')
    .innerJoin('raffle_prizes', (join) =>
      join
        .onRef('raffle_prizes.draw_id', '=', 'raffle_winners.draw_id')
        .onRef('raffle_prizes.ranking', '=', 'raffle_winners.prize_ranking'),
    )
    .select([
      'tickets.customer_id',
      'raffle_winners.draw_order',
      'raffle_prizes.name',
      'raffle_prizes.payout',
      'raffle_prizes.value_cents',
    ])
    .where('raffle_winners.draw_id', '=', drawId)
    .orderBy('raffle_winners.draw_order')
    .execute();
}

function prizeTransfers(drawNo: number) {
  return database()
    .selectFrom('ledger_transfers')
    .select(['customer_id', 'description', 'kind'])
    .where('description', 'like', `Prize: % ${drawNo},%`)
    .execute();
}

async function emailsTo(customerIds: readonly string[]) {
  return database()
    .selectFrom('email_outbox')
    .select(['recipient', 'subject', 'text_body'])
    .where(
      'recipient',
      'in',
      customerIds.map((id) => `${id}@shop.test`),
    )
    .execute();
}

describe('paying a giveaway draw', () => {
  it('pays each prize slot once, into the account of its payout, and emails the winners only', async () => {
    const [daily] = await giveawayDrawsOf(database(), 'daily_winners_daily');
    if (!daily?.draw_at) throw new Error('the daily giveaway has no draw');
    const before = await ledgerTotals(database());
    const engine = giveawayEngineOf(database(), new TestClock(new Date(daily.draw_at)), customers);

    const first = await engine.runSteps(daily.id, engineActor, false);
    const again = await engine.runSteps(daily.id, engineActor, false);

    expect(first.failures).toEqual([]);
    expect(first.steps.at(-1)).toMatchObject({ step: 'email', status: 'DRAW_EMAILED' });
    expect(again.steps).toEqual([]);
    const winners = await winnersOf(daily.id);
    expect(winners.map((winner) => winner.name)).toEqual([
      'A$100 cash',
      ...Array.from({ length: 9 }, () => 'A$10 bonus credit'),
    ]);
    expect(new Set(winners.map((winner) => winner.customer_id)).size).toBe(10);
    for (const winner of winners) {
      const balances = await balancesOf(database(), winner.customer_id);
      expect(balances).toEqual(
        winner.payout === 'cash' ? { cash: 10000, promoCredit: 0 } : { cash: 0, promoCredit: 1000 },
      );
    }
    const transfers = await prizeTransfers(daily.draw_no);
    expect(transfers).toHaveLength(10);
    expect(transfers.every((transfer) => transfer.kind === 'prize')).toBe(true);
    const after = await ledgerTotals(database());
    expect(after.entriesCents).toBe(0);
    expect(after.prizesPayableCents - before.prizesPayableCents).toBe(-(10000 + 9 * 1000));

    // The transactions page names the prize; the entry is not an order.
    const creditWinner = winners.find((winner) => winner.payout === 'promo_credit');
    const { lines } = await new TransactionService(database()).pageOf(
      creditWinner?.customer_id ?? '',
      {},
      { limit: 10, offset: 0 },
    );
    expect(lines).toEqual([
      expect.objectContaining({
        type: 'prize',
        account: 'customer_promo_credit',
        amountCents: 1000,
        description: `Prize: Daily giveaway ${daily.draw_no}, A$10 bonus credit`,
      }),
    ]);
    const orders = new OrderRepository(database());
    for (const filter of ['upcoming', 'past'] as const) {
      const page = await orders.findPage(creditWinner?.customer_id ?? '', filter, {
        limit: 10,
        offset: 0,
      });
      expect(page).toEqual({ tickets: [], total: 0 });
    }

    const winnerIds = winners.map((winner) => winner.customer_id);
    const losers = customers.filter((customer) => !winnerIds.includes(customer));
    expect(await emailsTo(losers)).toEqual([]);
    const emails = await emailsTo(winnerIds);
    expect(emails).toHaveLength(10);
    const cashEmail = emails.find(
      (email) => email.recipient === `${winners[0]?.customer_id ?? ''}@shop.test`,
    );
    expect(cashEmail?.subject).toBe(`You won A$100 cash in Daily giveaway ${daily.draw_no}`);
    expect(cashEmail?.text_body).toContain(
      '- A$100 cash: A$100.00 has been paid into your wallet.',
    );
    expect(cashEmail?.text_body).toContain(
      `${testEngineSettings.publicUrl}/daily-winners/giveaways/daily/${daily.draw_no}`,
    );
    const creditEmail = emails.find(
      (email) => email.recipient === `${creditWinner?.customer_id ?? ''}@shop.test`,
    );
    expect(creditEmail?.text_body).toContain(
      '- A$10 bonus credit: A$10.00 has been added to your account as bonus credit.',
    );

    const verification = verifyDraw(await publishedDrawOf(database(), daily.id));
    expect(verification).toMatchObject({ commitmentMatches: true, numbersMatch: true });
  });

  it('records a physical prize to fulfil, and pays only the prizes paid in money', async () => {
    const [major] = await giveawayDrawsOf(database(), 'daily_winners_major');
    if (!major?.draw_at) throw new Error('the major giveaway has no draw');
    const entrants = customers.slice(0, 3);
    const engine = giveawayEngineOf(database(), new TestClock(new Date(major.draw_at)), entrants);

    await engine.runSteps(major.id, engineActor, false);

    const winners = await winnersOf(major.id);
    expect(winners.map((winner) => winner.name)).toEqual([
      'Toyota Corolla Hybrid',
      'A$500 cash',
      'A$500 cash',
    ]);
    const [car] = winners;
    const fulfilments = await database()
      .selectFrom('prize_fulfilments')
      .select(['draw_order', 'prize_ranking', 'customer_id', 'status', 'fulfilled_at'])
      .where('draw_id', '=', major.id)
      .execute();
    expect(fulfilments).toEqual([
      {
        draw_order: 1,
        prize_ranking: 1,
        customer_id: car?.customer_id,
        status: 'to_fulfil',
        fulfilled_at: null,
      },
    ]);
    const payouts = await database()
      .selectFrom('prize_payouts')
      .select(['customer_id', 'amount_cents', 'payout', 'status'])
      .where('draw_id', '=', major.id)
      .execute();
    expect(
      payouts.map((payout) => [Number(payout.amount_cents), payout.payout, payout.status]),
    ).toEqual([
      [50000, 'cash', 'paid'],
      [50000, 'cash', 'paid'],
    ]);
    expect(payouts.map((payout) => payout.customer_id)).not.toContain(car?.customer_id);
    const carEmail = (await emailsTo([car?.customer_id ?? ''])).find((email) =>
      email.subject.includes('Major giveaway'),
    );
    expect(carEmail?.subject).toBe(
      `You won Toyota Corolla Hybrid in Major giveaway ${major.draw_no}`,
    );
    expect(carEmail?.text_body).toContain(
      "- Toyota Corolla Hybrid: we'll be in touch to deliver your prize.",
    );
  });

  it('holds a bonus credit above the claim threshold for a claim check, then pays it as credit', async () => {
    const [monthly] = await giveawayDrawsOf(database(), 'daily_winners_monthly');
    if (!monthly?.draw_at) throw new Error('the monthly giveaway has no draw');
    const clock = new TestClock(new Date(monthly.draw_at));
    const winner = customers[11] ?? '';
    const engine = giveawayEngineOf(database(), clock, [winner], {
      ...testEngineSettings,
      claimThresholdCents: 1000,
    });
    await database()
      .deleteFrom('raffle_prizes')
      .where('draw_id', '=', monthly.id)
      .where('ranking', '=', 1)
      .execute();

    const scored = await engine.runSteps(monthly.id, engineActor, false);

    expect(scored.steps.at(-1)).toMatchObject({ step: 'pay', outcome: 'waiting' });
    const before = await balancesOf(database(), winner);
    await new ClaimService(database(), { publicUrl: 'https://shop.test', now: clock.now }).approve(
      (
        await database()
          .selectFrom('prize_payouts')
          .select('ticket_id')
          .where('draw_id', '=', monthly.id)
          .executeTakeFirstOrThrow()
      ).ticket_id,
      monthly.id,
      'draws@shop.test',
    );
    const after = await balancesOf(database(), winner);
    expect(after.promoCredit - before.promoCredit).toBe(5000);
    expect(after.cash).toBe(before.cash);
  });
});
