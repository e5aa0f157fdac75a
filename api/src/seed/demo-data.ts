import { type LayoutTextKey, textCatalogue } from 'shared-kernel/contract/texts';
import { type CapabilityName } from 'shared-kernel/contract/platform';
import { type NumberSetRow } from '../database/schema';
import { type ScheduleRule } from '../modules/draw-engine/schedule/schedule-rules';

/** The demo shop: a realistic Australian catalogue, its site settings, texts and branding. */

export interface DemoGameOffer {
  key: string;
  name: string;
  minGames: number;
  maxGames: number;
  defaultGames: number;
  numberSets: NumberSetRow[];
  /** Price per games count, in cents (per entry count for mega_combo). */
  prices: Array<{ games: number; priceCents: number }>;
  /** mega_combo: the entry count a ticket starts at. */
  defaultEntryCount?: number;
}

export interface DemoGameType {
  key: string;
  name: string;
  gameOffers: DemoGameOffer[];
}

/** The jackpot rule of an offer's schedule. */
export interface DemoJackpot {
  /** Prize pool of the next draw in cents, and the pool a won jackpot resets to. */
  nextCents: number | null;
  /**
   * What an unwon jackpot adds to the next draw's. A rolling jackpot (a step) leaves the pools
   * of later draws unknown until the draw before them is scored.
   */
  stepCents: number;
  suffix: string | null;
}

/** An offer's draw schedule, as its `draw_schedules` row holds it. */
export interface DemoSchedule extends ScheduleRule {
  /** A periodic schedule keeps this many upcoming draws (the first open, the others pre-order). */
  upcomingDraws?: number;
  /** Raffle tickets a draw sells at most. */
  ticketCap?: number;
}

export interface DemoOffer {
  key: string;
  type: 'lottery_ticket' | 'raffle_ticket' | 'syndicate_share';
  name: string;
  url: string;
  displayCategory: 'Lotto' | 'Raffle' | 'Jackpot' | 'Strike';
  ranking: number;
  gameTypes: DemoGameType[];
  causeKeys: string[];
  jackpot: DemoJackpot;
  /** Days a ticket chooses one of; absent when the lottery has no selectable days. */
  selectableDays?: string[];
  schedule: DemoSchedule;
  /** What a recurring purchase of the offer is; autoplay when absent. */
  recurringPurchaseType?: 'autoplay' | 'subscription';
}

/** Draw numbers of the weekly schedules count draw days from Monday 6 January 2020. */
const referenceDate = '2020-01-06';

/** A weekly schedule: sales close at `closeTime` on the weekdays, drawn at `drawTime`. */
function weekly(
  weekdays: number[],
  closeTime: string,
  drawTime: string,
  firstDrawNo: number,
): DemoSchedule {
  return {
    kind: 'weekly',
    weekdays,
    periodDays: null,
    referenceDate,
    firstDrawNo,
    closeTime,
    drawTime,
  };
}

const dollars = (amount: number): number => Math.round(amount * 100);

/** Prices of every games count from min to max at `unitCents` a game. */
function pricesPerGame(minGames: number, maxGames: number, unitCents: number) {
  const prices: Array<{ games: number; priceCents: number }> = [];
  for (let games = Math.max(1, minGames); games <= maxGames; games += 1) {
    prices.push({ games, priceCents: games * unitCents });
  }
  return prices;
}

function numbers(count: number, max: number, name = 'Numbers'): NumberSetRow {
  return { name, count, min: 1, max };
}

function standardGameOffer(
  numberSets: NumberSetRow[],
  unitCents: number,
  minGames = 1,
): DemoGameOffer {
  return {
    key: 'standard',
    name: 'Standard',
    minGames,
    maxGames: 50,
    defaultGames: 18,
    numberSets,
    prices: pricesPerGame(minGames, 50, unitCents),
  };
}

function systemGameOffer(pick: number, gamesCovered: number, unitCents: number): DemoGameOffer {
  return {
    key: `system_${pick}`,
    name: `System ${pick}`,
    minGames: 1,
    maxGames: 5,
    defaultGames: 1,
    numberSets: [numbers(pick, 45)],
    prices: pricesPerGame(1, 5, gamesCovered * unitCents),
  };
}

/**
 * Super Combos (mega_combo): one game of Numbers plus Favourites that every entry keeps, priced
 * by entry count at less than the games would cost one by one.
 */
function superComboGameOffer(numberCount: number, max: number): DemoGameOffer {
  return {
    key: 'super_combo',
    name: 'Super Combo',
    minGames: 1,
    maxGames: 1,
    defaultGames: 1,
    numberSets: [numbers(numberCount, max), numbers(3, max, 'Favourites')],
    prices: [
      { games: 10, priceCents: dollars(14) },
      { games: 20, priceCents: dollars(27) },
      { games: 50, priceCents: dollars(65) },
    ],
    defaultEntryCount: 10,
  };
}

const saturdayLottoGame = 75;
const ozLottoGame = 155;
const powerballGame = 150;
const setForLifeGame = 95;
const weekdayWindfallGame = 75;

export const demoCauses = [
  {
    key: 'heart_health_foundation',
    urlSlug: 'heart-health-foundation',
    name: 'Heart Health Foundation',
  },
  {
    key: 'childrens_hospital_fund',
    urlSlug: 'childrens-hospital-fund',
    name: "Children's Hospital Fund",
  },
  {
    key: 'rural_ambulance_appeal',
    urlSlug: 'rural-ambulance-appeal',
    name: 'Rural Ambulance Appeal',
  },
];

export const demoOffers: DemoOffer[] = [
  {
    key: 'powerball',
    type: 'lottery_ticket',
    name: 'Powerball',
    url: 'powerball',
    displayCategory: 'Jackpot',
    ranking: 1,
    gameTypes: [
      {
        key: 'standard',
        name: 'Standard',
        gameOffers: [
          standardGameOffer([numbers(7, 35), numbers(1, 20, 'Powerball')], powerballGame),
        ],
      },
      {
        key: 'powerhit',
        name: 'PowerHit',
        gameOffers: [
          {
            key: 'powerhit',
            name: 'PowerHit',
            minGames: 1,
            maxGames: 10,
            defaultGames: 1,
            // Every Powerball is covered, so the player picks the main numbers only.
            numberSets: [numbers(7, 35)],
            prices: pricesPerGame(1, 10, 20 * powerballGame),
          },
        ],
      },
    ],
    causeKeys: [],
    jackpot: { nextCents: dollars(20_000_000), stepCents: dollars(10_000_000), suffix: null },
    schedule: weekly([4], '19:30', '20:30', 1233),
  },
  {
    key: 'oz_lotto',
    type: 'lottery_ticket',
    name: 'Oz Lotto',
    url: 'oz-lotto',
    displayCategory: 'Jackpot',
    ranking: 2,
    gameTypes: [
      {
        key: 'standard',
        name: 'Standard',
        gameOffers: [standardGameOffer([numbers(7, 47)], ozLottoGame)],
      },
      {
        key: 'random',
        name: 'Quick Pick',
        gameOffers: [
          {
            ...standardGameOffer([numbers(7, 47)], ozLottoGame),
            key: 'random',
            name: 'Quick Pick',
          },
        ],
      },
      {
        key: 'mega_combo',
        name: 'Super Combos',
        gameOffers: [superComboGameOffer(7, 47)],
      },
    ],
    causeKeys: [],
    jackpot: { nextCents: dollars(8_000_000), stepCents: dollars(5_000_000), suffix: null },
    schedule: weekly([2], '19:30', '20:30', 1352),
  },
  {
    key: 'saturday_lotto',
    type: 'lottery_ticket',
    name: 'Saturday Lotto',
    url: 'saturday-lotto',
    displayCategory: 'Lotto',
    ranking: 3,
    gameTypes: [
      {
        key: 'standard',
        name: 'Standard',
        gameOffers: [standardGameOffer([numbers(6, 45)], saturdayLottoGame, 2)],
      },
      {
        key: 'reduced_system',
        name: 'Systems',
        gameOffers: [
          systemGameOffer(7, 7, saturdayLottoGame),
          systemGameOffer(8, 28, saturdayLottoGame),
          systemGameOffer(9, 84, saturdayLottoGame),
        ],
      },
    ],
    causeKeys: [],
    jackpot: { nextCents: dollars(5_000_000), stepCents: dollars(1_000_000), suffix: null },
    schedule: weekly([6], '19:00', '20:00', 3983),
  },
  {
    key: 'set_for_life',
    type: 'lottery_ticket',
    name: 'Set for Life',
    url: 'set-for-life',
    displayCategory: 'Lotto',
    ranking: 4,
    gameTypes: [
      {
        key: 'standard',
        name: 'Standard',
        gameOffers: [standardGameOffer([numbers(7, 44)], setForLifeGame)],
      },
      {
        key: 'random',
        name: 'Quick Pick',
        gameOffers: [
          {
            ...standardGameOffer([numbers(7, 44)], setForLifeGame),
            key: 'random',
            name: 'Quick Pick',
          },
        ],
      },
    ],
    causeKeys: [],
    // The top prize is paid monthly: $20,000 a month for 20 years.
    jackpot: { nextCents: dollars(20_000), stepCents: 0, suffix: 'a month for 20 years' },
    schedule: weekly([1, 2, 3, 4, 5, 6, 7], '19:30', '20:30', 1102),
  },
  {
    key: 'weekday_windfall',
    type: 'lottery_ticket',
    name: 'Weekday Windfall',
    url: 'weekday-windfall',
    displayCategory: 'Lotto',
    ranking: 5,
    gameTypes: [
      {
        key: 'standard',
        name: 'Standard',
        gameOffers: [standardGameOffer([numbers(6, 45)], weekdayWindfallGame, 2)],
      },
    ],
    causeKeys: [],
    jackpot: { nextCents: dollars(1_000_000), stepCents: dollars(250_000), suffix: null },
    // A ticket plays the draw of one chosen weekday.
    selectableDays: ['Monday', 'Wednesday', 'Friday'],
    schedule: weekly([1, 3, 5], '19:00', '20:00', 3921),
  },
  {
    key: 'hearts_raffle',
    type: 'raffle_ticket',
    // Monthly draws: bought by subscription, optional at checkout.
    recurringPurchaseType: 'subscription',
    name: 'Hearts Home Raffle',
    url: 'hearts-home-raffle',
    displayCategory: 'Raffle',
    ranking: 6,
    gameTypes: [
      {
        key: 'standard',
        name: 'Tickets',
        gameOffers: [
          {
            key: 'tickets',
            name: 'Tickets',
            minGames: 1,
            maxGames: 10,
            defaultGames: 1,
            numberSets: [],
            // Ticket books cost less per ticket.
            prices: [
              { games: 1, priceCents: dollars(10) },
              { games: 3, priceCents: dollars(25) },
              { games: 5, priceCents: dollars(40) },
              { games: 10, priceCents: dollars(75) },
            ],
          },
        ],
      },
    ],
    causeKeys: demoCauses.map((cause) => cause.key),
    jackpot: { nextCents: dollars(1_250_000), stepCents: 0, suffix: 'prize home package' },
    // Every four weeks on Sunday, drawn the next morning; the first open, the next on pre-order.
    schedule: {
      kind: 'periodic',
      weekdays: [],
      periodDays: 28,
      referenceDate: '2020-01-12',
      firstDrawNo: 301,
      closeTime: '23:59',
      drawTime: '10:00',
      upcomingDraws: 2,
      ticketCap: 50_000,
    },
  },
  {
    key: 'powerball_syndicate',
    type: 'syndicate_share',
    name: 'Powerball Syndicate',
    url: 'powerball-syndicate',
    displayCategory: 'Jackpot',
    ranking: 7,
    gameTypes: [
      {
        key: 'syndicate',
        name: 'Syndicate',
        gameOffers: [
          {
            key: 'syndicate_share',
            name: 'Syndicate share',
            minGames: 1,
            maxGames: 20,
            defaultGames: 1,
            numberSets: [],
            // Cost per share times shares.
            prices: pricesPerGame(1, 20, dollars(12.5)),
          },
        ],
      },
    ],
    causeKeys: [],
    // The syndicate's jackpot is Powerball's: the Powerball score step rolls both.
    jackpot: { nextCents: dollars(20_000_000), stepCents: dollars(10_000_000), suffix: null },
    // Syndicate tickets are bought before Powerball sales close; it plays Powerball's draw.
    schedule: weekly([4], '18:30', '20:30', 1233),
  },
];

/** Site settings, stored under their wire names. */
export const demoSettings: Record<string, unknown> = {
  support_number: '1300 568 268',
  support_opening_hours: 'Monday to Friday, 9am to 5pm AEST',
  support_email: 'support@lottoshop.example',
  android_store_url: 'https://play.google.com/store/apps/details?id=au.com.lottoshop',
  navigation: {
    primary: [
      { label: 'Lotto tickets', route: '/lotto-tickets', route_type: 'internal', type: 'lotto' },
      {
        label: 'Charity tickets',
        route: '/charity-tickets',
        route_type: 'internal',
        type: 'raffle',
      },
      { label: 'Syndicates', route: '/syndicates', route_type: 'internal', type: 'social_play' },
      { label: 'Results', route: '/lotto-results', route_type: 'internal', type: 'results' },
      { label: 'Daily Winners', route: '/daily-winners', route_type: 'internal' },
      { label: 'Lotto Party', route: '/lotto-party', route_type: 'internal' },
    ],
    secondary: [
      { label: 'My account', route: '/my-account', route_type: 'internal' },
      { label: 'Deposit', route: '/deposit', route_type: 'internal' },
      { label: 'Cart', route: '/cart', route_type: 'internal' },
    ],
  },
};

const everyoneCapabilities: CapabilityName[] = [
  'native_app',
  'causes_directory',
  'commercial_lotteries',
  'charity_lotteries',
  'multi_offer_site',
  'syndicates',
  'social_syndicates',
  'responsible_gambling',
  'cookie_consent',
  'membership_program',
  'favourite_numbers',
  'faq',
  'terms_of_use',
  'blog',
  'feedback',
  'sitewide_banner',
  'sub_variants',
  // A visitor may start a partner purchase and enter a promotion code in the anonymous cart.
  'partner_purchase',
  'vouchers',
];

const customerCapabilities: CapabilityName[] = [
  ...everyoneCapabilities,
  'viewing_orders',
  'autoplay_manage',
  'combined_recurring_purchases',
  'wallet_manage',
  'wallet_deposit',
  'wallet_withdrawal',
  'wallet_balance',
  'spend_limits',
  'deposit_limits',
  'verify_id',
  'membership_purchase',
  'giveaway_entries',
  'subscription_manage',
  'manage_notification_settings',
  'account_details_manage',
  'customer_deactivate',
  'customer_chat',
  'customer_migration',
];

export const demoCapabilitySegments: Record<string, CapabilityName[]> = {
  default: everyoneCapabilities,
  customer: customerCapabilities,
  vip: [...customerCapabilities, 'notifications_feed', 'placements', 'pre_cart_recommended_draws'],
  // The United Kingdom market's customers (en-GB, demoSegmentLocales).
  uk: customerCapabilities,
};

export const demoBranding = {
  id: 'lottoshop',
  name: 'Lotto Shop',
  logoText: 'Lotto Shop',
  colours: {
    primary: '#0b4f9c',
    primary_contrast: '#ffffff',
    secondary: '#ffb300',
    secondary_contrast: '#1a1a1a',
    background: '#f5f7fa',
    surface: '#ffffff',
    text: '#1a1a1a',
    muted_text: '#5c6570',
    success: '#1e7d32',
    error: '#c62828',
  },
};

/** A text of the demo content, as a content item of a locale and category. */
export interface DemoText {
  locale: string;
  category: string;
  id: string;
  type: 'plain' | 'markdown';
  value: string;
}

/**
 * What the United Kingdom market says differently (locale en-GB); every other text falls back to
 * its en-AU value.
 */
export const demoBritishTexts: Partial<Record<LayoutTextKey, string>> = {
  'nav.lotto_tickets': 'Lottery tickets',
  'footer.responsible_gambling':
    'You must be 18 or over to play. Please play responsibly: set a limit and stick to it. ' +
    'For free, confidential support call the National Gambling Helpline on 0808 8020 133 or ' +
    'visit begambleaware.org.',
  'footer.copyright': '© {year} {siteName} UK. All rights reserved.',
};

/**
 * The regulators whose logos the footer shows (`footer.regulation.*` texts of the layout
 * category: product.md §2 shows a regulation logo when its text exists), each in the locales it
 * regulates. Content, not interface texts: the other locales hold a blank text, which shows no
 * logo and keeps the en-AU one from standing in for it.
 */
export const demoRegulators = [
  {
    id: 'footer.regulation.nt_racing_wagering_commission',
    name: 'NT Racing and Wagering Commission',
    locales: ['en-AU'],
  },
  { id: 'footer.regulation.gambling_commission', name: 'Gambling Commission', locales: ['en-GB'] },
] as const;

/** The interface texts: every catalogue key in en-AU, and the en-GB texts that differ. */
export function demoTexts(): DemoText[] {
  const australian = Object.entries(textCatalogue).flatMap(([category, texts]) =>
    Object.entries(texts as Readonly<Record<string, string>>).map(([id, value]) => ({
      locale: 'en-AU',
      category,
      id,
      type: 'plain' as const,
      value,
    })),
  );
  const british = Object.entries(demoBritishTexts).map(([id, value]) => ({
    locale: 'en-GB',
    category: 'layout',
    id,
    type: 'plain' as const,
    value: value ?? '',
  }));
  return [...australian, ...british];
}

/** The United Kingdom sub-variant (`?sv=gb`): en-GB with pound labels; /uk leads home. */
export const demoSubVariants = [
  {
    key: 'GB',
    name: 'United Kingdom',
    locale: 'en-GB',
    currency: 'GBP',
    brandingRegion: 'GB',
    urlAliases: [{ path: '/uk', route: '/' }],
  },
];

/** The branding's overrides in the GB branding region. */
export const demoBrandingRegionOverrides = [
  { branding_regions: ['GB'], logo_text: 'Lotto Shop UK' },
];

/** A customer segment of the United Kingdom market: the customer's capabilities, in en-GB. */
export const demoSegmentLocales = [{ segmentName: 'uk', locale: 'en-GB', currency: 'GBP' }];
