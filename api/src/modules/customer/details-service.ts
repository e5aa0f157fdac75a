import { type Kysely } from 'kysely';
import { dateOfBirthFrom } from 'shared-kernel/contract/validation';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { type OutboxService } from '../outbox/service';
import { type ChangeActor, changedFields, CustomerChanges } from './changes';
import { customerFieldErrors, type CustomerField, fieldErrorsNamed } from './field-rules';
import { ConfirmationLinks } from './confirmation-links';
import { detailsMessages } from './details-messages';
import { type CustomerRecord, CustomerRepository, normaliseEmail } from './repository';
import { currentTermsVersion, customerMessages } from './service';

/** The names the details call uses for the customer's fields (api.md §7.4). */
export const detailsFieldNames: Record<CustomerField, string> = {
  email: 'email',
  firstName: 'firstname',
  lastName: 'lastname',
  dateOfBirth: 'date_of_birth',
  phoneNumber: 'phone_number',
  address: 'address',
  suburb: 'suburb',
  postcode: 'postcode',
  state: 'state',
  country: 'country',
};

export interface DetailsInput {
  firstname?: string | undefined;
  lastname?: string | undefined;
  dateOfBirth?: string | undefined;
  phoneNumber?: string | undefined;
  address?: string | undefined;
  suburb?: string | undefined;
  postcode?: string | undefined;
  state?: string | undefined;
  country?: string | undefined;
  email?: string | undefined;
}

const addressFields = ['address', 'suburb', 'postcode', 'state', 'country'] as const;

/** The required fields (wire names) the customer's record is missing: an upgrade completes them. */
export function missingFieldsOf(customer: CustomerRecord, now: () => Date): string[] {
  const errors = customerFieldErrors(fieldsOf(customer), now);
  return Object.keys(fieldErrorsNamed(errors, detailsFieldNames));
}

function fieldsOf(customer: CustomerRecord) {
  return {
    email: customer.email,
    firstName: customer.firstname,
    lastName: customer.lastname,
    dateOfBirth: customer.dateOfBirth,
    phoneNumber: customer.phoneNumber,
    address: customer.address,
    suburb: customer.suburb,
    postcode: customer.postcode,
    state: customer.state,
    country: customer.country,
  };
}

/**
 * The customer's own details (product.md §2 my-details, upgrade-account, confirm-address): changes
 * checked with the signup rules, a new email confirmed by an emailed link, the address confirmed,
 * the current terms accepted. Every change is recorded with who made it.
 */
export class AccountDetailsService {
  /** The emailed links that confirm a new email address or the address on file. */
  readonly links: ConfirmationLinks;

  constructor(
    private readonly database: Kysely<Database>,
    outbox: OutboxService,
    publicUrl: string,
    private readonly now: () => Date,
  ) {
    this.links = new ConfirmationLinks(database, outbox, publicUrl, now, (customerId) =>
      this.customer(customerId),
    );
  }

  async customer(customerId: string): Promise<CustomerRecord> {
    const customer = await new CustomerRepository(this.database).findById(customerId);
    if (!customer || customer.status !== 'active') {
      throw new ApiError(401, 'unauthorized', detailsMessages.signInToConfirm);
    }
    return customer;
  }

  isTermsAccepted(customer: CustomerRecord): boolean {
    return customer.termsVersion === currentTermsVersion;
  }

  /** POST /v2/customer/details: all or nothing; 422 with per-field messages. */
  async update(customerId: string, input: DetailsInput, actor: ChangeActor): Promise<void> {
    const customer = await this.customer(customerId);
    const trimmed = (value: string | undefined) => value?.trim();
    const merged = {
      ...fieldsOf(customer),
      ...definedOf({
        email: trimmed(input.email),
        firstName: trimmed(input.firstname),
        lastName: trimmed(input.lastname),
        dateOfBirth: trimmed(input.dateOfBirth),
        phoneNumber: trimmed(input.phoneNumber),
        address: trimmed(input.address),
        suburb: trimmed(input.suburb),
        postcode: trimmed(input.postcode),
        state: trimmed(input.state),
        country: trimmed(input.country)?.toUpperCase(),
      }),
    };
    const errors = fieldErrorsNamed(customerFieldErrors(merged, this.now), detailsFieldNames);
    const dateOfBirth = dateOfBirthFrom(merged.dateOfBirth)?.toISODate() ?? merged.dateOfBirth;
    if (customer.isVerified && dateOfBirth !== customer.dateOfBirth) {
      errors.date_of_birth = [detailsMessages.dateOfBirthLocked];
    }
    const newEmail =
      normaliseEmail(merged.email) === customer.email ? null : normaliseEmail(merged.email);
    const repository = new CustomerRepository(this.database);
    if (!errors.email && newEmail && (await repository.existsWithEmail(newEmail))) {
      errors.email = [customerMessages.emailTaken];
    }
    if (Object.keys(errors).length > 0) {
      throw new ApiError(422, 'validation_failed', detailsMessages.invalid, errors);
    }
    const details = {
      firstname: merged.firstName,
      lastname: merged.lastName,
      dateOfBirth,
      phoneNumber: merged.phoneNumber,
      address: merged.address,
      suburb: merged.suburb,
      postcode: merged.postcode,
      state: merged.state,
      country: merged.country,
    };
    const changes = changedFields<Record<string, unknown>>({ ...customer }, details);
    const addressChanged = addressFields.some((field) => field in changes);
    const upgradeDone =
      customer.accountUpgrade &&
      this.isTermsAccepted(customer) &&
      missingFieldsOf({ ...customer, ...details }, this.now).length === 0;
    await this.database.transaction().execute(async (transaction) => {
      await new CustomerRepository(transaction).update(customerId, {
        ...details,
        ...(addressChanged ? { addressConfirmationRequired: true } : {}),
        ...(newEmail ? { pendingEmail: newEmail } : {}),
        ...(upgradeDone ? { accountUpgrade: false } : {}),
      });
      const log = new CustomerChanges(transaction);
      if (Object.keys(changes).length > 0) {
        await log.record(customerId, { kind: 'details', actor, changes });
      }
      if (newEmail && newEmail !== customer.pendingEmail) {
        await log.record(customerId, {
          kind: 'email',
          actor,
          changes: { pending_email: { from: customer.pendingEmail, to: newEmail } },
        });
      }
    });
    if (newEmail && newEmail !== customer.pendingEmail) {
      await this.links.sendEmailConfirmation({ ...customer, pendingEmail: newEmail });
    }
    if (addressChanged) await this.links.sendAddressConfirmation({ ...customer, ...details });
  }

  /**
   * POST /v2/customer/terms-and-conditions (or `/location` for the banned-country terms): stores
   * which terms and when; an upgrade whose details are complete is then done.
   */
  async acceptTerms(customerId: string, which: 'current' | 'location'): Promise<CustomerRecord> {
    const customer = await this.customer(customerId);
    const at = this.now();
    await this.database.transaction().execute(async (transaction) => {
      if (which === 'location') {
        await new CustomerRepository(transaction).update(customerId, {
          countryBannedConfirmationRequired: false,
          locationTermsAcceptedAt: at,
        });
      } else {
        const upgradeDone =
          customer.accountUpgrade && missingFieldsOf(customer, this.now).length === 0;
        await new CustomerRepository(transaction).update(customerId, {
          termsVersion: currentTermsVersion,
          termsAcceptedAt: at,
          ...(upgradeDone ? { accountUpgrade: false } : {}),
        });
      }
      await new CustomerChanges(transaction).record(customerId, {
        kind: 'terms',
        actor: { kind: 'customer' },
        changes:
          which === 'location'
            ? { location_terms_accepted_at: at.toISOString() }
            : { terms_version: { from: customer.termsVersion, to: currentTermsVersion } },
      });
    });
    return this.customer(customerId);
  }
}

function definedOf<Value extends Record<string, string | undefined>>(
  value: Value,
): Partial<Record<keyof Value, string>> {
  const defined: Partial<Record<keyof Value, string>> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) defined[key as keyof Value] = item;
  }
  return defined;
}
