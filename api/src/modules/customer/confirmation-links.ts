import { type Kysely } from 'kysely';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { AuthRepository } from '../auth/repository';
import { emailLinkInvalid } from '../auth/service';
import { randomToken, tokenHash } from '../auth/secrets';
import { type OutboxService } from '../outbox/service';
import { CustomerChanges } from './changes';
import { detailsMessages } from './details-messages';
import { type CustomerRecord, CustomerRepository } from './repository';
import { customerMessages } from './service';

/** How long an emailed confirmation link works. */
export const confirmationLinkLifetimeMs = 24 * 60 * 60 * 1000;

/**
 * The emailed links of the account: a new email address becomes the login email once its link is
 * opened; the address on file is confirmed by its link (or by the signed-in customer). Each link
 * works once, within 24 hours.
 */
export class ConfirmationLinks {
  constructor(
    private readonly database: Kysely<Database>,
    private readonly outbox: OutboxService,
    private readonly publicUrl: string,
    private readonly now: () => Date,
    /** The active customer, or 401. */
    private readonly customerOf: (customerId: string) => Promise<CustomerRecord>,
  ) {}

  /** Sends the pending email's confirmation link again. */
  async resendEmailConfirmation(customerId: string): Promise<void> {
    const customer = await this.customerOf(customerId);
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

  async sendEmailConfirmation(customer: CustomerRecord): Promise<void> {
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

  async sendAddressConfirmation(customer: CustomerRecord): Promise<void> {
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
    const customer = await this.customerOf(used.customerId);
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
    return this.customerOf(customer.customerId);
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
    const customer = await this.customerOf(customerId);
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
    return this.customerOf(customer.customerId);
  }
}
