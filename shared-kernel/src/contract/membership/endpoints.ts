import {
  type CallOptions,
  type CamelCased,
  clientOf,
  encode,
  moneyOrNull,
  type Page,
  pageOf,
  withSignal,
} from '../call';
import { toMoney } from '../money/money';
import {
  type Benefits,
  dailyWinnersProgram,
  type GiveawayDraw,
  giveawayPageSize,
  type GiveawayType,
  type GiveawayWinner,
  type MembershipChangeResult,
  type MembershipConfig,
  type MembershipEntryView,
  type MembershipTier,
} from './model';
import {
  type GiveawayDrawWire,
  type GiveawayProofWire,
  type GiveawayWinnerWire,
  type MembershipConfigWire,
} from './wire';

// The rewards service (/rewards, version 1.0, bearer; api.md §7.10). Membership calls run only
// when the membership capability is on: callers check it before calling.

const rewards = { service: 'rewards', version: '1.0' } as const;

export function giveawayFromWire(draw: CamelCased<GiveawayDrawWire>): GiveawayDraw {
  return {
    ...draw,
    prizes: draw.prizes.map((prize) => ({ ...prize, value: moneyOrNull(prize.value) })),
    entry: draw.entry
      ? {
          ...draw.entry,
          prizesWon: draw.entry.prizesWon.map((prize) => ({
            ...prize,
            value: moneyOrNull(prize.value),
          })),
        }
      : null,
  };
}

/** GET /rewards/v4/config: the programme, its tiers, texts and live giveaways. */
export async function fetchMembershipConfig(options: CallOptions = {}): Promise<MembershipConfig> {
  const response = await clientOf(options).request<CamelCased<MembershipConfigWire>>(
    withSignal({ ...rewards, path: '/v4/config', cache: false }, options),
  );
  const config = response.result;
  return {
    ...config,
    membershipTiers: config.membershipTiers.map((tier) => ({
      ...tier,
      price: moneyOrNull(tier.price),
    })),
    membershipOffer: { ...config.membershipOffer, price: toMoney(config.membershipOffer.price) },
    dailyGiveaways: config.dailyGiveaways.map(giveawayFromWire),
    monthlyGiveaways: config.monthlyGiveaways.map(giveawayFromWire),
    specialGiveaways: config.specialGiveaways.map(giveawayFromWire),
  };
}

/** GET /rewards/membership: the signed-in customer's membership entry. */
export async function fetchMembership(options: CallOptions = {}): Promise<MembershipEntryView> {
  const response = await clientOf(options).request<MembershipEntryView>(
    withSignal({ ...rewards, path: '/membership', cache: false }, options),
  );
  return response.result;
}

/** PUT /rewards/membership: join (free or premium) or leave the programme. */
export async function changeMembership(
  change: { membershipStatus: 'member' | 'non-member'; tier?: MembershipTier },
  options: CallOptions = {},
): Promise<MembershipChangeResult> {
  const response = await clientOf(options).request<MembershipChangeResult>(
    withSignal(
      {
        ...rewards,
        method: 'PUT',
        path: '/membership',
        body: {
          membership_program: dailyWinnersProgram,
          membership_status: change.membershipStatus,
          ...(change.tier ? { metadata: { tier: change.tier } } : {}),
        },
        cache: false,
      },
      options,
    ),
  );
  return response.result;
}

/** GET /rewards/v3/draws: giveaways by daily, monthly or all; current or closed; 9 a page. */
export async function fetchGiveaways(
  query: {
    type?: 'daily' | 'monthly' | 'all';
    state?: 'current' | 'closed';
    limit?: number;
    offset?: number;
  } = {},
  options: CallOptions = {},
): Promise<Page<GiveawayDraw>> {
  const limit = query.limit ?? giveawayPageSize;
  const response = await clientOf(options).request<unknown, CamelCased<GiveawayDrawWire>>(
    withSignal(
      {
        ...rewards,
        path: '/v3/draws',
        query: { type: query.type, state: query.state, limit, offset: query.offset ?? 0 },
        cache: false,
      },
      options,
    ),
  );
  return pageOf(response.entities.map(giveawayFromWire), response.pageInfo, { ...query, limit });
}

/** GET /rewards/v3/entries: the signed-in customer's giveaways, current or closed; 9 a page. */
export async function fetchGiveawayEntries(
  query: { state: 'current' | 'closed'; limit?: number; offset?: number },
  options: CallOptions = {},
): Promise<Page<GiveawayDraw>> {
  const limit = query.limit ?? giveawayPageSize;
  const response = await clientOf(options).request<unknown, CamelCased<GiveawayDrawWire>>(
    withSignal(
      {
        ...rewards,
        path: '/v3/entries',
        query: { state: query.state, limit, offset: query.offset ?? 0 },
        cache: false,
      },
      options,
    ),
  );
  return pageOf(response.entities.map(giveawayFromWire), response.pageInfo, { ...query, limit });
}

/** GET /rewards/v3/draws/{giveawayType}/{drawNumber}: one giveaway, with the caller's entry. */
export async function fetchGiveaway(
  giveawayType: GiveawayType,
  drawNumber: number,
  options: CallOptions = {},
): Promise<GiveawayDraw> {
  const response = await clientOf(options).request<CamelCased<GiveawayDrawWire>>(
    withSignal(
      {
        ...rewards,
        path: `/v3/draws/${encode(giveawayType)}/${encode(String(drawNumber))}`,
        cache: false,
      },
      options,
    ),
  );
  return giveawayFromWire(response.result);
}

/** GET /rewards/v3/draws/{giveawayType}/{drawNumber}/proof: commitment and verification data. */
export async function fetchGiveawayProof(
  giveawayType: GiveawayType,
  drawNumber: number,
  options: CallOptions = {},
): Promise<CamelCased<GiveawayProofWire>> {
  const response = await clientOf(options).request<CamelCased<GiveawayProofWire>>(
    withSignal(
      {
        ...rewards,
        path: `/v3/draws/${encode(giveawayType)}/${encode(String(drawNumber))}/proof`,
        cache: false,
      },
      options,
    ),
  );
  return response.result;
}

/** PUT /rewards/v3/draws/{id} (entry_status unlocked): the unlock request. */
export async function unlockGiveawayEntry(
  drawId: string,
  options: CallOptions = {},
): Promise<GiveawayDraw> {
  const response = await clientOf(options).request<CamelCased<GiveawayDrawWire>>(
    withSignal(
      {
        ...rewards,
        method: 'PUT',
        path: `/v3/draws/${encode(drawId)}`,
        body: { entry_status: 'unlocked' },
        cache: false,
      },
      options,
    ),
  );
  return giveawayFromWire(response.result);
}

/** GET /rewards/v3/winners: past winners, newest first. */
export async function fetchGiveawayWinners(
  query: { limit?: number; offset?: number } = {},
  options: CallOptions = {},
): Promise<Page<GiveawayWinner>> {
  const limit = query.limit ?? giveawayPageSize;
  const response = await clientOf(options).request<unknown, CamelCased<GiveawayWinnerWire>>(
    withSignal(
      {
        ...rewards,
        path: '/v3/winners',
        query: { limit, offset: query.offset ?? 0 },
        cache: false,
      },
      options,
    ),
  );
  return pageOf(
    response.entities.map((winner) => ({ ...winner, prizeValue: moneyOrNull(winner.prizeValue) })),
    response.pageInfo,
    { ...query, limit },
  );
}

/** GET /rewards/v3/benefits: the member's partner-benefits link (ssoUrl). */
export async function fetchBenefits(options: CallOptions = {}): Promise<Benefits> {
  const response = await clientOf(options).request<Benefits>(
    withSignal({ ...rewards, path: '/v3/benefits', cache: false }, options),
  );
  return response.result;
}
