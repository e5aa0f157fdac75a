import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { addMembershipItem } from '../cart/membership-item';
import { cartTotalsOf } from '../cart/cart-totals';
import { pricedCustomerCart } from '../cart/cart-pricing';
import { LedgerQueries } from '../ledger/service';
import { requireCapability } from '../platform/require-capability';
import {
  entryPeriodStartOf,
  giveawayStatusOf,
  isMember,
  previewRuleSentence,
  unlockRuleSentence,
} from './entry-rules';
import { type Caller, GiveawayService, type GiveawayView, giveawayNotFound } from './giveaways';
import { GiveawayRepository } from './giveaway-repository';
import { premiumItemRequest } from './offers';
import { type Membership, MembershipRepository } from './repository';

/** The customer's membership as the programme answers it. */
export interface MembershipView extends Membership {
  eligible: boolean;
  ineligibleReason: string | null;
  /** A free member with a locked entry in a current unlock-required giveaway. */
  locked: boolean;
}

export type NextStep = 'none' | 'checkout' | 'deposit';

export interface MembershipChange {
  status: 'member' | 'non-member';
  tier: 'free' | 'premium';
}

const refusal = (status: number, code: string, message: string) =>
  new ApiError(status, code, message);

export const membershipMessages = {
  alreadyMember: "You're already a Daily Winners member.",
  alreadyPremium: "You're already a Daily Winners Premium member.",
  notAMember: "You're not a Daily Winners member.",
  joinToEnter: 'Join Daily Winners to enter giveaways.',
  drawClosed: 'This giveaway has closed.',
  unlockNotNeeded: "Your entry doesn't need unlocking.",
  premiumNotOnSale: 'Daily Winners Premium is not on sale at the moment.',
};

/**
 * Memberships of the programme: the customer's entry, joining (free at once, premium through the
 * cart), leaving, and unlocking an entry. Every refusal changes nothing.
 */
export class MembershipService {
  private readonly giveaways: GiveawayService;

  constructor(
    private readonly database: Kysely<Database>,
    private readonly now: () => Date,
  ) {
    this.giveaways = new GiveawayService(database, now);
  }

  async view(customerId: string): Promise<MembershipView> {
    const caller = await this.giveaways.callerOf(customerId);
    if (!caller) throw new Error('a customer is always a caller');
    return this.viewOf(caller);
  }

  private async viewOf(caller: Caller): Promise<MembershipView> {
    return {
      ...caller.membership,
      eligible: caller.eligibility.eligible,
      ineligibleReason: caller.eligibility.reason,
      locked: await this.giveaways.hasLockedEntry(caller),
    };
  }

  /** PUT membership: join (free, or premium through the cart) or leave. */
  async change(
    customerId: string,
    change: MembershipChange,
  ): Promise<{ membership: MembershipView; next: NextStep }> {
    if (change.status === 'non-member') {
      await this.leave(customerId);
      return { membership: await this.view(customerId), next: 'none' };
    }
    if (change.tier === 'free') {
      await this.joinFree(customerId);
      return { membership: await this.view(customerId), next: 'none' };
    }
    // Only joining premium needs it, so the route cannot declare it.
    await requireCapability(this.database, customerId, 'membership_purchase');
    const next = await this.joinPremium(customerId);
    return { membership: await this.view(customerId), next };
  }

  private async joinFree(customerId: string): Promise<void> {
    const now = this.now();
    await this.database.transaction().execute(async (transaction) => {
      const memberships = new MembershipRepository(transaction);
      const current = await memberships.lock(customerId, now);
      if (isMember(current)) throw refusal(409, 'already_member', membershipMessages.alreadyMember);
      await memberships.save(
        { ...current, status: 'member', tier: 'free', joinedAt: now, premiumRenews: false },
        now,
      );
    });
  }

  /**
   * Joins free when needed and puts the premium month in the cart (once): next checkout when the
   * wallet's available funds cover the cart, else pending-deposit and next deposit.
   */
  private async joinPremium(customerId: string): Promise<NextStep> {
    const now = this.now();
    return this.database.transaction().execute(async (transaction) => {
      const memberships = new MembershipRepository(transaction);
      const current = await memberships.lock(customerId, now);
      if (current.tier === 'premium') {
        throw refusal(409, 'already_premium', membershipMessages.alreadyPremium);
      }
      const priceCents = await memberships.premiumPriceCents();
      if (priceCents === null) {
        throw refusal(422, 'premium_unavailable', membershipMessages.premiumNotOnSale);
      }
      if (!(await memberships.cartHoldsPremium(customerId))) {
        await addMembershipItem(transaction, customerId, premiumItemRequest(priceCents), now);
      }
      const cart = await pricedCustomerCart(transaction, customerId, now);
      const totalCents = cart ? cartTotalsOf(cart.items, cart.vouchers).totalCents : priceCents;
      const wallet = await new LedgerQueries(transaction).walletOf(customerId);
      const next: NextStep = wallet.availableFundsCents >= totalCents ? 'checkout' : 'deposit';
      const joined = isMember(current)
        ? current
        : { ...current, status: 'member' as const, tier: 'free' as const, joinedAt: now };
      await memberships.save(
        { ...joined, status: next === 'deposit' ? 'pending-deposit' : 'member' },
        now,
      );
      return next;
    });
  }

  /** Leaves the programme; a paid premium month is not refunded. */
  private async leave(customerId: string): Promise<void> {
    const now = this.now();
    await this.database.transaction().execute(async (transaction) => {
      const memberships = new MembershipRepository(transaction);
      const current = await memberships.lock(customerId, now);
      if (!isMember(current)) throw refusal(409, 'not_a_member', membershipMessages.notAMember);
      await memberships.save(
        { ...current, status: 'non-member', tier: null, premiumUntil: null, premiumRenews: false },
        now,
      );
    });
  }

  /** PUT v3/draws/{id}: unlocks a free member's entry in an open unlock-required giveaway. */
  async unlock(customerId: string, drawId: string): Promise<GiveawayView> {
    const now = this.now();
    const draw = await new GiveawayRepository(this.database).findById(drawId);
    if (!draw) throw giveawayNotFound();
    const caller = await this.giveaways.callerOf(customerId);
    if (!caller) throw new Error('a customer is always a caller');
    const memberships = new MembershipRepository(this.database);
    const alreadyUnlocked = (await memberships.unlockedDrawIds(customerId, [drawId])).has(drawId);
    if (alreadyUnlocked) return this.giveaways.byId(drawId, caller);

    if (!isMember(caller.membership)) {
      throw refusal(422, 'not_a_member', membershipMessages.joinToEnter);
    }
    if (giveawayStatusOf(draw, now) !== 'open') {
      throw refusal(422, 'draw_closed', membershipMessages.drawClosed);
    }
    if (draw.availability === 'premium_only' && caller.membership.tier !== 'premium') {
      throw refusal(422, 'premium_only', previewRuleSentence);
    }
    if (draw.availability !== 'unlock_required' || caller.membership.tier === 'premium') {
      throw refusal(422, 'unlock_not_needed', membershipMessages.unlockNotNeeded);
    }
    if (!caller.eligibility.eligible) {
      throw refusal(422, 'ineligible', caller.eligibility.reason ?? membershipMessages.joinToEnter);
    }
    if (!(await memberships.hasQualifyingPlay(customerId, entryPeriodStartOf(draw)))) {
      throw refusal(422, 'qualifying_play_required', unlockRuleSentence);
    }
    await memberships.insertUnlock(customerId, drawId, now);
    return this.giveaways.byId(drawId, caller);
  }
}
