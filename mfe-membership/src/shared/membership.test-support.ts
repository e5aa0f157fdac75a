import { type Customer } from 'shared-kernel/contract/customer';
import {
  type GiveawayDraw,
  type GiveawayEntry,
  type GiveawayWinner,
  type MembershipConfig,
  type MembershipEntryView,
} from 'shared-kernel/contract/membership';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { type GiveawayProof, type MembershipApi } from './membership-api';

/** Test support: what the programme's screens are built from, as the contract hands it over. */

export const aud = (amount: number) => ({ amount, currency: 'AUD' });

export const programmeCapabilities: CapabilityName[] = [
  'membership_program',
  'membership_purchase',
  'giveaway_entries',
];

export function entryOf(overrides: Partial<GiveawayEntry> = {}): GiveawayEntry {
  return {
    entryStatus: 'unlocked',
    eligibility: 'eligible',
    entered: true,
    unlockable: false,
    reason: null,
    result: 'pending',
    prizesWon: [],
    ...overrides,
  };
}

export const unlockRule =
  'Buy any ticket or make a deposit before this giveaway closes to unlock your entry.';

export function drawOf(overrides: Partial<GiveawayDraw> = {}): GiveawayDraw {
  const number = overrides.number ?? 12;
  const type = overrides.type ?? 'daily';
  return {
    id: `draw-${type}-${number}`,
    type,
    title: 'Daily giveaway',
    description: 'A giveaway every day for every member.',
    number,
    externalId: `daily_winners_${type}:${number}`,
    productOfferKey: `daily_winners_${type}`,
    opensAt: '2026-11-26T13:00:00.000Z',
    closesAt: '2026-11-27T09:00:00.000Z',
    drawAt: '2026-11-27T09:05:00.000Z',
    status: 'open',
    permits: ['free', 'premium'],
    availability: 'all_members',
    pill: 'Today',
    images: [],
    details: { title: 'Daily giveaway', transferToken: null, url: '/daily-winners' },
    lockedContent: null,
    prizes: [
      { ranking: 1, name: 'A$100 cash', value: aud(100), image: null, quantity: 1, payout: 'cash' },
      {
        ranking: 2,
        name: 'A$10 bonus credit',
        value: aud(10),
        image: null,
        quantity: 9,
        payout: 'promo_credit',
      },
    ],
    entries: null,
    winners: [],
    entry: null,
    ...overrides,
  };
}

/** A monthly giveaway a free member has to unlock. */
export function monthlyDrawOf(overrides: Partial<GiveawayDraw> = {}): GiveawayDraw {
  return drawOf({
    type: 'monthly',
    number: 3,
    title: 'Monthly giveaway',
    availability: 'unlock_required',
    permits: ['premium'],
    pill: 'This month',
    closesAt: '2026-11-30T12:00:00.000Z',
    prizes: [
      {
        ranking: 1,
        name: 'A$1,000 cash',
        value: aud(1000),
        image: null,
        quantity: 1,
        payout: 'cash',
      },
    ],
    ...overrides,
  });
}

const text = (title: string, body = `${title}.`) => ({ title, body });

export function configOf(overrides: Partial<MembershipConfig> = {}): MembershipConfig {
  return {
    programName: 'Daily Winners',
    programUrl: 'daily-winners',
    programId: 'daily_winners',
    programLogo: null,
    titleContent: text('Daily Winners', 'Free giveaways every day for members.'),
    deposit: text('Deposit to join Premium', 'Top up your wallet to start Premium.'),
    membershipTiers: [
      {
        tier: 'free',
        name: 'Free',
        price: null,
        period: null,
        benefits: ['Entered in every daily giveaway'],
      },
      {
        tier: 'premium',
        name: 'Premium',
        price: aud(10),
        period: 'monthly',
        benefits: ['Guaranteed entries in every giveaway', 'Premium preview giveaways'],
      },
    ],
    membershipOffer: {
      productOfferKey: 'daily_winners',
      membershipOffer: 'premium_monthly',
      membershipOfferName: 'Daily Winners Premium',
      price: aud(10),
    },
    dailyGiveaways: [drawOf()],
    monthlyGiveaways: [monthlyDrawOf()],
    specialGiveaways: [],
    optIn: text('Join Daily Winners', 'Members are entered in giveaways.'),
    manageMembership: text('Your membership', 'Change or leave your membership at any time.'),
    pastWinners: text('Past winners', 'Every winner of the programme.'),
    faqs: [
      { question: 'Is it free?', answer: 'Yes, the free tier costs nothing.' },
      { question: 'How are winners drawn?', answer: 'Like a raffle, with a published seed.' },
    ],
    eligiblePricingIds: [],
    discounts: [],
    navigationItems: [],
    footerDisclaimer: 'No purchase necessary. Terms apply.',
    joinAll: text('Free membership', 'Join free and be entered in daily giveaways.'),
    joinPremium: text('Premium membership', 'Guaranteed entries in every giveaway.'),
    memberOverview: text('Your giveaways', 'You are in the draw.'),
    pastDrawsFilter: ['daily', 'monthly'],
    ...overrides,
  };
}

export function membershipOf(overrides: Partial<MembershipEntryView> = {}): MembershipEntryView {
  return {
    membershipProgram: 'daily_winners',
    membershipStatus: 'non-member',
    membershipUpdated: null,
    membershipTier: null,
    eligibility: 'eligible',
    ineligibleReason: null,
    locked: false,
    premiumUntil: null,
    premiumRenews: false,
    ...overrides,
  };
}

export const freeMember = membershipOf({
  membershipStatus: 'member',
  membershipTier: 'free',
  membershipUpdated: '2026-11-20T00:00:00.000Z',
});

export function winnerOf(overrides: Partial<GiveawayWinner> = {}): GiveawayWinner {
  return {
    giveawayType: 'daily',
    title: 'Daily giveaway',
    number: 11,
    drawnAt: '2026-11-26T09:05:00.000Z',
    prizeName: 'A$100 cash',
    prizeValue: aud(100),
    name: 'M. S.',
    location: 'Parramatta NSW',
    ...overrides,
  };
}

export const proofOf = (overrides: Partial<GiveawayProof> = {}): GiveawayProof => ({
  commitment: {
    drawKey: 'daily_winners_daily:12',
    algorithmVersion: 'hmac-sha256-fy-v1',
    commitment: 'a'.repeat(64),
    committedAt: '2026-11-26T13:00:00.000Z',
    ticketsRoot: null,
    ticketLines: null,
    status: 'DRAW_OPEN',
  },
  verification: null,
  ...overrides,
});

export const customerOf = (overrides: Partial<Customer> = {}): Customer =>
  ({
    customerId: 'customer-1',
    firstname: 'Wynn',
    balance: aud(4),
    availableFunds: aud(4),
    ...overrides,
  }) as Customer;

export interface RecordedCall {
  name: keyof MembershipApi;
  args: unknown[];
}

/**
 * Test support: the programme's calls answered from a script and recorded in order, so a test
 * says what the customer sees and which calls (or none) went out.
 */
export function recordedMembershipApi(script: Partial<MembershipApi> = {}) {
  const calls: RecordedCall[] = [];
  const answers: MembershipApi = {
    isSignedIn: () => true,
    whenCapabilitiesKnown: () => Promise.resolve(programmeCapabilities),
    fetchConfig: () => Promise.resolve(configOf()),
    fetchMembership: () => Promise.resolve(membershipOf()),
    changeMembership: () => Promise.reject(new Error('not scripted')),
    fetchGiveaway: () => Promise.resolve(drawOf()),
    fetchGiveawayProof: () => Promise.resolve(proofOf()),
    fetchGiveawayEntries: () =>
      Promise.resolve({ entities: [], pageInfo: { limit: 9, offset: 0, total: 0 } }),
    fetchGiveawayWinners: () =>
      Promise.resolve({ entities: [], pageInfo: { limit: 9, offset: 0, total: 0 } }),
    unlockGiveawayEntry: () => Promise.reject(new Error('not scripted')),
    fetchBenefits: () => Promise.resolve({ ssoUrl: 'http://shop.test/rewards/partner-benefits' }),
    fetchCustomer: () => Promise.resolve(customerOf()),
    sendWindowTo: () => undefined,
    ...script,
  };
  const api = Object.fromEntries(
    Object.entries(answers).map(([name, answer]) => [
      name,
      name === 'isSignedIn'
        ? answer
        : (...args: unknown[]) => {
            calls.push({ name: name as keyof MembershipApi, args });
            return (answer as (...values: unknown[]) => unknown)(...args);
          },
    ]),
  ) as unknown as MembershipApi;
  return {
    api,
    calls,
    /** The names of the calls made, in order; capabilities are read by every screen. */
    callNames: () => calls.map((call) => call.name),
    callsOf: (name: keyof MembershipApi) => calls.filter((call) => call.name === name),
  };
}
