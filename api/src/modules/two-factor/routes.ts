import { type FastifyPluginCallback } from 'fastify';
import {
  AuthenticatorSetupEnvelopeWire,
  AuthenticatorSetupRequestWire,
  EmailTwoFactorEnvelopeWire,
  EmailTwoFactorRequestWire,
  TwoFactorConfigEnvelopeWire,
  type TwoFactorConfigWire,
} from 'shared-kernel/wire/two-factor';
import { resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { setUpIdentityRoutes } from '../auth/identity-routes-setup';
import { identityServicesOf } from '../auth/services';
import { type TwoFactorConfig } from './service';

function configToWire(config: TwoFactorConfig): TwoFactorConfigWire {
  return {
    enabled: config.enabled,
    methods: config.methods,
    remember_for_days: config.rememberForDays,
    method: config.method,
    identifier: config.identifier,
    since: config.since?.toISOString() ?? null,
  };
}

const path = '/v2/customer/two-factor-auth';

/**
 * Two-factor settings of the signed-in customer (api.md §7.3): the config, authenticator and
 * email setup, the prompt acknowledgement, and turning it off (needs a fresh second factor).
 */
export const twoFactorRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { customers, twoFactor } = identityServicesOf(app);
  const { max, timeWindowMs } = app.config.rateLimit;
  const limited = { rateLimit: { max, timeWindow: timeWindowMs } };
  setUpIdentityRoutes(app);

  app.get(
    path,
    {
      config: { access: 'customer' },
      schema: { response: responses(TwoFactorConfigEnvelopeWire) },
    },
    async (request) => {
      const customer = await customers.activeCustomer(customerOf(request).customerId);
      return resultEnvelope(configToWire(await twoFactor.config(customer)));
    },
  );

  app.post<{ Body: AuthenticatorSetupRequestWire | undefined }>(
    `${path}/authenticator`,
    {
      schema: {
        body: AuthenticatorSetupRequestWire,
        response: responses(AuthenticatorSetupEnvelopeWire),
      },
      config: { ...limited, access: 'customer' },
    },
    async (request) => {
      const customer = await customers.activeCustomer(customerOf(request).customerId);
      const setup = await twoFactor.authenticator(customer, request.body?.code);
      return resultEnvelope({
        secret: setup.secret,
        otpauth_url: setup.otpauthUrl,
        config: configToWire(setup.config),
      });
    },
  );

  app.post<{ Body: EmailTwoFactorRequestWire | undefined }>(
    `${path}/email`,
    {
      schema: { body: EmailTwoFactorRequestWire, response: responses(EmailTwoFactorEnvelopeWire) },
      config: { ...limited, access: 'customer' },
    },
    async (request) => {
      const customer = await customers.activeCustomer(customerOf(request).customerId);
      const result = await twoFactor.emailCode(customer, request.body?.code);
      return resultEnvelope({ code_sent: result.codeSent, config: configToWire(result.config) });
    },
  );

  app.post(
    `${path}/prompt-acknowledged`,
    {
      config: { access: 'customer' },
      schema: { response: responses(TwoFactorConfigEnvelopeWire) },
    },
    async (request) => {
      const customer = await customers.activeCustomer(customerOf(request).customerId);
      await customers.acknowledgeTwoFactorPrompt(customer.customerId);
      return resultEnvelope(configToWire(await twoFactor.config(customer)));
    },
  );

  app.delete(
    path,
    {
      config: { access: 'customer' },
      schema: { response: responses(TwoFactorConfigEnvelopeWire) },
    },
    async (request) => {
      const requestCustomer = customerOf(request);
      const customer = await customers.activeCustomer(requestCustomer.customerId);
      return resultEnvelope(
        configToWire(await twoFactor.disable(customer, requestCustomer.twoFactorAt)),
      );
    },
  );
  done();
};
