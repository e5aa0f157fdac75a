import { type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { type Database } from '../../../database/schema';
import { groupSessionCloser } from '../../social/session-close';
import { DrawEngine } from '../engine/engine';
import { type DrawStep, type GiveawayEntrants } from '../engine/step';
import { keepSchedule } from '../schedule/keeper';
import { drawZone } from '../schedule/schedule-rules';
import { noBeacon, type RandomnessBeacon } from '../verifiable/randomness-beacon';
import { type PublishedDraw } from '../verifiable/verify-draw';
import { closeStep } from './close';
import { drawStep } from './draw';
import { testSettings } from './draw-test-support';
import { drawKeyOf } from './offer-of-draw';
import { scoreStep } from './score';

/** Running the draw engine in a test: a clock, the engine with its steps, what it publishes. */

export const sydney = (text: string) => DateTime.fromISO(text, { zone: drawZone }).toJSDate();

/** The tests' morning: a Thursday, Powerball's sales close tonight at 19:30, drawn at 20:30. */
export const testMorning = sydney('2026-11-19T10:00');

/** Keeps the schedule at `at`; returns the offer's draws, the next first. */
export async function openDrawsOf(database: Kysely<Database>, offerKey: string, at = testMorning) {
  await database
    .transaction()
    .execute((transaction) => keepSchedule(transaction, at, testSettings));
  return database
    .selectFrom('draws')
    .selectAll()
    .where('product_offer_key', '=', offerKey)
    .orderBy('draw_no')
    .execute();
}

/** Steps that stand in for paying and emailing: they only move the draw on. */
const finishedStep = (name: 'pay' | 'email', from: 'DRAW_SCORED' | 'DRAW_PAID'): DrawStep => ({
  name,
  from: [from],
  to: from === 'DRAW_SCORED' ? 'DRAW_PAID' : 'DRAW_EMAILED',
  isDue: () => true,
  run: () => Promise.resolve('done'),
});

/** A clock a test sets. */
export class TestClock {
  constructor(private current: Date) {}
  now = () => new Date(this.current.getTime());
  set(at: Date): void {
    this.current = new Date(at.getTime());
  }
}

/** Nobody is entered in a giveaway unless a test says who. */
const noEntrants: GiveawayEntrants = () => Promise.resolve([]);

export function engineOf(
  database: Kysely<Database>,
  clock: TestClock,
  beacon: RandomnessBeacon = noBeacon,
  giveawayEntrants: GiveawayEntrants = noEntrants,
): DrawEngine {
  return new DrawEngine(
    database,
    [
      closeStep,
      drawStep,
      scoreStep,
      finishedStep('pay', 'DRAW_SCORED'),
      finishedStep('email', 'DRAW_PAID'),
    ],
    keepSchedule,
    () => Promise.resolve(),
    testSettings,
    {
      beacon,
      giveawayEntrants,
      closeGroupSessions: groupSessionCloser({ publicUrl: testSettings.publicUrl }),
    },
    clock.now,
  );
}

/** A draw's verification record as it will be published, read from the database. */
export async function publishedDrawOf(
  database: Kysely<Database>,
  drawId: string,
): Promise<PublishedDraw> {
  const row = await database
    .selectFrom('draw_verifications')
    .innerJoin('draws', 'draws.id', 'draw_verifications.draw_id')
    .selectAll('draw_verifications')
    .select(['draws.product_offer_key', 'draws.draw_no'])
    .where('draw_id', '=', drawId)
    .executeTakeFirstOrThrow();
  return {
    algorithmVersion: row.algorithm_version,
    commitment: row.commitment,
    seed: row.seed,
    beacon: row.beacon,
    drawKey: drawKeyOf(row.product_offer_key, row.draw_no),
    pools: (row.pools ?? []) as PublishedDraw['pools'],
    numbers: row.numbers ?? [],
    ticketsRoot: row.tickets_root ?? '',
  };
}

/** What each frozen entry of the draw won. */
export async function ticketResultsOf(database: Kysely<Database>, drawId: string) {
  const results = await database
    .selectFrom('ticket_results')
    .select(['ticket_id', 'division', 'prize_cents'])
    .where('draw_id', '=', drawId)
    .execute();
  return results.map((result) => ({ ...result, prize_cents: Number(result.prize_cents) }));
}

export function payoutsOf(database: Kysely<Database>, drawId: string) {
  return database.selectFrom('prize_payouts').selectAll().where('draw_id', '=', drawId).execute();
}

export function sumOf(values: ReadonlyArray<string | number | bigint | null>): number {
  return values.reduce<number>((total, value) => total + Number(value ?? 0), 0);
}
