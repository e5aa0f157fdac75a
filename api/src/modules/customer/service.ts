import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { australianStates } from 'shared-kernel/contract/customer';
import {
  dateOfBirthFrom,
  email as emailRule,
  isUtmValue,
  minimumAge,
  minimumAgeDefault,
  phone,
  postCode,
  required,
  terms,
  type ValidationRule,
} from 'shared-kernel/contract/validation';
import { ApiError } from '../../http/envelope';
import { hashPassword, passwordProblem } from '../auth/passwords';
import { randomToken } from '../auth/secrets';
import { type CustomerRecord, type CustomerRepository, type MigrationStatus } from './repository';

export const customerMessages = {
  emailTaken: 'An account with this email address already exists. Please log in instead.',
  state: 'Please choose a state or territory',
  country: 'Please choose a country',
  signupInvalid: 'Please check the highlighted fields.',
  migrationIneligible: 'This account cannot be migrated.',
} as const;

/** How long a migration takes before it reports done. */
export const migrationDurationMs = 2_000;

export interface SignupInput {
  email?: string | undefined;
  password?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  dateOfBirth?: string | undefined;
  phoneNumber?: string | undefined;
  address?: string | undefined;
  suburb?: string | undefined;
  postcode?: string | undefined;
  state?: string | undefined;
  country?: string | undefined;
  acceptTerms?: boolean | undefined;
  emailOptIn?: boolean | undefined;
  attribution?: Record<string, string | undefined> | undefined;
  platform?: string | undefined;
  favouriteNumbers?: Record<string, number[][]> | undefined;
}

type SignupField =
  | 'email'
  | 'password'
  | 'first_name'
  | 'last_name'
  | 'date_of_birth'
  | 'phone_number'
  | 'address'
  | 'suburb'
  | 'postcode'
  | 'state'
  | 'country'
  | 'accept_terms';

const utmKeys = ['source', 'medium', 'term', 'content', 'campaign'] as const;

/** Registration, the customer overview's record, closing and migration. */
export class CustomerService {
  constructor(
    private readonly repository: CustomerRepository,
    private readonly now: () => Date,
  ) {}

  private fieldErrorsOf(input: SignupInput): Record<string, string[]> {
    const sydneyToday = () => DateTime.fromJSDate(this.now()).setZone('Australia/Sydney');
    const checks: Array<[SignupField, unknown, ValidationRule[]]> = [
      ['email', input.email, [required(), emailRule()]],
      ['password', input.password, [required()]],
      ['first_name', input.firstName?.trim(), [required()]],
      ['last_name', input.lastName?.trim(), [required()]],
      [
        'date_of_birth',
        input.dateOfBirth,
        [required(), minimumAge({ years: minimumAgeDefault, now: sydneyToday })],
      ],
      ['phone_number', input.phoneNumber, [required(), phone()]],
      ['address', input.address?.trim(), [required()]],
      ['suburb', input.suburb?.trim(), [required()]],
      ['postcode', input.postcode, [required(), postCode()]],
      ['state', input.state, [required()]],
      ['country', input.country, [required()]],
      ['accept_terms', input.acceptTerms, [terms()]],
    ];
    const errors: Record<string, string[]> = {};
    for (const [field, value, rules] of checks) {
      for (const rule of rules) {
        const message = rule(value, input);
        if (message) {
          errors[field] = [message];
          break;
        }
      }
    }
    if (!errors.password && input.password) {
      const problem = passwordProblem(input.password);
      if (problem) errors.password = [problem];
    }
    if (!errors.state && !(australianStates as readonly string[]).includes(input.state ?? '')) {
      errors.state = [customerMessages.state];
    }
    if (!errors.country && !/^[A-Za-z]{2}$/.test(input.country ?? '')) {
      errors.country = [customerMessages.country];
    }
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
