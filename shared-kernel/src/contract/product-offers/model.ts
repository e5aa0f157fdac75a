import { type RecurringPurchaseAvailability, type RecurringPurchaseType } from '../cart/model';
import { type RestrictionKind } from '../customer/model';
import { type UpcomingDraw } from '../draws/model';

export const productOfferTypes = [
  'lottery_ticket',
  'raffle_ticket',
  'syndicate_share',
  'membership',
] as const;
export type ProductOfferType = (typeof productOfferTypes)[number];

export const productOfferAvailabilities = ['available', 'unavailable'] as const;
export type ProductOfferAvailability = (typeof productOfferAvailabilities)[number];

export const gameTypeKeys = [
  'standard',
  'syndicate',
  'powerhit',
  'powerhit_super_combo',
  'powerpik',
  'powerpik_system',
  'mega_combo',
  'strike_standard',
  'strike_boxed',
  'reduced_system',
  'sequential',
  'random',
  'deferred',
  'lotto_party',
] as const;
export type GameTypeKey = (typeof gameTypeKeys)[number];

/** Route suffix of a game-variant play page (product.md §2). */
export const gameTypeRouteSuffixes: Readonly<Partial<Record<GameTypeKey, string>>> = {
  deferred: '/subscriptions',
  powerhit: 'powerhit',
  powerpik: 'powerpik',
  random: 'random',
  reduced_system: '/systems',
  standard: 'standard',
  strike_boxed: '/boxed',
  mega_combo: '/super-combos',
  syndicate: '/syndicates',
  lotto_party: 'lotto_party',
};

/** Names of number sets on a ticket. */
export const numberSetNames = ['Numbers', 'Favourites', 'Powerball'] as const;

export interface NumberSet {
  /** Usually one of `numberSetNames`. */
  name: string;
  count: number;
  min?: number;
  max?: number;
}

export interface GameOfferPrice {
  games: number;
  /** Dollars. */
  price: number;
}

export interface GameOffer {
  key: string;
  minGames: number;
  maxGames: number;
  numberSets: NumberSet[];
  prices: GameOfferPrice[];
  priceCurrency: string;
  defaultGames: number;
  defaultEntryCount?: number;
  combinations?: number;
}

export interface GameType {
  key: GameTypeKey;
  gameOffers: GameOffer[];
}

export interface Cause {
  key: string;
  urlSlug: string;
  name?: string;
  description?: string;
  logo?: string;
}

export interface ProductOfferRestriction {
  productType: string;
  kind: RestrictionKind;
}

export interface ProductOffer {
  key: string;
  type: ProductOfferType;
  name: string;
  url: string;
  urlAliases?: Array<{ subvariant: string; url: string }>;
  aliases?: string[];
  availability: ProductOfferAvailability;
  displayCategory: string | null;
  suspended: boolean;
  ranking: number;
  draws: UpcomingDraw[];
  causes: Cause[];
  gameTypes: GameType[];
  recurringPurchase: {
    type: RecurringPurchaseType;
    availability: RecurringPurchaseAvailability;
  } | null;
  recurringPurchaseInformation?: {
    recurringContent?: { recurringPurchaseBrandId?: string };
  };
  restrictions?: ProductOfferRestriction[];
}

export interface ProductBranding {
  /** Lowercased. */
  id: string;
  name: string;
  regionOverrides: Array<{ brandingRegions: string[]; [setting: string]: unknown }>;
  subvariant: string | null;
  logoText?: string;
  colours?: Record<string, string>;
}

export interface Partner {
  slug: string;
  key: string;
  channels: Array<{ channelKey: string }>;
}
