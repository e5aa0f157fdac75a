import { type Kysely, type Selectable } from 'kysely';
import { jsonb } from '../../database/json';
import { type CustomersTable } from '../../database/identity-schema';
import { type Database } from '../../database/schema';

export type MigrationStatus =
  'ineligible' | 'eligible_soft' | 'eligible_hard' | 'in_progress' | 'migrated';

/** A customer as the services see it (never the password hash). */
export interface CustomerRecord {
  customerId: string;
  email: string;
  customerToken: string;
  firstname: string;
  lastname: string;
  dateOfBirth: string;
  phoneNumber: string;
  state: string;
  pricingId: string | null;
  segmentName: string;
  isVerified: boolean;
  forcePasswordChange: boolean;
  tfaPromptRequired: boolean;
  emailOptIn: boolean;
  migrationStatus: MigrationStatus;
  migrationStartedAt: Date | null;
  favouriteNumbers: Record<string, number[][]>;
  status: 'active' | 'closed';
  address: string;
  suburb: string;
  postcode: string;
  country: string;
  /** A new email address waiting for its confirmation link. */
  pendingEmail: string | null;
  addressConfirmationRequired: boolean;
  accountUpgrade: boolean;
  countryBannedConfirmationRequired: boolean;
  termsVersion: string | null;
  termsAcceptedAt: Date;
}

/** The columns the account pages change (details, flags, terms); left out, a column is kept. */
export interface CustomerUpdate {
  firstname?: string;
  lastname?: string;
  dateOfBirth?: string;
  phoneNumber?: string;
  address?: string;
  suburb?: string;
  postcode?: string;
  state?: string;
  country?: string;
  pendingEmail?: string | null;
  addressConfirmationRequired?: boolean;
  accountUpgrade?: boolean;
  countryBannedConfirmationRequired?: boolean;
  termsVersion?: string;
  termsAcceptedAt?: Date;
  locationTermsAcceptedAt?: Date;
  favouriteNumbers?: Record<string, number[][]>;
}

export interface NewCustomer {
  customerId: string;
  email: string;
  passwordHash: string;
  customerToken: string;
  firstname: string;
  lastname: string;
  dateOfBirth: string;
  phoneNumber: string;
  address: string;
  suburb: string;
  postcode: string;
  state: string;
  country: string;
  emailOptIn: boolean;
  termsAcceptedAt: Date;
  termsVersion?: string;
  attribution: Record<string, string>;
  signupPlatform: string;
  favouriteNumbers: Record<string, number[][]>;
  forcePasswordChange?: boolean;
  tfaPromptRequired?: boolean;
  migrationStatus?: MigrationStatus;
}

function toRecord(row: Selectable<CustomersTable>): CustomerRecord {
  return {
    customerId: row.id,
    email: row.email,
    customerToken: row.customer_token,
    firstname: row.firstname,
    lastname: row.lastname,
    dateOfBirth: row.date_of_birth,
    phoneNumber: row.phone_number,
    state: row.state,
    pricingId: row.pricing_id,
    segmentName: row.segment_name,
    isVerified: row.is_verified,
    forcePasswordChange: row.force_password_change,
    tfaPromptRequired: row.tfa_prompt_required,
    emailOptIn: row.email_opt_in,
    migrationStatus: row.migration_status as MigrationStatus,
    migrationStartedAt: row.migration_started_at,
    favouriteNumbers: row.favourite_numbers,
    status: row.status === 'closed' ? 'closed' : 'active',
    address: row.address,
    suburb: row.suburb,
    postcode: row.postcode,
    country: row.country,
    pendingEmail: row.pending_email,
    addressConfirmationRequired: row.address_confirmation_required,
    accountUpgrade: row.account_upgrade,
    countryBannedConfirmationRequired: row.country_banned_confirmation_required,
    termsVersion: row.terms_version,
    termsAcceptedAt: row.terms_accepted_at,
  };
}

/** Emails are compared case-insensitively: stored trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class CustomerRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async findById(customerId: string): Promise<CustomerRecord | null> {
    const row = await this.database
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', customerId)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** The customer and the stored password hash, for checking a password. */
  async findCredentialsByEmail(
    email: string,
  ): Promise<{ customer: CustomerRecord; passwordHash: string } | null> {
    const row = await this.database
      .selectFrom('customers')
      .selectAll()
      .where('email', '=', normaliseEmail(email))
      .executeTakeFirst();
    return row ? { customer: toRecord(row), passwordHash: row.password_hash } : null;
  }

  async findPasswordHashById(customerId: string): Promise<string | null> {
    const row = await this.database
      .selectFrom('customers')
      .select('password_hash')
      .where('id', '=', customerId)
      .executeTakeFirst();
    return row?.password_hash ?? null;
  }

  async existsWithEmail(email: string): Promise<boolean> {
    const row = await this.database
      .selectFrom('customers')
      .select('id')
      .where('email', '=', normaliseEmail(email))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Inserts the customer; false when the email is taken (also under concurrent signups). */
  async insert(customer: NewCustomer): Promise<boolean> {
    const inserted = await this.database
      .insertInto('customers')
      .values({
        id: customer.customerId,
        email: normaliseEmail(customer.email),
        password_hash: customer.passwordHash,
        customer_token: customer.customerToken,
        firstname: customer.firstname,
        lastname: customer.lastname,
        date_of_birth: customer.dateOfBirth,
        phone_number: customer.phoneNumber,
        address: customer.address,
        suburb: customer.suburb,
        postcode: customer.postcode,
        state: customer.state,
        country: customer.country,
        email_opt_in: customer.emailOptIn,
        terms_accepted_at: customer.termsAcceptedAt,
        terms_version: customer.termsVersion ?? null,
        attribution: jsonb(customer.attribution),
        signup_platform: customer.signupPlatform,
        favourite_numbers: jsonb(customer.favouriteNumbers),
        force_password_change: customer.forcePasswordChange ?? false,
        tfa_prompt_required: customer.tfaPromptRequired ?? true,
        migration_status: customer.migrationStatus ?? 'ineligible',
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async updatePassword(
    customerId: string,
    passwordHash: string,
    forcePasswordChange = false,
  ): Promise<void> {
    await this.database
      .updateTable('customers')
      .set({ password_hash: passwordHash, force_password_change: forcePasswordChange })
      .where('id', '=', customerId)
      .execute();
  }

  /** Changes the given columns of the customer. */
  async update(customerId: string, update: CustomerUpdate): Promise<void> {
    const { favouriteNumbers, ...columns } = update;
    const names: Record<keyof typeof columns, keyof CustomersTable> = {
      firstname: 'firstname',
      lastname: 'lastname',
      dateOfBirth: 'date_of_birth',
      phoneNumber: 'phone_number',
      address: 'address',
      suburb: 'suburb',
      postcode: 'postcode',
      state: 'state',
      country: 'country',
      pendingEmail: 'pending_email',
      addressConfirmationRequired: 'address_confirmation_required',
      accountUpgrade: 'account_upgrade',
      countryBannedConfirmationRequired: 'country_banned_confirmation_required',
      termsVersion: 'terms_version',
      termsAcceptedAt: 'terms_accepted_at',
      locationTermsAcceptedAt: 'location_terms_accepted_at',
    };
    const values: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(columns)) {
      if (value !== undefined) values[names[field as keyof typeof columns]] = value;
    }
    if (favouriteNumbers) values.favourite_numbers = jsonb(favouriteNumbers);
    if (Object.keys(values).length === 0) return;
    await this.database.updateTable('customers').set(values).where('id', '=', customerId).execute();
  }

  /**
   * Makes the pending email the login email, when it is still `email`; false when another account
   * took the address meanwhile (the unique index answers, also under concurrent confirmations).
   */
  async confirmPendingEmail(customerId: string, email: string): Promise<boolean> {
    const taken = await this.database
      .selectFrom('customers')
      .select('id')
      .where('email', '=', normaliseEmail(email))
      .where('id', '<>', customerId)
      .executeTakeFirst();
    if (taken) return false;
    try {
      await this.database
        .updateTable('customers')
        .set({ email: normaliseEmail(email), pending_email: null })
        .where('id', '=', customerId)
        .execute();
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === '23505') return false;
      throw error;
    }
  }

  async updateTfaPromptRequired(customerId: string, required: boolean): Promise<void> {
    await this.database
      .updateTable('customers')
      .set({ tfa_prompt_required: required })
      .where('id', '=', customerId)
      .execute();
  }

  async close(customerId: string, closedAt: Date): Promise<void> {
    await this.database
      .updateTable('customers')
      .set({ status: 'closed', closed_at: closedAt })
      .where('id', '=', customerId)
      .execute();
  }

  /** Moves an eligible customer to in_progress; returns the status afterwards. */
  async startMigration(customerId: string, now: Date): Promise<void> {
    await this.database
      .updateTable('customers')
      .set({ migration_status: 'in_progress', migration_started_at: now })
      .where('id', '=', customerId)
      .where('migration_status', 'in', ['eligible_soft', 'eligible_hard'])
      .execute();
  }

  async completeMigration(customerId: string): Promise<void> {
    await this.database
      .updateTable('customers')
      .set({ migration_status: 'migrated' })
      .where('id', '=', customerId)
      .where('migration_status', '=', 'in_progress')
      .execute();
  }
}
