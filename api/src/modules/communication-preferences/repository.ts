import { type Kysely } from 'kysely';
import { type CommunicationChannel } from 'shared-kernel/contract/communication-preferences';
import { jsonb } from '../../database/json';
import { type Database } from '../../database/schema';

/** A preference the customer (or an unsubscribe link) has set. */
export interface StoredPreference {
  channel: CommunicationChannel;
  preferenceId: string;
  enabled: boolean;
}

/** What the preference emails need of a customer; never more. */
export interface PreferenceHolder {
  customerId: string;
  email: string;
  firstname: string;
  /** The marketing email subscription (`customers.email_opt_in`). */
  emailOptIn: boolean;
  isActive: boolean;
}

export interface OfferForPreferences {
  productOfferKey: string;
  name: string;
}

export interface NewUnsubscribe {
  customerId: string;
  productOfferKey: string | null;
  reasons: string[];
  reasonText: string | null;
}

/** Communication preferences, the marketing subscription and unsubscribes (migration 0016). */
export class CommunicationPreferencesRepository {
  constructor(private readonly database: Kysely<Database>) {}

  async findHolder(customerId: string): Promise<PreferenceHolder | null> {
    const row = await this.database
      .selectFrom('customers')
      .select(['id', 'email', 'firstname', 'email_opt_in', 'status'])
      .where('id', '=', customerId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      customerId: row.id,
      email: row.email,
      firstname: row.firstname,
      emailOptIn: row.email_opt_in,
      isActive: row.status !== 'closed',
    };
  }

  async findByCustomer(customerId: string): Promise<StoredPreference[]> {
    const rows = await this.database
      .selectFrom('communication_preferences')
      .select(['channel', 'preference_id', 'enabled'])
      .where('customer_id', '=', customerId)
      .execute();
    return rows.map((row) => ({
      channel: row.channel,
      preferenceId: row.preference_id,
      enabled: row.enabled,
    }));
  }

  /** Offers a customer can hear about by email (not suspended), by ranking. */
  async findOffers(): Promise<OfferForPreferences[]> {
    const rows = await this.database
      .selectFrom('product_offers')
      .select(['key', 'name'])
      .where('suspended', '=', false)
      .orderBy('ranking')
      .orderBy('key')
      .execute();
    return rows.map((row) => ({ productOfferKey: row.key, name: row.name }));
  }

  async save(customerId: string, preferences: StoredPreference[], now: Date): Promise<void> {
    if (preferences.length === 0) return;
    await this.database
      .insertInto('communication_preferences')
      .values(
        preferences.map((preference) => ({
          customer_id: customerId,
          channel: preference.channel,
          preference_id: preference.preferenceId,
          enabled: preference.enabled,
          updated_at: now,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['customer_id', 'channel', 'preference_id']).doUpdateSet((expression) => ({
          enabled: expression.ref('excluded.enabled'),
          updated_at: expression.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }

  /** A live (unused, unexpired) unsubscribe token: whose, and about which product offer. */
  async findLiveUnsubscribeToken(
    tokenHash: string,
    now: Date,
  ): Promise<{ customerId: string; productOfferKey: string | null } | null> {
    const row = await this.database
      .selectFrom('one_time_tokens')
      .select(['customer_id', 'payload'])
      .where('token_hash', '=', tokenHash)
      .where('kind', '=', 'unsubscribe')
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (!row) return null;
    return { customerId: row.customer_id, productOfferKey: row.payload.product_offer_key ?? null };
  }

  async updateEmailOptIn(customerId: string, emailOptIn: boolean): Promise<void> {
    await this.database
      .updateTable('customers')
      .set({ email_opt_in: emailOptIn })
      .where('id', '=', customerId)
      .execute();
  }

  async insertUnsubscribe(unsubscribe: NewUnsubscribe): Promise<void> {
    await this.database
      .insertInto('communication_unsubscribes')
      .values({
        customer_id: unsubscribe.customerId,
        product_offer_key: unsubscribe.productOfferKey,
        reasons: jsonb(unsubscribe.reasons),
        reason_text: unsubscribe.reasonText,
      })
      .execute();
  }

  /** The latest unsubscribes first (support reads them; tests check the reasons are kept). */
  async findUnsubscribes(
    customerId: string,
  ): Promise<Array<Omit<NewUnsubscribe, 'customerId'> & { createdAt: Date }>> {
    const rows = await this.database
      .selectFrom('communication_unsubscribes')
      .select(['product_offer_key', 'reasons', 'reason_text', 'created_at'])
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map((row) => ({
      productOfferKey: row.product_offer_key,
      reasons: row.reasons,
      reasonText: row.reason_text,
      createdAt: row.created_at,
    }));
  }
}
