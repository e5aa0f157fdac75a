import { type Static, Type } from '@sinclair/typebox';
import { AttributionWire, CustomerOverviewWire, FavouriteNumbersWire } from '../customer/wire';
import { Email, EnvelopeWire, Password, ResultEnvelopeWire, TwoFactorCode } from '../envelope/wire';
import { TwoFactorMethodWire } from '../two-factor/wire';

/**
 * Sign-in, sign-up, autologin, refresh and password calls (api.md §7.3, §7.4; product.md §3, §5).
 * Every body may also arrive form-encoded (`mode: 'form'`).
 */

/** Login result (product.md §3): tokens, the trusted device, and the customer overview. */
export const LoginResultWire = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  device_uuid: Type.Union([Type.String(), Type.Null()]),
  fingerprint: Type.Union([Type.String(), Type.Null()]),
  customer: CustomerOverviewWire,
});
export type LoginResultWire = Static<typeof LoginResultWire>;

export const LoginResultEnvelopeWire = ResultEnvelopeWire(LoginResultWire);

/**
 * `POST /v2/signup` (v3.5). Field errors answer 422 with `errors` keyed by these names and the
 * messages of product.md §5 (minimum age 18; password at least 8 characters, not all one kind).
 */
export const SignupRequestWire = Type.Object({
  email: Type.Optional(Email),
  password: Type.Optional(Password),
  first_name: Type.Optional(Type.String({ maxLength: 100 })),
  last_name: Type.Optional(Type.String({ maxLength: 100 })),
  /** `YYYY-MM-DD` (also accepted: `DD/MM/YYYY`). */
  date_of_birth: Type.Optional(Type.String({ maxLength: 20 })),
  phone_number: Type.Optional(Type.String({ maxLength: 30 })),
  address: Type.Optional(Type.String({ maxLength: 200 })),
  suburb: Type.Optional(Type.String({ maxLength: 100 })),
  postcode: Type.Optional(Type.String({ maxLength: 10 })),
  /** ACT, NSW, NT, QLD, SA, TAS, VIC, WA or OTHER. */
  state: Type.Optional(Type.String({ maxLength: 60 })),
  /** ISO 3166 alpha-2, `AU` in this market. */
  country: Type.Optional(Type.String({ maxLength: 60 })),
  accept_terms: Type.Optional(Type.Boolean()),
  /** Default false. */
  email_opt_in: Type.Optional(Type.Boolean()),
  save_device: Type.Optional(Type.Boolean()),
  fingerprint: Type.Optional(Type.String({ maxLength: 200 })),
  attribution: Type.Optional(AttributionWire),
  metadata: Type.Optional(Type.Object({ platform: Type.Optional(Type.String({ maxLength: 20 })) })),
  favourite_numbers: Type.Optional(FavouriteNumbersWire),
});
export type SignupRequestWire = Static<typeof SignupRequestWire>;

/**
 * `POST /v2/login` (v3.3). Email and password, or `token` (an autologin token) instead of them.
 * With two-factor on, the first attempt answers 403 `2fa_required` (an email code is sent when the
 * method is email); the retry carries `code`, and `save_device` to remember this device.
 * Any wrong email or password answers the same 401 `invalid_credentials`.
 */
export const LoginRequestWire = Type.Object({
  email: Type.Optional(Email),
  password: Type.Optional(Password),
  token: Type.Optional(Type.String({ maxLength: 200 })),
  code: Type.Optional(TwoFactorCode),
  save_device: Type.Optional(Type.Boolean()),
  fingerprint: Type.Optional(Type.String({ maxLength: 200 })),
});
export type LoginRequestWire = Static<typeof LoginRequestWire>;

/**
 * The `result` of a 403 `2fa_required` answer to a sign-in (login, autologin, transfer): the
 * method, where an emailed code went (masked, e.g. `d•••@lottoshop.test`) and when another code
 * can be asked for (by signing in again without a code). Both are null for the authenticator.
 */
export const TwoFactorChallengeWire = Type.Object({
  method: TwoFactorMethodWire,
  identifier: Type.Union([Type.String(), Type.Null()]),
  resend_available_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type TwoFactorChallengeWire = Static<typeof TwoFactorChallengeWire>;

export const TwoFactorChallengeEnvelopeWire = EnvelopeWire(
  Type.Union([TwoFactorChallengeWire, Type.Null()]),
  Type.Unknown(),
);
export type TwoFactorChallengeEnvelopeWire = Static<typeof TwoFactorChallengeEnvelopeWire>;

/** `GET /v2/autologin?token=…` (with `code` and `save_device` when two-factor is required). */
export const AutologinQueryWire = Type.Object({
  token: Type.String({ maxLength: 200 }),
  code: Type.Optional(TwoFactorCode),
  save_device: Type.Optional(Type.Boolean()),
});
export type AutologinQueryWire = Static<typeof AutologinQueryWire>;

/** `POST /v2/transfer` (form): an autologin token handed over from another app. */
export const TransferRequestWire = AutologinQueryWire;
export type TransferRequestWire = Static<typeof TransferRequestWire>;

/** `POST /v2/customer/autologin-token`: a single-use autologin token for the signed-in customer. */
export const AutologinTokenWire = Type.Object({
  token: Type.String(),
  expires_at: Type.String(),
  /** Site path that signs in with it: `/login/autologin/{token}`. */
  path: Type.String(),
});
export type AutologinTokenWire = Static<typeof AutologinTokenWire>;

export const AutologinTokenEnvelopeWire = ResultEnvelopeWire(AutologinTokenWire);

/** `POST /v2/check-email`: whether an address can still sign up. */
export const CheckEmailRequestWire = Type.Object({ email: Email });
export type CheckEmailRequestWire = Static<typeof CheckEmailRequestWire>;

export const CheckEmailResultWire = Type.Object({
  email: Type.String(),
  available: Type.Boolean(),
});
export type CheckEmailResultWire = Static<typeof CheckEmailResultWire>;

export const CheckEmailEnvelopeWire = ResultEnvelopeWire(CheckEmailResultWire);

/** `POST {auth}/refresh`. `otp` makes the refresh a two-factor elevation. */
export const RefreshRequestWire = Type.Object({
  refresh_token: Type.String({ maxLength: 200 }),
  save_device: Type.Optional(Type.Boolean()),
  fingerprint: Type.Optional(Type.String({ maxLength: 200 })),
  otp: Type.Optional(TwoFactorCode),
});
export type RefreshRequestWire = Static<typeof RefreshRequestWire>;

export const RefreshResultWire = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  device_uuid: Type.Union([Type.String(), Type.Null()]),
});
export type RefreshResultWire = Static<typeof RefreshResultWire>;

export const RefreshResultEnvelopeWire = ResultEnvelopeWire(RefreshResultWire);

/** Answers whose only news is the messages (logout, forgot password, …): result null. */
export const EmptyResultEnvelopeWire = ResultEnvelopeWire(Type.Null());

/** `POST /v2/customer/change-password` (form). */
export const ChangePasswordRequestWire = Type.Object({
  current_password: Type.Optional(Password),
  new_password: Type.Optional(Password),
});
export type ChangePasswordRequestWire = Static<typeof ChangePasswordRequestWire>;

/** `POST /v2/password/force-change`: the new password of a customer told to change it. */
export const ForceChangePasswordRequestWire = Type.Object({
  new_password: Type.Optional(Password),
});
export type ForceChangePasswordRequestWire = Static<typeof ForceChangePasswordRequestWire>;

/** `POST /v2/password/forgot`: always the same answer, known address or not. */
export const ForgotPasswordRequestWire = Type.Object({ email: Email });
export type ForgotPasswordRequestWire = Static<typeof ForgotPasswordRequestWire>;

/** `POST /v2/password/reset`: the emailed token (single use, 1 hour) and the new password. */
export const ResetPasswordRequestWire = Type.Object({
  token: Type.String({ maxLength: 200 }),
  new_password: Type.Optional(Password),
});
export type ResetPasswordRequestWire = Static<typeof ResetPasswordRequestWire>;
