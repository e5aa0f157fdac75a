import { type Kysely } from 'kysely';
import { dateOfBirthFrom } from 'shared-kernel/contract/validation';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { AuthRepository } from '../auth/repository';
import { randomToken, tokenHash } from '../auth/secrets';
import { type OutboxService } from '../outbox/service';
import { type ChangeActor, changedFields, CustomerChanges } from './changes';
import { customerFieldErrors, type CustomerField, fieldErrorsNamed } from './field-rules';
import { type CustomerRecord, CustomerRepository, normaliseEmail } from './repository';
import { currentTermsVersion, customerMessages } from './service';

/** How long an emailed confirmation link works. */
export const confirmationLinkLifetimeMs = 24 * 60 * 60 * 1000;

export const detailsMessages = {
  invalid: 'Please check the highlighted fields.',
  dateOfBirthLocked: 'Your date of birth cannot be changed once your account is verified.',
  emailLinkInvalid: 'Email link no longer valid',
  noPendingEmail: 'There is no new email address waiting for confirmation.',
  signInToConfirm: 'Please log in to continue.',
} as const;

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

const emailLinkInvalid = () =>
  new ApiError(422, 'email_link_invalid', detailsMessages.emailLinkInvalid);

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
  constructor(
    private readonly database: Kysely<Database>,
    private readonly outbox: OutboxService,
    private readonly publicUrl: string,
    private readonly now: () => Date,
  ) {}

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
      await this.sendEmailConfirmation({ ...customer, pendingEmail: newEmail });
    }
    if (addressChanged) await this.sendAddressConfirmation({ ...customer, ...details });
  }

  /** Sends the pending email's confirmation link again. */
  async resendEmailConfirmation(customerId: string): Promise<void> {
    const customer = await this.customer(customerId);
    if (!customer.pendingEmail) {
      throw new ApiError(422, 'no_pending_email', detailsMessages.noPendingEmail);
    }
    await this.sendEmailConfirmation(customer);
  }

  private async issueToken(
    customerId: string,
    kind: 'confirm_email' | 'confirm_address',
    payload: Record<string, string>,
  ): Promise<string> {
    const token = randomToken();
    await new AuthRepository(this.database).insertOneTimeToken({
      tokenHash: tokenHash(token),
      kind,
      customerId,
      expiresAt: new Date(this.now().getTime() + confirmationLinkLifetimeMs),
      payload,
    });
    return token;
  }

  private async sendEmailConfirmation(customer: CustomerRecord): Promise<void> {
    const email = customer.pendingEmail ?? '';
    const token = await this.issueToken(customer.customerId, 'confirm_email', { email });
    const link = `${this.publicUrl}/my-account/confirm-email/${encodeURIComponent(token)}`;
    await this.outbox.send({
      recipient: email,
      subject: 'Confirm your new Lotto Shop email address',
      textBody: `Hello ${customer.firstname},\n\nTo use this address to log in from now on, open this link within 24 hours:\n${link}\n\nIf you did not ask for this, you can ignore this email.`,
    });
    await this.outbox.send({
      recipient: customer.email,
      subject: 'Your Lotto Shop email address is changing',
      textBody: `Hello ${customer.firstname},\n\nSomeone asked to change the email address of your account to ${email}. It changes once the link we sent there is opened.\n\nIf this was not you, please contact support.`,
    });
  }

  private async sendAddressConfirmation(customer: CustomerRecord): Promise<void> {
    const token = await this.issueToken(customer.customerId, 'confirm_address', {});
    const link = `${this.publicUrl}/my-account/confirm-address/${encodeURIComponent(token)}`;
    await this.outbox.send({
      recipient: customer.email,
      subject: 'Please confirm your Lotto Shop address',
      textBody: `Hello ${customer.firstname},\n\nPlease confirm that your address is:\n${customer.address}, ${customer.suburb} ${customer.state} ${customer.postcode}\n\nOpen this link within 24 hours to confirm it:\n${link}`,
    });
  }

  /** PATCH /v2/customer/confirm-email-address: the link works once, within 24 hours. */
  async confirmEmail(token: string): Promise<CustomerRecord> {
    const used = await new AuthRepository(this.database).useOneTimeTokenWithPayload(
      tokenHash(token),
      'confirm_email',
      this.now(),
    );
    if (!('customerId' in used)) throw emailLinkInvalid();
    const customer = await this.customer(used.customerId);
    const email = used.payload.email ?? '';
    if (!email || customer.pendingEmail !== email) throw emailLinkInvalid();
    await this.database.transaction().execute(async (transaction) => {
      const confirmed = await new CustomerRepository(transaction).confirmPendingEmail(
        customer.customerId,
        email,
      );
      if (!confirmed) {
        throw new ApiError(422, 'validation_failed', customerMessages.emailTaken, {
          email: [customerMessages.emailTaken],
        });
      }
      await new CustomerChanges(transaction).record(customer.customerId, {
        kind: 'email',
        actor: { kind: 'customer' },
        changes: { email: { from: customer.email, to: email } },
      });
    });
    return this.customer(customer.customerId);
  }

  /**
   * PATCH /v2/customer/confirm-address: an emailed token confirms its customer's address (signed
   * in or not); without one, the signed-in customer confirms the address on file.
   */
  async confirmAddress(input: {
    token?: string | undefined;
    customerId: string | null;
  }): Promise<CustomerRecord> {
    let customerId = input.customerId;
    if (input.token) {
      const used = await new AuthRepository(this.database).useOneTimeTokenWithPayload(
        tokenHash(input.token),
        'confirm_address',
        this.now(),
      );
      if (!('customerId' in used)) throw emailLinkInvalid();
      customerId = used.customerId;
    }
    if (!customerId) throw new ApiError(401, 'unauthorized', detailsMessages.signInToConfirm);
    const customer = await this.customer(customerId);
    await this.database.transaction().execute(async (transaction) => {
      await new CustomerRepository(transaction).update(customer.customerId, {
        addressConfirmationRequired: false,
      });
      await new CustomerChanges(transaction).record(customer.customerId, {
        kind: 'address',
        actor: { kind: 'customer' },
        changes: {
          address_confirmed: {
            address: customer.address,
            suburb: customer.suburb,
            postcode: customer.postcode,
            state: customer.state,
            country: customer.country,
          },
        },
      });
    });
    return this.customer(customer.customerId);
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
