import { type Money } from '../money/money';

export const depositMethodCodes = ['ap', 'bp', 'cc', 'bd', 'dd', 'gp', 'pl', 'td'] as const;
export type DepositMethodCode = (typeof depositMethodCodes)[number];

/** tt: bank account, pl: PayPal, tw, do: donation. */
export const withdrawalMethodCodes = ['tt', 'pl', 'tw', 'do'] as const;
export type WithdrawalMethodCode = (typeof withdrawalMethodCodes)[number];

export const cardGateways = ['braintree', 'eway', 'opayo', 'paystream', 'stripe'] as const;
export type CardGateway = (typeof cardGateways)[number];

export const cardBrands = ['AmericanExpress', 'bank', 'MasterCard', 'Visa', 'paypal'] as const;
export type CardBrand = (typeof cardBrands)[number];

export const paymentLogos = [
  'AMEX',
  'APPLE_PAY',
  'GOOGLE_PAY',
  'MASTERCARD',
  'PAYPAL',
  'VISA',
] as const;
export type PaymentLogo = (typeof paymentLogos)[number];

export const bankVerificationStatuses = [
  'Failed Verification',
  'Pending Verification',
  'Unverified',
  'Verified',
] as const;
export type BankVerificationStatus = (typeof bankVerificationStatuses)[number];

export const fundingSourceTypes = ['cc', 'bank', 'paypal'] as const;
export type FundingSourceType = (typeof fundingSourceTypes)[number];

export interface Fund {
  id: string;
  default: boolean;
  type: FundingSourceType;
  /** Flags arrive camelCased: cart, withdraw, digitalWallets, failedVerification. */
  flags?: Partial<Record<'cart' | 'withdraw' | 'digitalWallets' | 'failedVerification', boolean>>;
  brand?: CardBrand;
  name?: string;
  /** Masked card or account number. */
  number?: string;
  expiry?: string;
  verificationStatus?: BankVerificationStatus;
}

export interface PaymentMethodRules {
  enabled: boolean;
  minAmount: number | null;
  maxAmount: number | null;
  /** Card security code required, per card brand, per gateway. */
  gateway?: Partial<Record<CardGateway, { cscRequired: Partial<Record<CardBrand, boolean>> }>>;
}

export interface PaymentMethod {
  code: DepositMethodCode;
  funds: Fund[];
  availableGateways: CardGateway[];
  attributes: Record<string, unknown>;
  rules: PaymentMethodRules;
}

export interface WithdrawalMethod {
  code: WithdrawalMethodCode;
  funds: Fund[];
  attributes?: Record<string, unknown>;
  rules?: PaymentMethodRules;
}

/** 3-D Secure challenge windows (width x height; FullScreen fills the page). */
export const challengeWindowSizes = [
  'Small',
  'Medium',
  'Large',
  'ExtraLarge',
  'FullScreen',
] as const;
export type ChallengeWindowSize = (typeof challengeWindowSizes)[number];

export const challengeWindowDimensions: Readonly<
  Record<ChallengeWindowSize, { width: number; height: number } | 'fullScreen'>
> = {
  Small: { width: 250, height: 400 },
  Medium: { width: 390, height: 400 },
  Large: { width: 500, height: 600 },
  ExtraLarge: { width: 600, height: 400 },
  FullScreen: 'fullScreen',
};

/** Colour depths a 3-D Secure server accepts; others are sent as the next lower one. */
export const acceptedColourDepths = [1, 4, 8, 15, 16, 24, 32, 48] as const;
export type ColourDepth = (typeof acceptedColourDepths)[number];

export interface ThreeDSecureBrowserInfo {
  browserJavascriptEnabled: boolean;
  browserJavaEnabled: boolean;
  browserLanguage: string;
  browserColorDepth: ColourDepth;
  browserScreenHeight: number;
  browserScreenWidth: number;
  /** Minutes between UTC and local time (`Date#getTimezoneOffset`). */
  browserTz: number;
  challengeWindowSize: ChallengeWindowSize;
  notificationUrl: string;
}

export const depositPurchaseCheckoutFailureCode = 'deposit_purchase_checkout_failure';

export interface DepositRequest {
  amount: number;
  checkout?: boolean;
  customerId: string;
  strongCustomerAuthentication?: ThreeDSecureBrowserInfo;
  customerFundId?: string;
  depositMethodCode?: DepositMethodCode;
  deviceData?: string;
  /** A card gateway or a digital-wallet gateway key. */
  gatewayKey?: string;
  metadata?: Record<string, unknown>;
  csc?: string;
}

export interface Deposit {
  id: string;
  status: string;
  amount: Money;
  depositMethodCode?: DepositMethodCode;
  createdAt?: string;
  /** Present when the gateway asks for a 3-D Secure challenge. */
  challenge?: { url: string; windowSize?: ChallengeWindowSize; data?: Record<string, string> };
}

/** Payment step order at checkout; at most 6 items. */
export const paymentStepOrder = {
  login_register: 1,
  login: 2,
  register: 2,
  '2fa': 2,
  select_payment: 3,
} as const;
export type PaymentStep = keyof typeof paymentStepOrder;

export interface Transaction {
  id: string;
  type: string;
  description: string;
  amount: Money;
  createdAt: string;
}
