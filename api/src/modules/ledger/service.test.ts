import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { TestClock } from '../auth/test-support';
import { newCustomer } from '../purchase/test-support';
import { InsufficientBalanceError, Ledger, LedgerQueries } from './service';

let testApp: TestApp;
const clock = new TestClock();

beforeAll(async () => {
  testApp = await buildTestApp({ now: clock.now });
});

afterAll(() => testApp.close());

const inTransaction = <Result>(work: (ledger: Ledger) => Promise<Result>) =>
  testApp.app.database.transaction().execute((transaction) => work(new Ledger(transaction)));

function deposit(customerId: string, cashAccountId: string, cents: number) {
  return {
    customerId,
    kind: 'deposit' as const,
    description: 'Deposit',
    reference: null,
    legs: [
      { operatorAccount: 'gateway_clearing' as const, amountCents: -cents },
      { accountId: cashAccountId, amountCents: cents },
    ],
    at: clock.now(),
  };
}

describe('Ledger', () => {
  it('moves balances only when a pending transfer is posted, never when it is voided', async () => {
    const { customerId } = await newCustomer(testApp.app, clock);
    const queries = new LedgerQueries(testApp.app.database);

    const [posted, voided] = await inTransaction(async (ledger) => {
      const accounts = await ledger.lockCustomerAccounts(customerId);
      return [
        await ledger.hold(deposit(customerId, accounts.cash.id, 1500)),
        await ledger.hold(deposit(customerId, accounts.cash.id, 900)),
      ];
    });
    expect(await queries.walletOf(customerId)).toEqual({ balanceCents: 0, availableFundsCents: 0 });

    await inTransaction(async (ledger) => {
      const accounts = await ledger.lockCustomerAccounts(customerId);
      expect(await ledger.settle(posted, 'posted', clock.now(), accounts)).toBe(true);
      expect(await ledger.settle(voided, 'voided', clock.now(), accounts)).toBe(true);
      expect(await ledger.settle(posted, 'posted', clock.now(), accounts)).toBe(false);
    });

    expect(await queries.walletOf(customerId)).toEqual({
      balanceCents: 1500,
      availableFundsCents: 1500,
    });
  });

  it('refuses a transfer whose entries do not sum to zero', async () => {
    const { customerId } = await newCustomer(testApp.app, clock);
    await expect(
      inTransaction(async (ledger) => {
        const accounts = await ledger.lockCustomerAccounts(customerId);
        await ledger.post(
          {
            ...deposit(customerId, accounts.cash.id, 100),
            legs: [{ accountId: accounts.cash.id, amountCents: 100 }],
          },
          accounts,
        );
      }),
    ).rejects.toThrow("a transfer's entries must sum to zero, not 100");
  });

  it('never takes a wallet below zero: the service refuses, and so does the database', async () => {
    const { customerId } = await newCustomer(testApp.app, clock);
    await inTransaction((ledger) => ledger.lockCustomerAccounts(customerId));
    await expect(
      inTransaction(async (ledger) => {
        const accounts = await ledger.lockCustomerAccounts(customerId);
        await ledger.post(
          {
            ...deposit(customerId, accounts.cash.id, 100),
            kind: 'purchase',
            legs: [
              { operatorAccount: 'operator_revenue', amountCents: 100 },
              { accountId: accounts.cash.id, amountCents: -100 },
            ],
          },
          accounts,
        );
      }),
    ).rejects.toThrow(InsufficientBalanceError);

    await expect(
      sql`update ledger_accounts set balance_cents = -1 where customer_id = ${customerId}`.execute(
        testApp.app.database,
      ),
    ).rejects.toThrow(/ledger_accounts_customer_balance_check/);
  });

  it('keeps entries immutable', async () => {
    await expect(
      sql`update ledger_entries set amount_cents = amount_cents + 1`.execute(testApp.app.database),
    ).rejects.toThrow(/immutable/);
    await expect(sql`delete from ledger_entries`.execute(testApp.app.database)).rejects.toThrow(
      /immutable/,
    );
  });
});
