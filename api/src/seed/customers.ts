import { randomUUID } from 'node:crypto';
import { type Transaction } from 'kysely';
import { jsonb } from '../database/json';
import { type Database } from '../database/schema';
import { randomToken } from '../modules/auth/secrets';

/** Password of every demo customer (README "Demo customers"). */
export const demoCustomerPassword = 'Demo-Password-1';
/** Its scrypt hash, computed once so that seeding stays fast (`hashPassword(demoCustomerPassword)`). */
const demoCustomerPasswordHash =
  'scrypt$16384$8$1$DVUIgERWTvmuFkgBcVNobA==$qB6mWlFiVlc4KZ6BNQJ6Sz7/KgkHhRTL4AM6iF2c4SSJTdcJi3/kj9VqWL6BzslRuJLNTQecNtMgiErbXyzQjQ==';
/** TOTP secret (base32) of the two-factor demo customer; add it to any authenticator app. */
export const demoTwoFactorSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const demoCustomers = [
  // In the vip segment: the notifications bell, placements and the pre-cart's recommended draws.
  { email: 'demo@lottoshop.test', firstname: 'Dana', lastname: 'Demo', segmentName: 'vip' },
  { email: 'twofactor@lottoshop.test', firstname: 'Tom', lastname: 'Twofactor', twoFactor: true },
  {
    email: 'changeme@lottoshop.test',
    firstname: 'Chris',
    lastname: 'Change',
    forcePasswordChange: true,
  },
  {
    email: 'migrate@lottoshop.test',
    firstname: 'Mia',
    lastname: 'Migrate',
    migrationStatus: 'eligible_soft',
  },
  { email: 'limited@lottoshop.test', firstname: 'Lee', lastname: 'Limited' },
  // Signed up more than 72 hours ago and never verified: the cart is blocked until they verify.
  {
    email: 'unverified@lottoshop.test',
    firstname: 'Uma',
    lastname: 'Unverified',
    unverifiedSinceDays: 4,
  },
  // An account from the older site: no phone number, older terms; held on upgrade-account.
  {
    email: 'upgrade@lottoshop.test',
    firstname: 'Ursula',
    lastname: 'Upgrade',
    accountUpgrade: true,
  },
  // Flagged by support: asked to confirm the address on file.
  {
    email: 'address@lottoshop.test',
    firstname: 'Adam',
    lastname: 'Address',
    addressConfirmationRequired: true,
  },
] as const;

/** The demo customers, with their two-factor settings, unless their emails exist. */
export async function seedDemoCustomers(
  transaction: Transaction<Database>,
  now: Date,
): Promise<void> {
  for (const demo of demoCustomers) {
    const customerId = randomUUID();
    const inserted = await transaction
      .insertInto('customers')
      .values({
        id: customerId,
        email: demo.email,
        password_hash: demoCustomerPasswordHash,
        customer_token: randomToken(),
        firstname: demo.firstname,
        lastname: demo.lastname,
        date_of_birth: '1985-06-15',
        phone_number: 'accountUpgrade' in demo ? '' : '0412 345 678',
        address: '1 George Street',
        suburb: 'Sydney',
        postcode: '2000',
        state: 'NSW',
        country: 'AU',
        email_opt_in: false,
        terms_accepted_at: now,
        attribution: jsonb({}),
        favourite_numbers: jsonb({}),
        is_verified: !('unverifiedSinceDays' in demo),
        ...('unverifiedSinceDays' in demo
          ? { created_at: new Date(now.getTime() - demo.unverifiedSinceDays * 24 * 60 * 60 * 1000) }
          : {}),
        tfa_prompt_required: false,
        force_password_change: 'forcePasswordChange' in demo,
        migration_status: 'migrationStatus' in demo ? demo.migrationStatus : 'ineligible',
        account_upgrade: 'accountUpgrade' in demo,
        address_confirmation_required: 'addressConfirmationRequired' in demo,
        ...('segmentName' in demo ? { segment_name: demo.segmentName } : {}),
        terms_version: 'accountUpgrade' in demo ? null : '2025-01',
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted && 'twoFactor' in demo) {
      await transaction
        .insertInto('two_factor_settings')
        .values({
          customer_id: customerId,
          method: 'authenticator',
          enabled_at: now,
          authenticator_secret: demoTwoFactorSecret,
        })
        .execute();
    }
  }
}
