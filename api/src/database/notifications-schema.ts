import { type ColumnType, type Generated } from 'kysely';
import { type Jsonb } from './schema';

/** The notifications feed's table (migration 0033). */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** A card's action as stored: a link in the shop (`/my-account/…`) or an app deep link. */
export interface NotificationActionRow {
  id: string;
  text: string;
  link: string;
  deep_link: string | null;
}

export interface NotificationCardsTable {
  id: Generated<string>;
  customer_id: string;
  /** What the card is about, unique per customer: `draw:<drawId>`, `deposit:<depositId>`… */
  source: string;
  title: string;
  icon: string;
  message: string;
  actions: Jsonb<NotificationActionRow[]>;
  created_at: Timestamp;
  viewed_at: NullableTimestamp;
  delivered_at: NullableTimestamp;
  delivery_attempts: ColumnType<number, number | undefined, number>;
}

export interface NotificationTables {
  notification_cards: NotificationCardsTable;
}
