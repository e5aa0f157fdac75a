export const giveawayTypes = ['daily', 'major', 'monthly', 'preview', 'special'] as const;
export type GiveawayType = (typeof giveawayTypes)[number];

export const entryStatuses = ['locked', 'unlocked', 'guaranteed'] as const;
export type EntryStatus = (typeof entryStatuses)[number];

/** How a customer stands in the programme, for display. */
export const membershipStates = ['member', 'non-member', 'locked'] as const;
export type MembershipState = (typeof membershipStates)[number];

export interface MembershipConfig {
  programName: string;
  /** Default `daily-winners`. */
  programUrl: string;
  programId: string;
  programLogo: string | null;
  titleContent: Record<string, unknown> | null;
  deposit: Record<string, unknown> | null;
  membershipTiers: Array<Record<string, unknown>>;
  monthlyGiveaways: Record<string, unknown> | null;
  specialGiveaways: Record<string, unknown> | null;
  dailyGiveaways: Record<string, unknown> | null;
  optIn: Record<string, unknown> | null;
  manageMembership: Record<string, unknown> | null;
  pastWinners: Record<string, unknown> | null;
  faqs: Array<{ question: string; answer: string }>;
  eligiblePricingIds: string[];
  discounts: Array<Record<string, unknown>>;
  navigationItems: Array<{ label: string; route: string }>;
  footerDisclaimer: string | null;
  joinAll: Record<string, unknown> | null;
  joinPremium: Record<string, unknown> | null;
  memberOverview: Record<string, unknown> | null;
  pastDrawsFilter: Record<string, unknown> | null;
}

export interface MembershipDraw {
  title: string;
  description: string;
  number: number;
  externalId: string;
  openTime: string;
  closeTime: string;
  type: GiveawayType;
  permits: string[];
  availability: string;
  pill: string | null;
  images: string[];
  details: { title: string; transferToken: string | null; url: string | null };
  lockedContent: Record<string, unknown> | null;
  entryStatus?: EntryStatus;
}

export const defaultMembershipProgramUrl = 'daily-winners';
