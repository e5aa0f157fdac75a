import { type FastifyRequest } from 'fastify';
import { type Kysely } from 'kysely';
import { type CustomerOverviewWire } from 'shared-kernel/wire/customer';
import { type MembershipEntryWire } from 'shared-kernel/wire/membership';
import { type LoginResultWire } from 'shared-kernel/wire/auth';
import { type CustomerVerificationWire } from 'shared-kernel/wire/verification';
import { type Database } from '../../database/schema';
import { audMoney } from '../../http/money';
import { type SessionTokens } from '../auth/service';
import { favouriteNumbersToWire } from './favourite-numbers';
import { type CustomerRecord, CustomerRepository } from './repository';

/** The wallet as the ledger holds it: balance is the cash wallet; available funds add promo credit. */
export interface CustomerWallet {
  balanceCents: number;
  availableFundsCents: number;
}

/**
 * The customer overview on the wire (product.md §3 Customer). The wallet comes from the ledger
 * (`LedgerQueries.walletOf`); without one it shows as empty.
 */
export function customerToWire(
  customer: CustomerRecord,
  options: {
    isNewSignup?: boolean;
    wallet?: CustomerWallet;
    /** The verification methods (`customerVerificationOf` of the verification module). */
    verification?: CustomerVerificationWire;
    /** During a break or self-exclusion no marketing is sent, whatever the customer chose. */
    onPlayBreak?: boolean;
    /** The customer's membership programmes (rewards module, `membershipToWire`). */
    membershipPrograms?: MembershipEntryWire[];
  } = {},
): CustomerOverviewWire {
  return {
    customer_id: customer.customerId,
    customer_token: customer.customerToken,
    firstname: customer.firstname,
    lastname: customer.lastname,
    email: customer.email,
    phone_number: customer.phoneNumber,
    date_of_birth: customer.dateOfBirth,
    state: customer.state,
    pricing_id: customer.pricingId,
    segment_name: customer.segmentName,
    branding_region: customer.state,
    balance: audMoney(options.wallet?.balanceCents ?? 0),
    available_funds: audMoney(options.wallet?.availableFundsCents ?? 0),
    is_authenticated: true,
    is_new_signup: options.isNewSignup ?? false,
    is_verified: customer.isVerified,
    force_password_change: customer.forcePasswordChange,
    account_upgrade: customer.accountUpgrade,
    migration_status: customer.migrationStatus,
    country_banned: false,
    country_banned_confirmation_required: customer.countryBannedConfirmationRequired,
    address_confirmation_required: customer.addressConfirmationRequired,
    email_address_confirmation_required: customer.pendingEmail !== null,
    tfa_prompt_required: customer.tfaPromptRequired,
    is_subscribed_to_marketing_email: customer.emailOptIn && !options.onPlayBreak,
    favourite_numbers: favouriteNumbersToWire(customer.favouriteNumbers),
    experiment_groups: [],
    ...(options.verification ? { verification: options.verification } : {}),
    ...(options.membershipPrograms ? { membership_programs: options.membershipPrograms } : {}),
  };
}

export function loginResultToWire(
  customer: CustomerRecord,
  tokens: SessionTokens,
  options: {
    isNewSignup?: boolean;
    fingerprint?: string | undefined;
    wallet?: CustomerWallet;
  } = {},
): LoginResultWire {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    device_uuid: tokens.deviceUuid,
    fingerprint: options.fingerprint ?? null,
    customer: customerToWire(customer, options),
  };
}

/** The capability segment of the request's signed-in customer; null when anonymous. */
export async function segmentNameOf(
  database: Kysely<Database>,
  request: FastifyRequest,
): Promise<string | null> {
  if (!request.customer) return null;
  const customer = await new CustomerRepository(database).findById(request.customer.customerId);
  return customer?.segmentName ?? null;
}
