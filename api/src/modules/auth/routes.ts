import { type FastifyPluginCallback, type FastifyReply, type FastifyRequest } from 'fastify';
import { headerNames } from 'shared-kernel';
import {
  AutologinQueryWire,
  AutologinTokenEnvelopeWire,
  ChangePasswordRequestWire,
  CheckEmailEnvelopeWire,
  CheckEmailRequestWire,
  EmptyResultEnvelopeWire,
  ForceChangePasswordRequestWire,
  ForgotPasswordRequestWire,
  LoginRequestWire,
  LoginResultEnvelopeWire,
  RefreshRequestWire,
  RefreshResultEnvelopeWire,
  ResetPasswordRequestWire,
  SignupRequestWire,
  TransferRequestWire,
  TwoFactorChallengeEnvelopeWire,
} from 'shared-kernel/wire/auth';
import { errorEnvelope, resultEnvelope } from '../../http/envelope';
import { publicOriginOf } from '../../http/request-origin';
import { responses } from '../../http/response-schemas';
import { customerOf } from './bearer-token';
import { favouriteNumbersRecordOf } from '../customer/favourite-numbers';
import { loginResultToWire } from '../customer/overview';
import { type CustomerRecord } from '../customer/repository';
import { communicationPreferencesOf } from '../communication-preferences/service';
import { LedgerQueries } from '../ledger/service';
import { TwoFactorRequiredError } from '../two-factor/service';
import { setUpIdentityRoutes } from './identity-routes-setup';
import { authMessages, deviceUuidFrom, type SessionTokens, type SignedIn } from './service';
import { identityServicesOf } from './services';

/** An envelope with no result and one info message. */
function messageEnvelope(message: string, code = 'success') {
  return { ...resultEnvelope(null), messages: [{ code, level: 'info' as const, message }] };
}

function deviceUuidOf(request: FastifyRequest): string | undefined {
  return deviceUuidFrom(request.headers[headerNames.deviceId]);
}

function customerIdHeaderOf(request: FastifyRequest): string | undefined {
  const value = request.headers[headerNames.customerId];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Sign-in answers: the login result, or 403 2fa_required with where the code went. */
const signInResponses = {
  ...responses(LoginResultEnvelopeWire),
  403: TwoFactorChallengeEnvelopeWire,
};

function challengeEnvelope(error: TwoFactorRequiredError): TwoFactorChallengeEnvelopeWire {
  return {
    ...errorEnvelope(error.code, error.message),
    result: {
      method: error.challenge.method,
      identifier: error.challenge.identifier,
      resend_available_at: error.challenge.resendAvailableAt?.toISOString() ?? null,
    },
  };
}

/**
 * Runs a sign-in; a second factor still needed is answered here (403 with the challenge as the
 * result, api.md §8.1), so the code step can say which method and where the code went.
 */
async function signInOrChallenge(
  reply: FastifyReply,
  signIn: () => Promise<SignedIn>,
): Promise<SignedIn | null> {
  try {
    return await signIn();
  } catch (error) {
    if (!(error instanceof TwoFactorRequiredError)) throw error;
    await reply.code(403).send(challengeEnvelope(error));
    return null;
  }
}

/**
 * Session and authentication (api.md §7.3): signup, login, autologin and transfer, logout,
 * check-email, token refresh on the auth service, and the password flows. Sign-in, code and
 * reset routes are rate limited per client address.
 */
export const authRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { auth, customers } = identityServicesOf(app);
  const ledger = new LedgerQueries(app.database);
  /** A signed-in answer carries the wallet as the ledger holds it. */
  const loginResultWithWallet = async (
    customer: CustomerRecord,
    tokens: SessionTokens,
    fingerprint?: string,
  ) =>
    resultEnvelope(
      loginResultToWire(customer, tokens, {
        fingerprint,
        wallet: await ledger.walletOf(customer.customerId),
      }),
    );
  const { max, timeWindowMs } = app.config.rateLimit;
  const limited = { rateLimit: { max, timeWindow: timeWindowMs } };
  setUpIdentityRoutes(app);

  app.post<{ Body: SignupRequestWire }>(
    '/v2/signup',
    {
      schema: { body: SignupRequestWire, response: responses(LoginResultEnvelopeWire) },
      config: { ...limited, access: 'anonymous' },
    },
    async (request) => {
      const body = request.body;
      const customer = await customers.signup({
        email: body.email,
        password: body.password,
        firstName: body.first_name,
        lastName: body.last_name,
        dateOfBirth: body.date_of_birth,
        phoneNumber: body.phone_number,
        address: body.address,
        suburb: body.suburb,
        postcode: body.postcode,
        state: body.state,
        country: body.country,
        acceptTerms: body.accept_terms,
        emailOptIn: body.email_opt_in,
        attribution: body.attribution,
        platform: body.metadata?.platform,
        favouriteNumbers:
          body.favourite_numbers && favouriteNumbersRecordOf(body.favourite_numbers),
      });
      const tokens = await auth.startSession(customer.customerId, {
        deviceUuid: deviceUuidOf(request),
      });
      if (customer.emailOptIn) {
        await communicationPreferencesOf(app).sendSubscribedEmail(customer.customerId);
      }
      return resultEnvelope(
        loginResultToWire(customer, tokens, { isNewSignup: true, fingerprint: body.fingerprint }),
      );
    },
  );

  app.post<{ Body: LoginRequestWire }>(
    '/v2/login',
    {
      schema: { body: LoginRequestWire, response: signInResponses },
      config: { ...limited, access: 'anonymous' },
    },
    async (request, reply) => {
      const body = request.body;
      const signedIn = await signInOrChallenge(reply, () =>
        auth.login({
          email: body.email,
          password: body.password,
          token: body.token,
          code: body.code,
          saveDevice: body.save_device,
          deviceUuid: deviceUuidOf(request),
        }),
      );
      if (!signedIn) return reply;
      return loginResultWithWallet(signedIn.customer, signedIn.tokens, body.fingerprint);
    },
  );

  app.get<{ Querystring: AutologinQueryWire }>(
    '/v2/autologin',
    {
      schema: { querystring: AutologinQueryWire, response: signInResponses },
      config: { ...limited, access: 'anonymous' },
    },
    async (request, reply) => {
      const { token, code, save_device: saveDevice } = request.query;
      const signedIn = await signInOrChallenge(reply, () =>
        auth.autologin(token, { code, saveDevice, deviceUuid: deviceUuidOf(request) }),
      );
      if (!signedIn) return reply;
      return loginResultWithWallet(signedIn.customer, signedIn.tokens);
    },
  );

  app.post<{ Body: TransferRequestWire }>(
    '/v2/transfer',
    {
      schema: { body: TransferRequestWire, response: signInResponses },
      config: { ...limited, access: 'anonymous' },
    },
    async (request, reply) => {
      const { token, code, save_device: saveDevice } = request.body;
      const signedIn = await signInOrChallenge(reply, () =>
        auth.autologin(token, { code, saveDevice, deviceUuid: deviceUuidOf(request) }),
      );
      if (!signedIn) return reply;
      return loginResultWithWallet(signedIn.customer, signedIn.tokens);
    },
  );

  app.post(
    '/v2/customer/autologin-token',
    { config: { access: 'elevated' }, schema: { response: responses(AutologinTokenEnvelopeWire) } },
    async (request) => {
      // A new sign-in credential (declared `elevated`): with two-factor on, only right after a
      // second factor.
      const customer = customerOf(request);
      const { token, expiresAt } = await auth.createAutologinToken(customer.customerId);
      return resultEnvelope({
        token,
        expires_at: expiresAt.toISOString(),
        path: `/login/autologin/${encodeURIComponent(token)}`,
      });
    },
  );

  app.get(
    '/v2/logout',
    { config: { access: 'anonymous' }, schema: { response: responses(EmptyResultEnvelopeWire) } },
    async (request) => {
      const familyId = request.customer?.familyId ?? request.expiredBearer?.familyId;
      if (familyId) await auth.logout(familyId);
      return messageEnvelope(authMessages.loggedOut);
    },
  );

  app.post<{ Body: CheckEmailRequestWire }>(
    '/v2/check-email',
    {
      schema: { body: CheckEmailRequestWire, response: responses(CheckEmailEnvelopeWire) },
      config: { ...limited, access: 'anonymous' },
    },
    async (request) => {
      const email = request.body.email.trim();
      return resultEnvelope({ email, available: await customers.isEmailAvailable(email) });
    },
  );

  app.post<{ Body: RefreshRequestWire }>(
    '/auth/refresh',
    {
      config: { access: 'anonymous' },
      schema: { body: RefreshRequestWire, response: responses(RefreshResultEnvelopeWire) },
    },
    async (request) => {
      const body = request.body;
      const tokens = await auth.refresh({
        refreshToken: body.refresh_token,
        otp: body.otp,
        saveDevice: body.save_device,
        customerId: customerIdHeaderOf(request),
      });
      return resultEnvelope({
        access_token: tokens.accessToken,
        refresh_token: tokens.refreshToken,
        device_uuid: tokens.deviceUuid,
      });
    },
  );

  app.post<{ Body: ChangePasswordRequestWire }>(
    '/v2/customer/change-password',
    {
      schema: { body: ChangePasswordRequestWire, response: responses(EmptyResultEnvelopeWire) },
      config: { ...limited, access: 'customer' },
    },
    async (request) => {
      const customer = customerOf(request);
      await auth.changePassword(
        customer.customerId,
        customer.familyId,
        request.body.current_password,
        request.body.new_password,
      );
      return messageEnvelope(authMessages.passwordChanged);
    },
  );

  app.post<{ Body: ForceChangePasswordRequestWire }>(
    '/v2/password/force-change',
    {
      config: { access: 'customer' },
      schema: {
        body: ForceChangePasswordRequestWire,
        response: responses(EmptyResultEnvelopeWire),
      },
    },
    async (request) => {
      const customer = customerOf(request);
      await auth.forceChangePassword(customer.customerId, request.body.new_password);
      return messageEnvelope(authMessages.passwordChanged);
    },
  );

  app.post<{ Body: ForgotPasswordRequestWire }>(
    '/v2/password/forgot',
    {
      schema: { body: ForgotPasswordRequestWire, response: responses(EmptyResultEnvelopeWire) },
      config: { ...limited, access: 'anonymous' },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email, publicOriginOf(request));
      return messageEnvelope(authMessages.forgotPasswordSent);
    },
  );

  app.post<{ Body: ResetPasswordRequestWire }>(
    '/v2/password/reset',
    {
      schema: { body: ResetPasswordRequestWire, response: responses(EmptyResultEnvelopeWire) },
      config: { ...limited, access: 'anonymous' },
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.new_password);
      return messageEnvelope(authMessages.passwordReset);
    },
  );
  done();
};
