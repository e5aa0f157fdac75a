import { type Static, Type } from '@sinclair/typebox';
import { twoFactorMethods } from '../customer/model';
import { ResultEnvelopeWire, TwoFactorCode } from '../envelope/wire';

/** Two-factor configuration, authenticator set-up and emailed codes (api.md §7.4). */

export const TwoFactorMethodWire = Type.Union(twoFactorMethods.map((name) => Type.Literal(name)));
export type TwoFactorMethodWire = Static<typeof TwoFactorMethodWire>;

/** `GET /v2/customer/two-factor-auth` (product.md §3 two-factor config). */
export const TwoFactorConfigWire = Type.Object({
  enabled: Type.Boolean(),
  methods: Type.Array(TwoFactorMethodWire),
  remember_for_days: Type.Integer(),
  method: Type.Union([TwoFactorMethodWire, Type.Null()]),
  /** Where codes go: the masked email address for the email method, the app name otherwise. */
  identifier: Type.Union([Type.String(), Type.Null()]),
  since: Type.Union([Type.String(), Type.Null()]),
});
export type TwoFactorConfigWire = Static<typeof TwoFactorConfigWire>;

export const TwoFactorConfigEnvelopeWire = ResultEnvelopeWire(TwoFactorConfigWire);

/**
 * `POST /v2/customer/two-factor-auth/authenticator`: without `code` starts the setup (answers the
 * secret and otpauth URL); with `code` confirms it and turns two-factor on.
 */
export const AuthenticatorSetupRequestWire = Type.Object({ code: Type.Optional(TwoFactorCode) });
export type AuthenticatorSetupRequestWire = Static<typeof AuthenticatorSetupRequestWire>;

export const AuthenticatorSetupWire = Type.Object({
  secret: Type.Union([Type.String(), Type.Null()]),
  otpauth_url: Type.Union([Type.String(), Type.Null()]),
  config: TwoFactorConfigWire,
});
export type AuthenticatorSetupWire = Static<typeof AuthenticatorSetupWire>;

export const AuthenticatorSetupEnvelopeWire = ResultEnvelopeWire(AuthenticatorSetupWire);

/**
 * `POST /v2/customer/two-factor-auth/email`: without `code` sends a code by email (setup, resend,
 * or elevation); with `code` while two-factor is off, confirms it and turns the email method on.
 */
export const EmailTwoFactorRequestWire = Type.Object({ code: Type.Optional(TwoFactorCode) });
export type EmailTwoFactorRequestWire = Static<typeof EmailTwoFactorRequestWire>;

export const EmailTwoFactorWire = Type.Object({
  code_sent: Type.Boolean(),
  config: TwoFactorConfigWire,
});
export type EmailTwoFactorWire = Static<typeof EmailTwoFactorWire>;

export const EmailTwoFactorEnvelopeWire = ResultEnvelopeWire(EmailTwoFactorWire);
