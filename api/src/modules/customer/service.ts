import { randomUUID } from 'node:crypto';
import { dateOfBirthFrom, isUtmValue, required, terms } from 'shared-kernel/contract/validation';
import { ApiError } from '../../http/envelope';
import { hashPassword, passwordProblem } from '../auth/passwords';
import { randomToken } from '../auth/secrets';
import {
  customerFieldErrors,
  customerFieldMessages,
  fieldErrorsNamed,
  type CustomerFieldsInput,
} from './field-rules';
import { type CustomerRecord, type CustomerRepository, type MigrationStatus } from './repository';

export const customerMessages = {
  emailTaken: 'An account with this email address already exists. Please log in instead.',
  ...customerFieldMessages,
  signupInvalid: 'Please check the highlighted fields.',
  migrationIneligible: 'This account cannot be migrated.',
} as const;

/** The terms and conditions in force; accepting them stores this version and when. */
export const currentTermsVersion = '2025-01';

/** How long a migration takes before it reports done. */
export const migrationDurationMs = 2_000;

export interface SignupInput extends CustomerFieldsInput {
  password?: string | undefined;
  acceptTerms?: boolean | undefined;
  emailOptIn?: boolean | undefined;
  attribution?: Record<string, string | undefined> | undefined;
  platform?: string | undefined;
  favouriteNumbers?: Record<string, number[][]> | undefined;
}

/** The names signup uses for the customer's fields (api.md §7.3). */
const signupFieldNames = {
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  dateOfBirth: 'date_of_birth',
  phoneNumber: 'phone_number',
  address: 'address',
  suburb: 'suburb',
  postcode: 'postcode',
  state: 'state',
  country: 'country',
} as const;

const utmKeys = ['source', 'medium', 'term', 'content', 'campaign'] as const;

/** Registration, the customer overview's record, closing and migration. */
export class CustomerService {
  constructor(
    private readonly repository: CustomerRepository,
    private readonly now: () => Date,
  ) {}

  private fieldErrorsOf(input: SignupInput): Record<string, string[]> {
    const errors = fieldErrorsNamed(customerFieldErrors(input, this.now), signupFieldNames);
    const password = required()(input.password, input) ?? passwordProblem(input.password ?? '');
    if (password) errors.password = [password];
    const acceptTerms = terms()(input.acceptTerms, input);
    if (acceptTerms) errors.accept_terms = [acceptTerms];
    return errors;
  }

  /** Validates and stores a new customer; 422 with per-field messages when anything is wrong. */
  async signup(input: SignupInput): Promise<CustomerRecord> {
    const fieldErrors = this.fieldErrorsOf(input);
    if (Object.keys(fieldErrors).length > 0) {
      throw new ApiError(422, 'validation_failed', customerMessages.signupInvalid, fieldErrors);
    }
    const attribution: Record<string, string> = {};
    for (const key of utmKeys) {
      const value = input.attribution?.[key]?.trim();
      if (value && isUtmValue(value)) attribution[key] = value;
    }
    const customerId = randomUUID();
    const dateOfBirth = dateOfBirthFrom(input.dateOfBirth)?.toISODate() ?? '';
    const inserted = await this.repository.insert({
      customerId,
      email: input.email ?? '',
      passwordHash: await hashPassword(input.password ?? ''),
      customerToken: randomToken(),
      firstname: input.firstName?.trim() ?? '',
      lastname: input.lastName?.trim() ?? '',
      dateOfBirth,
      phoneNumber: input.phoneNumber?.trim() ?? '',
      address: input.address?.trim() ?? '',
      suburb: input.suburb?.trim() ?? '',
      postcode: input.postcode?.trim() ?? '',
      state: input.state ?? '',
      country: (input.country ?? '').toUpperCase(),
      emailOptIn: input.emailOptIn ?? false,
      termsAcceptedAt: this.now(),
      termsVersion: currentTermsVersion,
      attribution,
      signupPlatform: input.platform === 'Web' || !input.platform ? 'Web' : input.platform,
      favouriteNumbers: input.favouriteNumbers ?? {},
    });
    if (!inserted) {
      throw new ApiError(422, 'validation_failed', customerMessages.emailTaken, {
        email: [customerMessages.emailTaken],
      });
    }
    const customer = await this.repository.findById(customerId);
    if (!customer) throw new Error('The new customer could not be read back');
    return customer;
  }

  async isEmailAvailable(email: string): Promise<boolean> {
    return !(await this.repository.existsWithEmail(email));
  }

  /** The active customer, or 401 (a closed account has no session). */
  async activeCustomer(customerId: string): Promise<CustomerRecord> {
    const customer = await this.repository.findById(customerId);
    if (!customer || customer.status !== 'active') {
      throw new ApiError(401, 'unauthorized', 'Please log in to continue.');
    }
    return customer;
  }

  async acknowledgeTwoFactorPrompt(customerId: string): Promise<void> {
    await this.repository.updateTfaPromptRequired(customerId, false);
  }

  /**
   * POST /v2/migration/migrate: starts the migration of an eligible customer; it reports
   * in_progress until it has run its course, then migrated.
   */
  async migrate(customerId: string): Promise<MigrationStatus> {
    const customer = await this.activeCustomer(customerId);
    const now = this.now();
    if (
      customer.migrationStatus === 'eligible_soft' ||
      customer.migrationStatus === 'eligible_hard'
    ) {
      await this.repository.startMigration(customerId, now);
      return 'in_progress';
    }
    if (customer.migrationStatus === 'in_progress') {
      const startedAt = customer.migrationStartedAt?.getTime() ?? 0;
      if (now.getTime() - startedAt < migrationDurationMs) return 'in_progress';
      await this.repository.completeMigration(customerId);
      return 'migrated';
    }
    if (customer.migrationStatus === 'migrated') return 'migrated';
    throw new ApiError(422, 'migration_ineligible', customerMessages.migrationIneligible);
  }
}
