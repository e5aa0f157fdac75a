import { type ColumnType, type Generated } from 'kysely';
import { type WithdrawalsTable } from './withdrawals-schema';

/**
 * Money tables (migrations 0005, 0007, 0008 and 0010): ledger, idempotency keys, checkouts, scheduled
 * purchases, limits, cards, deposits, the built-in test gateway and PayPal sandbox.
 */

/** jsonb: read as the parsed value, written as JSON text (see `jsonb()`). */
type Jsonb<Value> = ColumnType<Value, string | undefined, string>;
/** bigint: `pg` reads int8 as a string, PGlite as a number; repositories convert with Number(). */
type Int8 = ColumnType<string | number | bigint, number, number>;
type NullableInt8 = ColumnType<
  string | number | bigint | null,
  number | null | undefined,
  number | null
>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Optional<Value> = ColumnType<Value, Value | undefined, Value>;

export type LedgerAccountKind =
  | 'customer_cash'
  | 'customer_promo_credit'
  | 'operator_revenue'
  | 'gateway_clearing'
  | 'prizes_payable'
  | 'withdrawals_payable';

export type LedgerTransferKind =
  'deposit' | 'purchase' | 'promo_credit' | 'prize' | 'adjustment' | 'withdrawal' | 'refund';
export type LedgerTransferStatus = 'pending' | 'posted' | 'voided';

export interface LedgerAccountsTable {
  id: Generated<string>;
  customer_id: string | null;
  kind: LedgerAccountKind;
  balance_cents: ColumnType<string | number | bigint, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface LedgerTransfersTable {
  id: Generated<string>;
  customer_id: string | null;
  kind: LedgerTransferKind;
  status: LedgerTransferStatus;
  description: string;
  reference: string | null;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
}

export interface LedgerEntriesTable {
  id: Generated<Int8>;
  transfer_id: string;
  account_id: string;
  amount_cents: Int8;
}

export interface IdempotencyKeysTable {
  customer_id: string;
  key: string;
  request_hash: string;
  response_status: number | null;
  response_body: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface CheckoutsTable {
  id: string;
  customer_id: string;
  status: 'success' | 'failed';
  purchase_status: 'standard' | 'pre_order';
  subtotal_cents: Int8;
  discount_cents: Int8;
  total_cents: Int8;
  paid_from_promo_credit_cents: Int8;
  paid_from_cash_cents: Int8;
  promo_credit_added_cents: Int8;
  channel_key: string;
  partner_key: string | null;
  metadata: Jsonb<Record<string, unknown>>;
  transfer_id: string | null;
  created_at: Timestamp;
  /** What the customer quotes to support (migration 0012), unique. */
  order_reference: string;
}

export interface TicketsTable {
  id: Generated<string>;
  checkout_id: string;
  position: Optional<number>;
  customer_id: string;
  product_type: string;
  product_offer_key: string;
  game_type: string;
  game_offer: string;
  draw_id: string | null;
  description: string;
  quantity: number;
  price_cents: Int8;
  num_draws: number;
  num_weeks: number;
  num_games: number;
  games: Jsonb<Array<Record<string, number[]>>>;
  quickpick: boolean;
  cause_key: string | null;
  day: string | null;
  num_raffle_tickets: number | null;
  num_shares: number | null;
  has_favourite_numbers: boolean;
  recurring_purchase_type: string | null;
  recurring_purchase_enabled: boolean;
  purchase_status: 'standard' | 'pre_order';
  created_at: Timestamp;
  /** Migration 0008: set when a cancelled pre-order voids its unpaid ticket. */
  voided_at: NullableTimestamp;
}

/** Migration 0018: what a ticket won in one of its draws, once the draw engine scored it. */
export interface TicketResultsTable {
  ticket_id: string;
  draw_id: string;
  division: number | null;
  prize_cents: NullableInt8;
  scored_at: Timestamp;
}

export interface RecurringPurchasesTable {
  id: Generated<string>;
  customer_id: string;
  ticket_id: string;
  type: 'autoplay' | 'subscription';
  status: string;
  product_offer_key: string;
  description: string;
  price_cents: Int8;
  last_draw_no: number | null;
  last_attempt_status: 'purchased' | 'soft_failure' | 'hard_failure' | null;
  last_attempt_at: NullableTimestamp;
  created_at: Timestamp;
  /** Migration 0022: an autoplay skips draws whose jackpot is below this; null: every draw. */
  minimum_jackpot_cents: NullableInt8;
  /** Migration 0024: the end of a timed pause. */
  paused_until: NullableTimestamp;
  /** Migration 0024: a subscription's period and next purchase; null for an autoplay. */
  period: Optional<'monthly' | 'quarterly' | 'biannually' | 'annually' | null>;
  next_purchase_at: NullableTimestamp;
  /** Migration 0024: the ticket later draws buy; null: as the first ticket. */
  game_type: Optional<string | null>;
  game_offer: Optional<string | null>;
  games: ColumnType<
    Array<Record<string, number[]>> | null,
    string | null | undefined,
    string | null
  >;
  num_games: Optional<number | null>;
  quickpick: Optional<boolean | null>;
  cause_key: Optional<string | null>;
}

/**
 * Migration 0024, a column of `customers`: how recurring purchases pay when the wallet is short
 * (`card:{fundId}`); null is the wallet alone.
 */
export interface RecurringPurchaseMethodColumn {
  recurring_purchase_method_key: Optional<string | null>;
}

/** Migration 0024: what became of one draw of a recurring purchase (the latest attempt). */
export interface RecurringAttemptsTable {
  id: Generated<string>;
  recurring_purchase_id: string;
  draw_id: string | null;
  draw_no: number;
  outcome: 'purchased' | 'skipped' | 'soft_failure' | 'hard_failure';
  reason: string | null;
  attempted_at: Timestamp;
}

export interface PaymentResolutionsTable {
  id: Generated<string>;
  customer_id: string;
  /** One of these two is set (migration 0008 added scheduled purchases). */
  recurring_purchase_id: string | null;
  scheduled_purchase_id: Optional<string | null>;
  draw_no: number;
  description: string;
  amount_cents: Int8;
  reason: string;
  created_at: Timestamp;
  resolved_at: NullableTimestamp;
}

export type ScheduledPurchaseKind = 'scheduled_purchase' | 'pre_order';
export type ScheduledPurchaseStatus = 'scheduled_status_active' | 'scheduled_status_cancelled';

export interface ScheduledPurchasesTable {
  id: Generated<string>;
  customer_id: string;
  checkout_id: string;
  ticket_id: string;
  draw_id: string;
  kind: ScheduledPurchaseKind;
  status: ScheduledPurchaseStatus;
  description: string;
  price_cents: Int8;
  created_at: Timestamp;
  paid_at: NullableTimestamp;
  transfer_id: Optional<string | null>;
  cancelled_at: NullableTimestamp;
}

export interface SpendLimitsTable {
  id: Generated<string>;
  customer_id: string;
  period: string;
  amount_cents: Int8;
  pending_amount_cents: NullableInt8;
  pending_from: NullableTimestamp;
  created_at: Timestamp;
}

export type FundType = 'cc' | 'bank' | 'paypal';
/** api.md "Payment address types" of a bank account. */
export type BankAccountType = 'national' | 'international' | 'payid_email' | 'payid_phone';
export type BankAccountVerificationStatus =
  'Failed Verification' | 'Pending Verification' | 'Unverified' | 'Verified';

/** Every funding source of a customer: cards (cc), bank accounts (bank), PayPal accounts. */
export interface FundsTable {
  id: string;
  customer_id: string;
  type: FundType;
  /** Card gateway of a card, payment gateway of a PayPal account; null for a bank account. */
  gateway: string | null;
  token: string | null;
  brand: string | null;
  last4: string | null;
  expiry_month: number | null;
  expiry_year: number | null;
  /** The card holder's name (cards only). */
  name: string | null;
  is_default: Optional<boolean>;
  created_at: Timestamp;
  deleted_at: NullableTimestamp;
  bank_type: Optional<BankAccountType | null>;
  /** BSB (national) or SWIFT/BIC (international); null for PayID. */
  bank_code: Optional<string | null>;
  /** In full; masked on the wire. IBAN/account number, or the PayID email/phone. */
  account_number: Optional<string | null>;
  account_name: Optional<string | null>;
  verification_status: Optional<BankAccountVerificationStatus | null>;
  /** The verifier's reference while its answer is pending. */
  verification_reference: Optional<string | null>;
  paypal_email: Optional<string | null>;
}

export type DepositStatus =
  'pending' | 'challenge_required' | 'approval_required' | 'success' | 'failed';

export interface DepositsTable {
  id: string;
  customer_id: string;
  /** Null for a PayPal deposit (no saved card). */
  fund_id: string | null;
  amount_cents: Int8;
  status: DepositStatus;
  transfer_id: string;
  gateway: string;
  gateway_reference: string | null;
  challenge_url: string | null;
  challenge_window_size: string | null;
  notification_url: string | null;
  /** PayPal: the page the customer approves the payment on. */
  approval_url: Optional<string | null>;
  failure_message: string | null;
  purchase: ColumnType<unknown, string | null | undefined, string | null>;
  checkout_id: string | null;
  checkout_failure_message: string | null;
  created_at: Timestamp;
  settled_at: NullableTimestamp;
  /** Migration 0010: the 3-D Secure block the charge is sent with, the same on every retry. */
  strong_customer_authentication: ColumnType<unknown, string | null | undefined, string | null>;
  /** Migration 0010: no other recovery run settles the deposit before this time. */
  recovery_claimed_until: NullableTimestamp;
  /** Migration 0021: how the deposit is paid (cc, pl, ap, gp, bd, bp, td, dd). */
  deposit_method_code: Optional<string>;
  /** Migration 0021: a bank deposit's reference, quoted with the payment; unique. */
  reference: Optional<string | null>;
  /** Migration 0021: what a bank deposit's customer was told to do. */
  instructions: ColumnType<unknown, string | null | undefined, string | null>;
  /** Migration 0021: an Apple Pay or Google Pay deposit's payment token. */
  wallet_token: Optional<string | null>;
  /** Migration 0021: who settled a bank deposit ('bank_feed' or the operator's id). */
  settled_by: Optional<string | null>;
}

/** Migration 0010: a card form's session; its tokens belong to the customer it was made for. */
export interface TestGatewayTokenisationSessionsTable {
  secret: string;
  customer_reference: string;
  created_at: Timestamp;
}

export interface TestGatewayTokensTable {
  token: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  behaviour: string;
  created_at: Timestamp;
  /** Migration 0010: the customer whose card form made the token; null for seeded tokens. */
  customer_reference: Optional<string | null>;
}

export interface TestGatewayPaymentsTable {
  id: string;
  idempotency_key: string;
  token: string;
  amount_cents: Int8;
  status: 'succeeded' | 'declined' | 'challenge';
  decline_message: string | null;
  return_url: string | null;
  created_at: Timestamp;
  /** Migration 0010: the secret of the challenge page's address. */
  challenge_token: Optional<string | null>;
}

export interface PayPalSandboxOrdersTable {
  id: string;
  request_id: string;
  amount_cents: Int8;
  status: 'created' | 'approved' | 'cancelled' | 'captured';
  return_url: string;
  cancel_url: string;
  created_at: Timestamp;
  captured_at: NullableTimestamp;
  /** Migration 0010: the secret of the approval page's address. */
  approval_token: Optional<string | null>;
}

export interface PartnersTable {
  slug: string;
  key: string;
  name: string;
  channels: Jsonb<Array<{ channel_key: string }>>;
}

export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  checkouts: CheckoutsTable;
  tickets: TicketsTable;
  ticket_results: TicketResultsTable;
  recurring_purchases: RecurringPurchasesTable;
  recurring_attempts: RecurringAttemptsTable;
  payment_resolutions: PaymentResolutionsTable;
  scheduled_purchases: ScheduledPurchasesTable;
  spend_limits: SpendLimitsTable;
  funds: FundsTable;
  deposits: DepositsTable;
  test_gateway_tokenisation_sessions: TestGatewayTokenisationSessionsTable;
  test_gateway_tokens: TestGatewayTokensTable;
  test_gateway_payments: TestGatewayPaymentsTable;
  paypal_sandbox_orders: PayPalSandboxOrdersTable;
  partners: PartnersTable;
  withdrawals: WithdrawalsTable;
}
