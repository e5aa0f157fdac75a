import { type Static, Type } from '@sinclair/typebox';
import { ResultEnvelopeWire } from '../envelope/wire';

/** The customer's details page (api.md §7.4, version 3.2), confirmations and terms. */

const Text = (maxLength: number) => Type.String({ maxLength });

/**
 * `POST /v2/customer/details`: the fields to change; a field left out keeps its value. The whole
 * result is checked with the signup rules, and nothing changes when any field is refused.
 */
export const CustomerDetailsUpdateWire = Type.Object({
  firstname: Type.Optional(Text(100)),
  lastname: Type.Optional(Text(100)),
  date_of_birth: Type.Optional(Text(20)),
  phone_number: Type.Optional(Text(40)),
  address: Type.Optional(Text(200)),
  suburb: Type.Optional(Text(100)),
  postcode: Type.Optional(Text(10)),
  state: Type.Optional(Text(10)),
  country: Type.Optional(Text(2)),
  email: Type.Optional(Text(254)),
});
export type CustomerDetailsUpdateWire = Static<typeof CustomerDetailsUpdateWire>;

/** `GET /v2/customer/details`: what the customer's account holds, and what it still needs. */
export const CustomerDetailsWire = Type.Object({
  firstname: Type.String(),
  lastname: Type.String(),
  date_of_birth: Type.String({ description: 'YYYY-MM-DD; read-only once verified' }),
  phone_number: Type.String(),
  address: Type.String(),
  suburb: Type.String(),
  postcode: Type.String(),
  state: Type.String(),
  country: Type.String(),
  email: Type.String(),
  /** A new email address waiting for its confirmation link. */
  pending_email: Type.Union([Type.String(), Type.Null()]),
  is_verified: Type.Boolean(),
  address_confirmation_required: Type.Boolean(),
  email_address_confirmation_required: Type.Boolean(),
  account_upgrade: Type.Boolean(),
  /** Required fields (wire names) the account is missing. */
  missing_fields: Type.Array(Type.String()),
  /** Whether the current terms and conditions are accepted. */
  terms_accepted: Type.Boolean(),
  terms_accepted_at: Type.Union([Type.String(), Type.Null()]),
});
export type CustomerDetailsWire = Static<typeof CustomerDetailsWire>;
export const CustomerDetailsEnvelopeWire = ResultEnvelopeWire(CustomerDetailsWire);

/** `PATCH /v2/customer/confirm-address`: the token of an emailed link; none when signed in. */
export const ConfirmAddressRequestWire = Type.Object({ token: Type.Optional(Text(200)) });
export type ConfirmAddressRequestWire = Static<typeof ConfirmAddressRequestWire>;

/** `PATCH /v2/customer/confirm-email-address`: the token of the emailed link. */
export const ConfirmEmailRequestWire = Type.Object({ token: Text(200) });
export type ConfirmEmailRequestWire = Static<typeof ConfirmEmailRequestWire>;

/** What a confirmation or terms call answers: the account's flags afterwards. */
export const AccountStatusWire = Type.Object({
  email: Type.String(),
  address_confirmation_required: Type.Boolean(),
  email_address_confirmation_required: Type.Boolean(),
  account_upgrade: Type.Boolean(),
  country_banned_confirmation_required: Type.Boolean(),
  terms_accepted: Type.Boolean(),
});
export type AccountStatusWire = Static<typeof AccountStatusWire>;
export const AccountStatusEnvelopeWire = ResultEnvelopeWire(AccountStatusWire);

/**
 * One lottery's favourite numbers: one list per number set of its standard game. A list of these
 * rather than a map keyed by lottery key, so the client's key conversion never touches a key.
 */
export const LotteryFavouriteNumbersWire = Type.Object({
  lottery_key: Type.String({ minLength: 1, maxLength: 100 }),
  numbers: Type.Array(Type.Array(Type.Integer(), { maxItems: 50 }), { maxItems: 10 }),
});
export type LotteryFavouriteNumbersWire = Static<typeof LotteryFavouriteNumbersWire>;
export const FavouriteNumbersWire = Type.Array(LotteryFavouriteNumbersWire, { maxItems: 100 });
export type FavouriteNumbersWire = Static<typeof FavouriteNumbersWire>;

/**
 * `PUT /v2/favourite-numbers`: every lottery's favourite numbers (a lottery left out has none),
 * one list per number set of its standard game.
 */
export const FavouriteNumbersUpdateWire = Type.Object({ favourite_numbers: FavouriteNumbersWire });
export type FavouriteNumbersUpdateWire = Static<typeof FavouriteNumbersUpdateWire>;
export const FavouriteNumbersEnvelopeWire = ResultEnvelopeWire(
  Type.Object({ favourite_numbers: FavouriteNumbersWire }),
);
