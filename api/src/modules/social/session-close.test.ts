import { ledgerTotals } from '../draw-engine/jobs/engine-test-support';
import { gameRulesOf } from '../draw-engine/scoring/game-rules';
import {
  engineOf,
  openDrawsOf,
  TestClock,
  testMorning as now,
} from '../draw-engine/steps/draw-run-support';
import {
  addCustomer,
  addTestOffers,
  type DrawTestDatabase,
  openDrawTestDatabase,
  resetDraws,
  testSettings,
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

let testDatabase: DrawTestDatabase;
let ann: string;
let bob: string;
let cat: string;
let groupId: string;

const database = () => testDatabase.database;

beforeAll(async () => {
  testDatabase = await openDrawTestDatabase();
  await addTestOffers(database());
  ann = await addCustomer(database(), { firstname: 'Ann', lastname: 'Lee' });
  bob = await addCustomer(database(), { firstname: 'Bob', lastname: 'Ng' });
  cat = await addCustomer(database(), { firstname: 'Cat', lastname: 'Roe' });
  groupId = await addGroup(database(), {
    name: 'Office Heroes',
    ownerId: ann,
    memberIds: [bob, cat],
    at: now,
  });
  for (const customerId of [ann, bob, cat]) await fundWallet(database(), customerId, 50_00, now);
});

afterEach(() => resetDraws(database()));

afterAll(() => testDatabase.close());

/** The lottery's next two draws, and a clock just after the first one's sales close. */
async function powerballDraws() {
  const [draw, next] = await openDrawsOf(database(), 'powerball');
  if (!draw || !next) throw new Error('Powerball has no open draws');
  const afterClose = new TestClock(new Date(new Date(draw.stop).getTime() + 60_000));
  return { draw, next, afterClose };
}

const session = (drawId: string, more: Partial<Parameters<typeof openSession>[1]> = {}) =>
  openSession(database(), {
    groupId,
    drawId,
    offerKey: 'powerball',
    createdBy: ann,
    sharePriceCents: 5_00,
    at: now,
    ...more,
  });

const cashOf = async (customerId: string) =>
  (await new LedgerQueries(database()).walletOf(customerId)).balanceCents;

const auditOf = (drawId: string) =>
  database()
    .selectFrom('audit_log')
    .select('detail')
    .where('subject_id', '=', drawId)
    .where('action', '=', 'draw.group_sessions')
    .execute();

const invitesTo = (customerId: string) =>
  database()
    .selectFrom('email_outbox')
    .selectAll()
    .where('recipient', '=', `${customerId}@shop.test`)
    .where('subject', '=', 'A new Lotto Party session is open')
    .execute();

describe("closing a lottery draw's Lotto Party sessions", () => {
  it('buys as many quick-picked games as the pool pays for, at the standard game price', async () => {
    const { draw, afterClose } = await powerballDraws();
    const sessionId = await session(draw.id);
    await buyShares(database(), { customerId: bob, sessionId, shares: 2, at: now });
    await buyShares(database(), { customerId: cat, sessionId, shares: 3, at: now });

    const summary = await engineOf(database(), afterClose).tick();

    expect(summary.failures).toEqual([]);
    const closed = await sessionOf(database(), sessionId);
    expect(closed).toMatchObject({ status: 'closed', cancel_reason: null, shares_sold: 5 });
    expect(closed.closed_at).toEqual(afterClose.now());
    // Pool A$25.00 at A$1.50 a game: 16 games (the 100c left over buys none).
    expect(closed.games).toHaveLength(16);
    const rules = gameRulesOf('powerball');
    for (const game of closed.games) {
      expect(game.Numbers).toHaveLength(rules.main.count);
      expect(new Set(game.Numbers).size).toBe(rules.main.count);
      expect(game.Numbers).toEqual([...(game.Numbers ?? [])].sort((a, b) => a - b));
      expect(game.Powerball).toHaveLength(1);
    }
    // Shares are not lines of the draw's frozen ticket list.
    const entries = await database()
      .selectFrom('draw_entries')
      .select('ticket_id')
      .where('draw_id', '=', draw.id)
      .execute();
    expect(entries).toEqual([]);
    expect(await cashOf(bob)).toBe(50_00 - 10_00);
    expect((await auditOf(draw.id)).map((row) => row.detail)).toEqual([
      expect.objectContaining({ closed: 1, cancelled: 0, opened: 0 }),
    ]);
  });

  it('cancels a session whose shares do not pay for a game and refunds every share', async () => {
    const { draw, afterClose } = await powerballDraws();
    const revenueBefore = await operatorRevenueCents(database());
    const cheap = await session(draw.id, { sharePriceCents: 1_00 });
    const unsold = await session(draw.id, { groupId: await otherGroup() });
    const [bobCash, catCash] = [await cashOf(bob), await cashOf(cat)];
    const bobShare = await buyShares(database(), {
      customerId: bob,
      sessionId: cheap,
      shares: 1,
      at: now,
    });
    expect(await cashOf(bob)).toBe(bobCash - 1_00);

    await engineOf(database(), afterClose).tick();

    expect(await sessionOf(database(), cheap)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'The shares sold did not pay for a game',
      games: [],
    });
    expect(await sessionOf(database(), unsold)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'No shares were sold',
    });
    expect(await cashOf(bob)).toBe(bobCash);
    expect(await cashOf(cat)).toBe(catCash);
    const ticket = await database()
      .selectFrom('tickets')
      .select(['checkout_id', 'voided_at'])
      .where('id', '=', bobShare)
      .executeTakeFirstOrThrow();
    expect(ticket.voided_at).toEqual(afterClose.now());
    const refunds = await database()
      .selectFrom('ledger_transfers')
      .select(['customer_id', 'description', 'reference', 'status'])
      .where('kind', '=', 'refund')
      .execute();
    expect(refunds).toEqual([
      {
        customer_id: bob,
        description: 'Refund: Lotto Party Office Heroes session cancelled',
        reference: ticket.checkout_id,
        status: 'posted',
      },
    ]);
    expect((await ledgerTotals(database())).entriesCents).toBe(0);
    expect(await operatorRevenueCents(database())).toBe(revenueBefore);
    expect((await auditOf(draw.id)).map((row) => row.detail)).toEqual([
      expect.objectContaining({ closed: 0, cancelled: 2, opened: 0 }),
    ]);
  });

  it('opens the next session with auto-session on, and emails the other members when asked', async () => {
    const { draw, next, afterClose } = await powerballDraws();
    const bobInvites = (await invitesTo(bob)).length;
    const catInvites = (await invitesTo(cat)).length;
    const annInvites = (await invitesTo(ann)).length;
    const rolling = await session(draw.id, {
      sharePriceCents: 2_50,
      totalShares: 40,
      autosession: 'on',
      inviteAllExistingMembers: true,
    });
    await buyShares(database(), { customerId: bob, sessionId: rolling, shares: 4, at: now });
    const quiet = await session(draw.id, { groupId: await otherGroup(), autosession: 'on' });
    const paused = await session(draw.id, { groupId: await otherGroup(), autosession: 'paused' });

    await engineOf(database(), afterClose).tick();

    const following = await database()
      .selectFrom('social_sessions')
      .selectAll()
      .where('draw_id', '=', next.id)
      .orderBy('created_at')
      .execute();
    expect(following.map((row) => row.previous_session_id).sort()).toEqual([rolling, quiet].sort());
    expect(following.find((row) => row.previous_session_id === rolling)).toMatchObject({
      group_id: groupId,
      product_offer_key: 'powerball',
      status: 'open',
      total_shares: 40,
      autosession_status: 'on',
      invite_all_existing_members: true,
      created_by: ann,
      shares_sold: 0,
      games: [],
    });
    expect(
      Number(following.find((row) => row.previous_session_id === rolling)?.share_price_cents),
    ).toBe(2_50);
    expect(following.some((row) => row.previous_session_id === paused)).toBe(false);
    expect(await sessionOf(database(), rolling)).toMatchObject({ status: 'closed' });
    expect(await sessionOf(database(), quiet)).toMatchObject({ status: 'cancelled' });

    const [bobInvite] = (await invitesTo(bob)).slice(bobInvites);
    expect(bobInvite?.text_body).toContain(
      `Office Heroes has a new Lotto Party session for Powerball draw ${next.draw_no}`,
    );
    expect(bobInvite?.text_body).toContain('40 shares at A$2.50 each');
    expect(bobInvite?.text_body).toContain(
      `${testSettings.publicUrl}/lotto-party/group/${groupId}`,
    );
    expect((await invitesTo(cat)).length).toBe(catInvites + 1);
    // The owner opened it: the owner is not invited to it.
    expect((await invitesTo(ann)).length).toBe(annInvites);
    expect((await auditOf(draw.id)).map((row) => row.detail)).toEqual([
      expect.objectContaining({ closed: 1, cancelled: 2, opened: 2 }),
    ]);
  });
});

let groupCount = 0;

/** Another group of Ann's (one open session per group and draw). */
function otherGroup(): Promise<string> {
  groupCount += 1;
  return addGroup(database(), { name: `Group ${groupCount}`, ownerId: ann, at: now });
}
