import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { fundWallet, newCustomer } from '../purchase/test-support';
import { InsufficientBalanceError, Ledger, LedgerQueries } from './service';

let testApp: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

const inTransaction = <Result>(work: (ledger: Ledger) => Promise<Result>) =>
  testApp.app.database.transaction().execute((transaction) => work(new Ledger(transaction)));

function prize(customerId: string, cashAccountId: string, cents: number) {
  return {
    customerId,
    kind: 'prize' as const,
    description: 'Prize',
    reference: null,
    legs: [
      { operatorAccount: 'prizes_payable' as const, amountCents: -cents },
      { accountId: cashAccountId, amountCents: cents },
    ],
    at: clock.now(),
  };
}

describe('Ledger batches', () => {
  it('locks the accounts of many customers at once, creating the missing ones', async () => {
    const known = await newCustomer(testApp.app, clock);
    const fresh = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, known.customerId, 700, clock.now());

    const locked = await inTransaction((ledger) =>
      ledger.lockAccountsOfCustomers([fresh.customerId, known.customerId, fresh.customerId]),
    );

    expect([...locked.keys()].sort()).toEqual([known.customerId, fresh.customerId].sort());
    expect(locked.get(known.customerId)?.cash.balanceCents).toBe(700);
    expect(locked.get(fresh.customerId)).toMatchObject({
      cash: { kind: 'customer_cash', balanceCents: 0 },
      promoCredit: { kind: 'customer_promo_credit', balanceCents: 0 },
    });
  });

  it('posts many transfers in one go, as posting each would', async () => {
    const first = await newCustomer(testApp.app, clock);
    const second = await newCustomer(testApp.app, clock);
    const queries = new LedgerQueries(testApp.app.database);

    const ids = await inTransaction(async (ledger) => {
      const locked = await ledger.lockAccountsOfCustomers([first.customerId, second.customerId]);
      const cashOf = (customerId: string) => locked.get(customerId)?.cash.id ?? '';
      return ledger.postMany(
        [
          prize(first.customerId, cashOf(first.customerId), 1500),
          prize(second.customerId, cashOf(second.customerId), 250),
          prize(first.customerId, cashOf(first.customerId), 100),
        ],
        locked,
      );
    });

    expect(new Set(ids).size).toBe(3);
    expect(await queries.walletOf(first.customerId)).toMatchObject({ balanceCents: 1600 });
    expect(await queries.walletOf(second.customerId)).toMatchObject({ balanceCents: 250 });
    const transfers = await testApp.app.database
      .selectFrom('ledger_transfers')
      .innerJoin('ledger_entries', 'ledger_entries.transfer_id', 'ledger_transfers.id')
      .select(['ledger_transfers.id', 'ledger_transfers.status', 'ledger_entries.amount_cents'])
      .where('ledger_transfers.id', 'in', ids)
      .execute();
    expect(transfers).toHaveLength(6);
    expect(transfers.every((transfer) => transfer.status === 'posted')).toBe(true);
    expect(transfers.reduce((sum, transfer) => sum + Number(transfer.amount_cents), 0)).toBe(0);
  });

  it('refuses the whole batch when one transfer would take a wallet below zero', async () => {
    const customer = await newCustomer(testApp.app, clock);
    await fundWallet(testApp.app, customer.customerId, 300, clock.now());
    const queries = new LedgerQueries(testApp.app.database);

    await expect(
      inTransaction(async (ledger) => {
        const locked = await ledger.lockAccountsOfCustomers([customer.customerId]);
        const cash = locked.get(customer.customerId)?.cash.id ?? '';
        return ledger.postMany(
          [prize(customer.customerId, cash, 200), prize(customer.customerId, cash, -600)],
          locked,
        );
      }),
    ).rejects.toThrow(InsufficientBalanceError);
    expect(await queries.walletOf(customer.customerId)).toMatchObject({ balanceCents: 300 });
  });
});
