import { type Precommitment, type SpendLimits } from '../limits/model';
import { type Money } from '../money/money';
import { type PaymentMethod, type WithdrawalMethod } from '../payments/model';
import { type VerificationMethod } from './verification';
import { type FavouriteNumbers } from './favourite-numbers';
import { type CommunicationPreferences } from '../communication-preferences/model';

export const migrationStatuses = [
  'ineligible',
  'eligible_soft',
  'eligible_hard',
  'in_progress',
  'migrated',
] as const;
export type MigrationStatus = (typeof migrationStatuses)[number];

export const twoFactorMethods = ['authenticator', 'email', 'sms'] as const;
export type TwoFactorMethod = (typeof twoFactorMethods)[number];

export interface TwoFactorConfig {
  enabled: boolean;
  methods: TwoFactorMethod[];
  rememberForDays: number;
  method: TwoFactorMethod | null;
  identifier: string | null;
  since: string | null;
}

export {
  type CommunicationChannel,
  communicationChannels,
  type CommunicationPreferences,
} from '../communication-preferences/model';

export const membershipStatuses = ['member', 'non-member', 'pending-deposit'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

export const membershipTiers = ['free', 'premium'] as const;
export type MembershipTier = (typeof membershipTiers)[number];

export const membershipEligibilities = ['eligible', 'ineligible'] as const;
export type MembershipEligibility = (typeof membershipEligibilities)[number];

export interface MembershipEntry {
  membershipProgram: string;
  membershipStatus: MembershipStatus;
  membershipUpdated: string | null;
  membershipTier: MembershipTier | null;
  eligibility: MembershipEligibility;
  /** Why the customer cannot be entered (a break from play, a closed account); null if eligible. */
  ineligibleReason?: string | null;
  /** A free member with a locked entry in an open giveaway (the navigation's dot badge). */
  locked: boolean;
  /** The end of the paid premium month, ISO 8601 UTC; null for free members. */
  premiumUntil?: string | null;
  premiumRenews?: boolean;
}

/** States and territories; GB, LW and NSWL exist but are not offered in the state list. */
export const australianStates = [
  'ACT',
  'NSW',
  'NT',
  'QLD',
  'SA',
  'TAS',
  'VIC',
  'WA',
  'OTHER',
] as const;
export type AustralianState = (typeof australianStates)[number];
export const unchoosableStates = ['GB', 'LW', 'NSWL'] as const;
export type CustomerState = AustralianState | (typeof unchoosableStates)[number];

export const restrictionKinds = ['licensing_restriction', 'migration_restriction'] as const;
export type RestrictionKind = (typeof restrictionKinds)[number];

export interface RecurringPurchaseMethod {
  recurringPurchaseMethodKey: string;
  disabled: boolean;
}

export interface Customer {
  customerId: string;
  customerToken: string;
  accessToken?: string | null;
  refreshToken?: string | null;
  sessionId?: string | null;
  deviceUuid?: string | null;
  pricingId: string | null;
  segmentName: string | null;
  brandingRegion: string | null;
  state: CustomerState | null;
  firstname: string;
  lastname: string;
  email: string;
  balance: Money | null;
  availableFunds: Money | null;
  isAuthenticated: boolean;
  isNewSignup: boolean;
  isVerified: boolean;
  forcePasswordChange: boolean;
  accountUpgrade: boolean;
  verificationRules?: Record<string, unknown>;
  verification?: { methods: VerificationMethod[] };
  preCommitment?: Precommitment | null;
  spendLimits?: SpendLimits | null;
  spendLimitRequired?: boolean;
  migrationStatus: MigrationStatus;
  countryBanned: boolean;
  countryBannedConfirmationRequired: boolean;
  addressConfirmationRequired: boolean;
  emailAddressConfirmationRequired: boolean;
  favouriteNumbers?: FavouriteNumbers;
  automaticFavouriteNumbers?: boolean;
  experimentGroups?: string[];
  membershipPrograms?: MembershipEntry[];
  tfaPromptRequired?: boolean;
  /** Average transaction values per product kind. */
  atv?: number | null;
  atvCommercial?: number | null;
  atvCharity?: number | null;
  atvSocialSyndicate?: number | null;
  atvSyndicate?: number | null;
  paymentMethods?: PaymentMethod[];
  withdrawalMethods?: WithdrawalMethod[];
  availableRecurringPurchaseMethods?: RecurringPurchaseMethod[];
  selectedRecurringPurchaseMethodKey?: string | null;
  withdrawableFunds?: Money | null;
  communicationPreferences?: CommunicationPreferences;
  isSubscribedToMarketingEmail?: boolean;
  /** Restrictions by product type (e.g. a lottery_ticket licensing restriction). */
  restrictions?: Array<{ productType: string; kind: RestrictionKind }>;
}

export interface LoginResult {
  accessToken: string;
  refreshToken: string;
  deviceUuid: string | null;
  fingerprint: string | null;
  customer: Customer;
}
