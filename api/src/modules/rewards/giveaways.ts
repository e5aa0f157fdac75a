import { type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { type GiveawayType } from 'shared-kernel/contract/membership';
import { type Database } from '../../database/schema';
import { type GiveawayAvailabilityColumn } from '../../database/membership-schema';
import { ApiError } from '../../http/envelope';
import { type Eligibility, eligibilityOf } from './eligibility';
import {
  entryOf,
  entryPeriodStartOf,
  entryStatusOf,
  type GiveawayEntry,
  type GiveawayStatus,
  giveawayStatusOf,
  isMember,
  lockedContentOf,
  permitsOf,
  prizeWonStatusOf,
} from './entry-rules';
import {
  type GiveawayDrawFilter,
  type GiveawayDrawRecord,
  GiveawayRepository,
} from './giveaway-repository';
import {
  type GiveawayPrizeRecord,
  GiveawayResultsRepository,
  type GiveawayWinnerRecord,
} from './giveaway-results';
import { type Membership, MembershipRepository } from './repository';

/** A giveaway draw as the programme shows it, with the caller's entry when they are a member. */
export interface GiveawayView {
  id: string;
  type: GiveawayType;
  title: string;
  description: string;
  number: number;
  externalId: string;
  productOfferKey: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  status: GiveawayStatus;
  permits: Array<'free' | 'premium'>;
  availability: GiveawayAvailabilityColumn;
  pill: string | null;
  images: string[];
  url: string;
  lockedContent: string | null;
  prizes: GiveawayPrizeRecord[];
  entries: number | null;
  winners: GiveawayWinnerRecord[];
  entry: GiveawayEntry | null;
}

/** Who is asking: a signed-in customer's membership and eligibility; null when anonymous. */
export interface Caller {
  customerId: string;
  membership: Membership;
  eligibility: Eligibility;
}

export const giveawayNotFound = () =>
  new ApiError(404, 'giveaway_not_found', 'There is no such giveaway.');

/** Giveaway types by the draws list's `type` filter. */
export const typesOfFilter: Record<'daily' | 'monthly' | 'all', GiveawayType[]> = {
  daily: ['daily'],
  monthly: ['monthly', 'major'],
  all: ['daily', 'monthly', 'major', 'preview', 'special'],
};

const dayMs = 24 * 60 * 60 * 1000;

/** The giveaways (draws of the giveaway offers) and the caller's entries in them. */
export class GiveawayService {
  private readonly giveaways: GiveawayRepository;
  private readonly results: GiveawayResultsRepository;
  private readonly memberships: MembershipRepository;

  constructor(
    private readonly database: Kysely<Database>,
    private readonly now: () => Date,
  ) {
    this.giveaways = new GiveawayRepository(database);
    this.results = new GiveawayResultsRepository(database);
    this.memberships = new MembershipRepository(database);
  }

  async callerOf(customerId: string | null): Promise<Caller | null> {
    if (customerId === null) return null;
    const [membership, eligibility] = await Promise.all([
      this.memberships.find(customerId),
      eligibilityOf(this.database, customerId, this.now()),
    ]);
    return { customerId, membership, eligibility };
  }

  async page(
    filter: GiveawayDrawFilter,
    caller: Caller | null,
  ): Promise<{ giveaways: GiveawayView[]; total: number }> {
    const now = this.now();
    const { draws, total } = await this.giveaways.findPage(filter, now);
    return { giveaways: await this.viewsOf(draws, caller, now), total };
  }

  async byNumber(type: GiveawayType, drawNo: number, caller: Caller | null): Promise<GiveawayView> {
    const draw = await this.giveaways.findByNumber(type, drawNo);
    if (!draw) throw giveawayNotFound();
    const [view] = await this.viewsOf([draw], caller, this.now());
    if (!view) throw giveawayNotFound();
    return view;
  }

  async byId(drawId: string, caller: Caller | null): Promise<GiveawayView> {
    const draw = await this.giveaways.findById(drawId);
    if (!draw) throw giveawayNotFound();
    const [view] = await this.viewsOf([draw], caller, this.now());
    if (!view) throw giveawayNotFound();
    return view;
  }

  /**
   * The customer's giveaways: current ones while a member (each with the entry, locked or not),
   * and the closed ones they were entered in (the draw froze an entry of theirs).
   */
  async entries(
    customerId: string,
    state: 'current' | 'closed',
    page: { limit: number; offset: number },
  ): Promise<{ giveaways: GiveawayView[]; total: number }> {
    const caller = await this.callerOf(customerId);
    if (!caller) return { giveaways: [], total: 0 };
    if (state === 'current') {
      if (!isMember(caller.membership)) return { giveaways: [], total: 0 };
      return this.page({ types: typesOfFilter.all, state, ...page }, caller);
    }
    return this.page({ types: typesOfFilter.all, state, enteredBy: customerId, ...page }, caller);
  }

  /**
   * The config's live giveaways: daily (the current daily draw, and today's once it closed),
   * monthly (current monthly and major), special (current special and preview).
   */
  async live(
    caller: Caller | null,
  ): Promise<Record<'daily' | 'monthly' | 'special', GiveawayView[]>> {
    const now = this.now();
    const current = (types: GiveawayType[]) =>
      this.giveaways.findPage({ types, state: 'current', limit: 20, offset: 0 }, now);
    const startOfToday = DateTime.fromJSDate(now, { zone: 'Australia/Sydney' })
      .startOf('day')
      .toJSDate();
    const [daily, today, monthly, special] = await Promise.all([
      current(['daily']),
      this.giveaways.findLatestClosedSince('daily', startOfToday, now),
      current(['monthly', 'major']),
      current(['special', 'preview']),
    ]);
    const views = await this.viewsOf(
      [...daily.draws, ...(today ? [today] : []), ...monthly.draws, ...special.draws],
      caller,
      now,
    );
    const ofTypes = (types: GiveawayType[]) => views.filter((view) => types.includes(view.type));
    return {
      daily: ofTypes(['daily']),
      monthly: ofTypes(['monthly', 'major']),
      special: ofTypes(['special', 'preview']),
    };
  }

  /**
   * Whether a free member has a locked entry they could act on: eligible, in a current draw of
   * an unlock-required giveaway they have not unlocked.
   */
  async hasLockedEntry(caller: Caller): Promise<boolean> {
    const { membership, eligibility } = caller;
    if (!isMember(membership) || membership.tier !== 'free' || !eligibility.eligible) return false;
    const { draws } = await this.giveaways.findPage(
      { types: typesOfFilter.monthly, state: 'current', limit: 20, offset: 0 },
      this.now(),
    );
    const unlocked = await this.memberships.unlockedDrawIds(
      caller.customerId,
      draws.map((draw) => draw.id),
    );
    return draws.some(
      (draw) => entryStatusOf(membership, draw.availability, unlocked.has(draw.id)) === 'locked',
    );
  }

  /** The giveaway views of these draws, in their order. */
  async viewsOf(
    draws: readonly GiveawayDrawRecord[],
    caller: Caller | null,
    now: Date,
  ): Promise<GiveawayView[]> {
    const ids = draws.map((draw) => draw.id);
    const [prizes, winners, entries] = await Promise.all([
      this.results.findPrizes(ids),
      this.results.findWinners(ids),
      caller ? this.entriesOf(caller, draws, now) : new Map<string, GiveawayEntry | null>(),
    ]);
    return draws.map((draw) => {
      const status = giveawayStatusOf(draw, now);
      return {
        id: draw.id,
        type: draw.type,
        title: draw.title,
        description: draw.description,
        number: draw.drawNo,
        externalId: `${draw.productOfferKey}:${draw.drawNo}`,
        productOfferKey: draw.productOfferKey,
        opensAt:
          draw.previousStop ?? draw.committedAt ?? new Date(draw.stop.getTime() - 31 * dayMs),
        closesAt: draw.stop,
        drawAt: draw.drawAt,
        status,
        permits: permitsOf(draw.availability),
        availability: draw.availability,
        // "Today", "This month": true of an open giveaway only.
        pill: status === 'open' ? draw.pill : null,
        images: draw.image === null ? [] : [draw.image],
        url: `/daily-winners/giveaways/${draw.type}/${draw.drawNo}`,
        lockedContent: lockedContentOf(draw.availability),
        prizes: prizes.filter((prize) => prize.drawId === draw.id),
        entries: draw.ticketLines,
        winners: winners.filter((winner) => winner.drawId === draw.id),
        entry: entries.get(draw.id) ?? null,
      };
    });
  }

  /** A member's entry in each draw: by the rules while open, by the entry tickets after close. */
  private async entriesOf(
    caller: Caller,
    draws: readonly GiveawayDrawRecord[],
    now: Date,
  ): Promise<Map<string, GiveawayEntry | null>> {
    const ids = draws.map((draw) => draw.id);
    const [unlocked, tickets] = await Promise.all([
      this.memberships.unlockedDrawIds(caller.customerId, ids),
      this.results.findEntryTickets(caller.customerId, ids),
    ]);
    const won = await this.results.findPrizesWon([...tickets.values()]);
    const playSince = new Map<number, Promise<boolean>>();
    const qualifyingPlay = (since: Date) => {
      const known = playSince.get(since.getTime());
      if (known) return known;
      const asked = this.memberships.hasQualifyingPlay(caller.customerId, since);
      playSince.set(since.getTime(), asked);
      return asked;
    };
    const entries = new Map<string, GiveawayEntry | null>();
    for (const draw of draws) {
      const status = giveawayStatusOf(draw, now);
      const isUnlocked = unlocked.has(draw.id);
      const asksForPlay =
        status === 'open' &&
        draw.availability === 'unlock_required' &&
        caller.membership.tier === 'free' &&
        !isUnlocked;
      entries.set(
        draw.id,
        entryOf({
          membership: caller.membership,
          eligibility: caller.eligibility,
          availability: draw.availability,
          status,
          unlocked: isUnlocked,
          qualifyingPlay: asksForPlay ? await qualifyingPlay(entryPeriodStartOf(draw)) : false,
          entryTicketId: tickets.get(draw.id) ?? null,
          prizesWon: won
            .filter((prize) => prize.drawId === draw.id)
            .map((prize) => ({
              ranking: prize.ranking,
              name: prize.name,
              valueCents: prize.valueCents,
              payout: prize.payout,
              status: prizeWonStatusOf(prize),
            })),
        }),
      );
    }
    return entries;
  }
}
