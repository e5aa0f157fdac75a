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
