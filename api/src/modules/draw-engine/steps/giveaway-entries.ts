import { type Kysely, sql } from 'kysely';
import { type Database } from '../../../database/schema';
import { type DrawRow } from '../engine/step';
import { giveawayOfferType } from './offer-of-draw';

/** The game type of a giveaway entry ticket; its game offer is the giveaway type (daily, …). */
export const giveawayEntryGameType = 'giveaway';
/** The channel of a giveaway entry's checkout (nothing was bought). */
export const giveawayEntryChannel = 'membership';

/**
 * The giveaway type of a draw's offer (`daily`, `monthly`, …): the programme's giveaway types
 * name it; an offer they do not name is its own key's last word (`daily_winners_daily` → daily).
 */
export async function giveawayTypeOf(
  database: Kysely<Database>,
  offerKey: string,
): Promise<string> {
  const row = await database
    .selectFrom('giveaway_types')
    .select('type')
    .where('product_offer_key', '=', offerKey)
    .executeTakeFirst();
  return row?.type ?? offerKey.slice(offerKey.lastIndexOf('_') + 1);
}

/**
 * Makes a giveaway draw's entries, in the close step's transaction: for each entrant without an
 * entry in this draw, a checkout (`gw_…`, success, every total zero, channel membership, no
 * ledger transfer) and one entry ticket (product type membership, game type giveaway, game offer
 * the giveaway type, one raffle ticket, one draw, price zero), all in two statements. An entrant
 * who already has an entry keeps it (a unique index holds one per customer and draw), so a close
 * that runs again adds nothing twice. Answers how many entries were made.
 */
export async function materialiseGiveawayEntries(
  database: Kysely<Database>,
  draw: Pick<DrawRow, 'id' | 'product_offer_key' | 'draw_no'>,
  offer: { name: string },
  customerIds: readonly string[],
  now: Date,
): Promise<number> {
  const entrants = [...new Set(customerIds)];
  if (entrants.length === 0) return 0;
  const giveawayType = await giveawayTypeOf(database, draw.product_offer_key);
  const at = now.toISOString();
  const description = `${offer.name} ${draw.draw_no} entry`;
  const { rows } = await sql<{ id: string }>`
    with entrant as (
      select entrant.customer_id,
        'gw_' || replace(gen_random_uuid()::text, '-', '') as checkout_id
      from unnest(${entrants}::text[]) as entrant (customer_id)
      where not exists (
        select 1 from tickets
        where tickets.draw_id = ${draw.id}::uuid and tickets.customer_id = entrant.customer_id
          and tickets.game_type = ${giveawayEntryGameType}
      )
    ),
    checkout as (
      insert into checkouts (id, customer_id, status, purchase_status, subtotal_cents,
        discount_cents, total_cents, paid_from_promo_credit_cents, paid_from_cash_cents,
        promo_credit_added_cents, channel_key, partner_key, metadata, transfer_id, created_at,
        order_reference)
      select entrant.checkout_id, entrant.customer_id, 'success', 'standard', 0, 0, 0, 0, 0, 0,
        ${giveawayEntryChannel}, null, '{}'::jsonb, null, ${at}::timestamptz,
        'GW-' || upper(substr(entrant.checkout_id, 4))
      from entrant
      returning id, customer_id
    )
    insert into tickets (checkout_id, position, customer_id, product_type, product_offer_key,
      game_type, game_offer, draw_id, description, quantity, price_cents, num_draws, num_weeks,
      num_games, games, quickpick, cause_key, day, num_raffle_tickets, num_shares,
      has_favourite_numbers, recurring_purchase_type, recurring_purchase_enabled, purchase_status,
      created_at)
    select checkout.id, 0, checkout.customer_id, ${giveawayOfferType},
      ${draw.product_offer_key}, ${giveawayEntryGameType}, ${giveawayType}, ${draw.id}::uuid,
      ${description}, 1, 0, 1, 1, 1, '[]'::jsonb, false, null, null, 1, null, false, null, false,
      'standard', ${at}::timestamptz
    from checkout
    returning tickets.id`.execute(database);
  return rows.length;
}
