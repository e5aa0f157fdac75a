import { type Static, Type } from '@sinclair/typebox';
import { MoneyWire, Password, ResultEnvelopeWire } from '../envelope/wire';
import { migrationStatuses } from './model';
import { CustomerVerificationWire } from '../verification/wire';
import { FavouriteNumbersWire } from './details-wire';
import { MembershipEntryWire } from '../membership/wire';

/** The signed-in customer: overview, attribution, favourite numbers, closing and migration. */

export const MigrationStatusWire = Type.Union(migrationStatuses.map((name) => Type.Literal(name)));
export type MigrationStatusWire = Static<typeof MigrationStatusWire>;

/** Campaign values of the visit (api.md §9 utm keys), sent with a signup. */
export const AttributionWire = Type.Object({
  source: Type.Optional(Type.String({ maxLength: 200 })),
  medium: Type.Optional(Type.String({ maxLength: 200 })),
  term: Type.Optional(Type.String({ maxLength: 200 })),
  content: Type.Optional(Type.String({ maxLength: 200 })),
  campaign: Type.Optional(Type.String({ maxLength: 200 })),
});
export type AttributionWire = Static<typeof AttributionWire>;

/**
 * `GET /v2/customer`: the customer overview (product.md §3 Customer). Money as decimal strings.
 * `customer_token` is the per-customer part of the request signature.
 */
export const CustomerOverviewWire = Type.Object({
  customer_id: Type.String(),
  customer_token: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  phone_number: Type.String(),
  date_of_birth: Type.String({ description: 'YYYY-MM-DD' }),
  state: Type.Union([Type.String(), Type.Null()]),
  pricing_id: Type.Union([Type.String(), Type.Null()]),
  segment_name: Type.Union([Type.String(), Type.Null()]),
  branding_region: Type.Union([Type.String(), Type.Null()]),
  balance: MoneyWire,
  available_funds: MoneyWire,
  is_authenticated: Type.Boolean(),
  is_new_signup: Type.Boolean(),
  is_verified: Type.Boolean(),
  force_password_change: Type.Boolean(),
  account_upgrade: Type.Boolean(),
  migration_status: MigrationStatusWire,
  country_banned: Type.Boolean(),
  country_banned_confirmation_required: Type.Boolean(),
  address_confirmation_required: Type.Boolean(),
  email_address_confirmation_required: Type.Boolean(),
  tfa_prompt_required: Type.Boolean(),
  is_subscribed_to_marketing_email: Type.Boolean(),
  favourite_numbers: FavouriteNumbersWire,
  experiment_groups: Type.Array(Type.String()),
  /** Each verification method's status (product.md §3 Verification); `is_verified` decides. */
  verification: Type.Optional(CustomerVerificationWire),
  /** The customer's place in each membership programme (GET /v2/customer fills it). */
  membership_programs: Type.Optional(Type.Array(MembershipEntryWire)),
});
export type CustomerOverviewWire = Static<typeof CustomerOverviewWire>;

export const CustomerOverviewEnvelopeWire = ResultEnvelopeWire(CustomerOverviewWire);

/** `DELETE /v2/customer` (form): closing the account needs the password. */
export const CloseAccountRequestWire = Type.Object({ password: Type.Optional(Password) });
export type CloseAccountRequestWire = Static<typeof CloseAccountRequestWire>;

/** `POST /v2/migration/migrate`: 202 while in progress, 200 when done. */
export const MigrationWire = Type.Object({ migration_status: MigrationStatusWire });
export type MigrationWire = Static<typeof MigrationWire>;

export const MigrationEnvelopeWire = ResultEnvelopeWire(MigrationWire);

export * from './details-wire';
