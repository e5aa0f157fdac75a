import { type FastifyInstance } from 'fastify';
import { type Kysely } from 'kysely';
import {
  type CommunicationChannel,
  communicationChannels,
  type CommunicationPreferenceOption,
  communicationPreferencesMessages as messages,
  type UnsubscribeLink,
  type UnsubscribeReason,
  unsubscribeReasons,
  unsubscribeReasonTextLengthMax,
} from 'shared-kernel/contract/communication-preferences';
import { type Database } from '../../database/schema';
import { ApiError } from '../../http/envelope';
import { AuthRepository } from '../auth/repository';
import { emailLinkInvalid } from '../auth/service';
import { tokenHash } from '../auth/secrets';
import { type ChangeActor, CustomerChanges } from '../customer/changes';
import { type OutboxService } from '../outbox/service';
import { activePlayBreak } from '../responsible-play/play-breaks';
import { catalogueOf, isMarketing, marketingEmailPreference, optionsOf } from './catalogue';
import { CommunicationPreferencesRepository, type StoredPreference } from './repository';
import { unsubscribeFooterFor } from './unsubscribe-links';

export const subscribedEmailSubject = "You're subscribed to Lotto Shop news";

/** Another customer's, or no customer's, preferences: the same answer as none at all. */
export const preferencesNotFound = () =>
  new ApiError(404, 'not_found', 'There are no such communication preferences.');
const invalid = (fieldErrors: Record<string, string[]>) =>
  new ApiError(422, 'validation_failed', messages.invalid, fieldErrors);

const keyOf = (channel: string, id: string) => `${channel}.${id}`;
const isChannel = (value: string): value is CommunicationChannel =>
  (communicationChannels as readonly string[]).includes(value);

export interface UnsubscribeInput {
  token: string;
  email: unknown;
  reasons: unknown[];
  otherReason: string | undefined;
}

/** Communication preferences (product.md §3), the marketing subscription and unsubscribe links. */
export class CommunicationPreferencesService {
  constructor(
    private readonly database: Kysely<Database>,
    private readonly outbox: OutboxService,
    private readonly config: { publicUrl: string; now: () => Date },
  ) {}

  /**
   * The customer's preferences as they apply now: during a break or self-exclusion marketing is
   * off whatever was chosen (the choice is kept for after). 404 for a customer that does not
   * exist or is closed.
   */
  async preferencesOf(
    customerId: string,
    database: Kysely<Database> = this.database,
  ): Promise<CommunicationPreferenceOption[]> {
    const chosen = await this.chosenPreferencesOf(customerId, database);
    if (!(await activePlayBreak(database, customerId, this.config.now()))) return chosen;
    return chosen.map((option) => (isMarketing(option) ? { ...option, enabled: false } : option));
  }

  /** The preferences as the customer chose them (what changes are compared with). */
  private async chosenPreferencesOf(
    customerId: string,
    database: Kysely<Database> = this.database,
  ): Promise<CommunicationPreferenceOption[]> {
    const repository = new CommunicationPreferencesRepository(database);
    const holder = await repository.findHolder(customerId);
    if (!holder?.isActive) throw preferencesNotFound();
    const [offers, stored] = await Promise.all([
      repository.findOffers(),
      repository.findByCustomer(customerId),
    ]);
    return optionsOf(catalogueOf(offers), stored, holder.emailOptIn);
  }

  /**
   * Sets preferences (channel → id → enabled). Every id must be in the catalogue and every value
   * a boolean, or nothing changes (422 with a message per field). During a break, turning
   * marketing on is refused with the break's message. Each change is recorded.
   */
  async update(
    customerId: string,
    input: Record<string, Record<string, unknown>>,
    actor: ChangeActor = { kind: 'customer' },
  ): Promise<CommunicationPreferenceOption[]> {
    const current = await this.chosenPreferencesOf(customerId);
    const playBreak = await activePlayBreak(this.database, customerId, this.config.now());
    const byKey = new Map(current.map((option) => [keyOf(option.channel, option.id), option]));
    const fieldErrors: Record<string, string[]> = {};
    const wanted: StoredPreference[] = [];
    for (const [channel, values] of Object.entries(input)) {
      if (!isChannel(channel) || typeof values !== 'object' || values === null) {
        fieldErrors[`preferences.${channel}`] = [messages.unknownPreference];
        continue;
      }
      for (const [preferenceId, enabled] of Object.entries(values)) {
        const field = `preferences.${channel}.${preferenceId}`;
        const option = byKey.get(keyOf(channel, preferenceId));
        if (!option) fieldErrors[field] = [messages.unknownPreference];
        else if (typeof enabled !== 'boolean') fieldErrors[field] = [messages.notBoolean];
        else if (!option.switchable && !enabled) fieldErrors[field] = [messages.notSwitchable];
        else if (playBreak && enabled && isMarketing(option))
          fieldErrors[field] = [playBreak.message];
        else if (option.switchable) wanted.push({ channel, preferenceId, enabled });
      }
    }
    const messagesGiven = Object.values(fieldErrors).flat();
    if (playBreak && messagesGiven.includes(playBreak.message)) {
      throw new ApiError(422, 'play_break', playBreak.message, fieldErrors);
    }
    if (messagesGiven.length > 0) throw invalid(fieldErrors);
    const wasSubscribed = this.isMarketingOn(current);
    const changed = await this.apply(customerId, current, wanted, actor, {});
    if (!wasSubscribed && this.isMarketingOn(changed)) await this.sendSubscribedEmail(customerId);
    return changed;
  }

  /** What a still-valid unsubscribe link of this customer is about; 422 when it is not valid. */
  async unsubscribeLinkOf(customerId: string, token: string): Promise<UnsubscribeLink> {
    const live = await new CommunicationPreferencesRepository(
      this.database,
    ).findLiveUnsubscribeToken(tokenHash(token), this.config.now());
    if (!live || live.customerId !== customerId) throw emailLinkInvalid();
    return this.linkAbout(live.productOfferKey);
  }

  /**
   * The one-click unsubscribe of an emailed link (signed out): with `email: false`, turns off the
   * link's product offer emails, or every switchable email, and keeps the reasons. The token works
   * once, for the customer it was made for; bad input changes nothing and keeps the token.
   */
  async unsubscribe(customerId: string, input: UnsubscribeInput): Promise<UnsubscribeLink> {
    const fieldErrors: Record<string, string[]> = {};
    if (input.email !== false) fieldErrors.email = [messages.emailMustBeFalse];
    const reasons: UnsubscribeReason[] = [];
    for (const reason of input.reasons) {
      if ((unsubscribeReasons as readonly unknown[]).includes(reason)) {
        reasons.push(reason as UnsubscribeReason);
      } else fieldErrors.unsubscribe_reasons = [messages.unknownReason];
    }
    const otherReason = input.otherReason?.trim() ?? '';
    if (otherReason.length > unsubscribeReasonTextLengthMax) {
      fieldErrors.other_reason = [messages.reasonTextTooLong];
    }
    if (Object.keys(fieldErrors).length > 0) throw invalid(fieldErrors);

    const hash = tokenHash(input.token);
    const now = this.config.now();
    const live = await new CommunicationPreferencesRepository(
      this.database,
    ).findLiveUnsubscribeToken(hash, now);
    if (!live || live.customerId !== customerId) throw emailLinkInvalid();
    const current = await this.chosenPreferencesOf(customerId).catch(() => {
      throw emailLinkInvalid();
    });
    const productOfferKey = live.productOfferKey;
    const turnedOff = current
      .filter((option) => option.channel === 'email' && option.switchable)
      .filter((option) => !productOfferKey || option.productOfferKey === productOfferKey)
      .map((option) => ({ channel: option.channel, preferenceId: option.id, enabled: false }));
    const uniqueReasons = [...new Set(reasons)];
    const reasonText = uniqueReasons.includes('other') && otherReason ? otherReason : null;
    await this.database.transaction().execute(async (transaction) => {
      const used = await new AuthRepository(transaction).useOneTimeTokenWithPayload(
        hash,
        'unsubscribe',
        now,
      );
      if (!('customerId' in used) || used.customerId !== customerId) throw emailLinkInvalid();
      await new CommunicationPreferencesRepository(transaction).insertUnsubscribe({
        customerId,
        productOfferKey,
        reasons: uniqueReasons,
        reasonText,
      });
      await this.apply(
        customerId,
        current,
        turnedOff,
        { kind: 'customer' },
        {
          database: transaction,
          note: {
            via: 'unsubscribe_link',
            product_offer_key: productOfferKey,
            reasons: uniqueReasons,
          },
        },
      );
    });
    return this.linkAbout(productOfferKey);
  }

  /** The "You're subscribed" email, with its unsubscribe link (marketing email was turned on). */
  async sendSubscribedEmail(customerId: string): Promise<void> {
    const holder = await new CommunicationPreferencesRepository(this.database).findHolder(
      customerId,
    );
    if (!holder?.isActive) return;
    const footer = await unsubscribeFooterFor(this.database, {
      publicUrl: this.config.publicUrl,
      now: this.config.now(),
      customerId,
    });
    await this.outbox.send({
      recipient: holder.email,
      subject: subscribedEmailSubject,
      textBody: `Hello ${holder.firstname},\n\nThanks for subscribing to Lotto Shop news: we will email you our news and special offers.\n\n${footer.text}`,
    });
  }

  private isMarketingOn(options: CommunicationPreferenceOption[]): boolean {
    return options.some(
      (option) =>
        option.channel === marketingEmailPreference.channel &&
        option.id === marketingEmailPreference.id &&
        option.enabled,
    );
  }

  private async linkAbout(productOfferKey: string | null): Promise<UnsubscribeLink> {
    if (!productOfferKey) return { productOfferKey: null, productOfferName: null };
    const offers = await new CommunicationPreferencesRepository(this.database).findOffers();
    const offer = offers.find((candidate) => candidate.productOfferKey === productOfferKey);
    return { productOfferKey, productOfferName: offer?.name ?? null };
  }

  /** Stores what differs from `current` and records it; the marketing switch is email_opt_in. */
  private async apply(
    customerId: string,
    current: CommunicationPreferenceOption[],
    wanted: StoredPreference[],
    actor: ChangeActor,
    options: { database?: Kysely<Database>; note?: Record<string, unknown> },
  ): Promise<CommunicationPreferenceOption[]> {
    const before = new Map(current.map((option) => [keyOf(option.channel, option.id), option]));
    const changes: Record<string, { from: boolean; to: boolean }> = {};
    const rows: StoredPreference[] = [];
    let emailOptIn: boolean | null = null;
    for (const preference of wanted) {
      const key = keyOf(preference.channel, preference.preferenceId);
      const from = before.get(key)?.enabled ?? false;
      if (from === preference.enabled) continue;
      changes[key] = { from, to: preference.enabled };
      const isMarketing =
        key === keyOf(marketingEmailPreference.channel, marketingEmailPreference.id);
      if (isMarketing) emailOptIn = preference.enabled;
      else rows.push(preference);
    }
    const write = async (database: Kysely<Database>) => {
      const repository = new CommunicationPreferencesRepository(database);
      if (Object.keys(changes).length === 0 && !options.note) return;
      await repository.save(customerId, rows, this.config.now());
      if (emailOptIn !== null) await repository.updateEmailOptIn(customerId, emailOptIn);
      await new CustomerChanges(database).record(customerId, {
        kind: 'communication_preferences',
        actor,
        changes: { ...changes, ...options.note },
      });
    };
    if (options.database) {
      await write(options.database);
      return this.preferencesOf(customerId, options.database);
    }
    await this.database.transaction().execute(write);
    return this.preferencesOf(customerId);
  }
}

/** The service over the app's database, outbox and public URL (stateless; make one per module). */
export function communicationPreferencesOf(app: FastifyInstance): CommunicationPreferencesService {
  return new CommunicationPreferencesService(app.database, app.outbox, {
    publicUrl: app.config.publicUrl,
    now: () => app.config.now(),
  });
}
