import { ledgerTotals } from '../draw-engine/jobs/engine-test-support';
import { openDrawsOf, testMorning as now } from '../draw-engine/steps/draw-run-support';
import {
  addCustomer,
  addTestOffers,
  type DrawTestDatabase,
  openDrawTestDatabase,
  resetDraws,
} from '../draw-engine/steps/draw-test-support';
import {
  addGroup,
  buyShares,
  fundWallet,
  openSession,
  operatorRevenueCents,
  sessionOf,
} from '../draw-engine/steps/group-session-test-support';
import { LedgerQueries } from '../ledger/service';
import { refundShares } from './refunds';

let testDatabase: DrawTestDatabase;
let ann: string;
let bob: string;
let groupId: string;

const database = () => testDatabase.database;
const reason = 'The draw was cancelled';

beforeAll(async () => {
  testDatabase = await openDrawTestDatabase();
  await addTestOffers(database());
  ann = await addCustomer(database(), { firstname: 'Ann', lastname: 'Lee' });
  bob = await addCustomer(database(), { firstname: 'Bob', lastname: 'Ng' });
  groupId = await addGroup(database(), {
    name: 'Night Owls',
    ownerId: ann,
    memberIds: [bob],
    at: now,
  });
  for (const customerId of [ann, bob]) await fundWallet(database(), customerId, 100_00, now);
});

afterEach(() => resetDraws(database()));

afterAll(() => testDatabase.close());

const cashOf = async (customerId: string) =>
  (await new LedgerQueries(database()).walletOf(customerId)).balanceCents;

const refundCount = async () =>
  (
    await database()
      .selectFrom('ledger_transfers')
      .select('id')
      .where('kind', '=', 'refund')
      .execute()
  ).length;

/** A session of the next Powerball draw with Ann's 3 shares and Bob's 2, at A$4.00 each. */
async function sessionWithShares() {
  const [draw] = await openDrawsOf(database(), 'powerball');
  const sessionId = await openSession(database(), {
    groupId,
    drawId: draw?.id ?? '',
    offerKey: 'powerball',
    createdBy: ann,
    sharePriceCents: 4_00,
    at: now,
  });
  const before = { ann: await cashOf(ann), bob: await cashOf(bob) };
  await buyShares(database(), { customerId: ann, sessionId, shares: 3, at: now });
  await buyShares(database(), { customerId: bob, sessionId, shares: 2, at: now });
  return { sessionId, before };
}

const refund = (sessionId: string) =>
  database()
    .transaction()
    .execute((transaction) => refundShares(transaction, sessionId, reason, now));

describe('refunding the shares of a cancelled session', () => {
  it('pays every share back once, however often it runs', async () => {
    const { sessionId, before } = await sessionWithShares();
    const transfersBefore = await refundCount();

    const first = await refund(sessionId);
    const again = await refund(sessionId);

    expect(first).toEqual({ refunds: 2, refundedCents: 20_00 });
    expect(again).toEqual({ refunds: 0, refundedCents: 0 });
    expect(await cashOf(ann)).toBe(before.ann);
    expect(await cashOf(bob)).toBe(before.bob);
    expect((await refundCount()) - transfersBefore).toBe(2);
    expect(await sessionOf(database(), sessionId)).toMatchObject({
      status: 'cancelled',
      cancel_reason: reason,
    });
  });

  it('refunds nothing when the transaction fails part-way, and everything when run again', async () => {
    const { sessionId, before } = await sessionWithShares();
    const ledgerBefore = await ledgerTotals(database());
    const revenueBefore = await operatorRevenueCents(database());

    await expect(
      database()
        .transaction()
        .execute(async (transaction) => {
          await refundShares(transaction, sessionId, reason, now);
          throw new Error('the process stopped');
        }),
    ).rejects.toThrow('the process stopped');

    expect(await cashOf(ann)).toBe(before.ann - 12_00);
    expect(await operatorRevenueCents(database())).toBe(revenueBefore);
    expect(await sessionOf(database(), sessionId)).toMatchObject({ status: 'open' });

    expect(await refund(sessionId)).toEqual({ refunds: 2, refundedCents: 20_00 });
    expect(await cashOf(ann)).toBe(before.ann);
    expect(await cashOf(bob)).toBe(before.bob);
    expect(await ledgerTotals(database())).toEqual(ledgerBefore);
    expect(await operatorRevenueCents(database())).toBe(revenueBefore - 20_00);
  });

  it('never refunds a closed session: its shares played the draw', async () => {
    const { sessionId, before } = await sessionWithShares();
    await database()
      .updateTable('social_sessions')
      .set({ status: 'closed', closed_at: now })
      .where('id', '=', sessionId)
      .execute();

    await expect(refund(sessionId)).rejects.toThrow('is closed');

    expect(await cashOf(bob)).toBe(before.bob - 8_00);
  });
});
