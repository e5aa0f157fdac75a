import { Type } from '@sinclair/typebox';
import { type FastifyPluginCallback } from 'fastify';
import { apiVersions } from 'shared-kernel';
import { EntitiesEnvelopeWire, ResultEnvelopeWire } from 'shared-kernel/wire/envelope';
import {
  BankAccountAddWire,
  PayPalAccountAddWire,
  PayPalAccountNonceRequestWire,
  PayPalAccountNonceWire,
  SetupIntentWire,
} from 'shared-kernel/wire/funds';
import {
  CardAddWire,
  CardGatewaysWire,
  CardGatewayWire,
  FundWire,
  PaymentMethodWire,
} from 'shared-kernel/wire/payments';
import { requireApiVersion } from '../../http/api-version';
import { ApiError, entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { publicOriginOf } from '../../http/request-origin';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { type CardSetup, cardSetupFor } from './card-setup';
import { defaultShopBankDetails, depositMethodsFor } from './deposit-methods';
import { type FundsService } from './funds';
import { fundToWire } from './fund-wire';
import { type PaymentGateway } from './gateway';
import { fundCriteriaOf, paymentMethodsOf } from './payment-methods';
import { sandboxPayPalNonce } from './paypal-vault';

export { fundToWire } from './fund-wire';
export { fundCriteriaOf } from './payment-methods';

const IdParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{4,64}$' }) });
const GatewayParams = Type.Object({ gateway: Type.String({ pattern: '^[a-z_]{2,20}$' }) });
const FundEnvelopeWire = ResultEnvelopeWire(FundWire);
const CardGatewaysEnvelopeWire = ResultEnvelopeWire(CardGatewaysWire);
const CardGatewayEnvelopeWire = ResultEnvelopeWire(CardGatewayWire);
const FundsEnvelopeWire = EntitiesEnvelopeWire(FundWire);
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Payment methods and the customer's funds: cards, bank accounts, PayPal accounts (api.md §7.7).
 * Adding a bank or PayPal account (a new place winnings can be paid to) and deleting a fund
 * need a fresh second factor when the customer has two-factor on (`elevated`).
 */
export const fundsRoutes: FastifyPluginCallback<{
  funds: FundsService;
  gateway: PaymentGateway;
  paypalGatewayKey: string;
  cardSetup?: CardSetup;
}> = (app, { funds, gateway, paypalGatewayKey, cardSetup }, done) => {
  const setup = cardSetup ?? cardSetupFor(process.env, gateway.key);
  const fundsOf = async (customerId: string) =>
    entitiesEnvelope((await funds.funds(customerId)).map(fundToWire));

  app.get(
    '/v2/payment_methods',
    {
      config: { access: 'customer' },
      schema: { response: responses(EntitiesEnvelopeWire(PaymentMethodWire)) },
    },
    async (request) => {
      requireApiVersion(request, apiVersions.paymentMethods, 'Payment methods');
      const { customerId } = customerOf(request);
      const criteria = fundCriteriaOf(request.query);
      const methods = paymentMethodsOf(
        {
          funds: await funds.funds(customerId),
          gateway,
          paypalGatewayKey,
          otherDepositMethods: depositMethodsFor({
            cardGateway: { key: gateway.key, digitalWallets: gateway.digitalWallets ?? [] },
            bank: defaultShopBankDetails,
          }),
        },
        criteria,
      );
      return entitiesEnvelope(methods);
    },
  );

  app.get(
    '/v2/funds/card_gateways',
    {
      config: { access: 'customer', capability: 'wallet_manage' },
      schema: { response: responses(CardGatewaysEnvelopeWire) },
    },
    (request) => {
      customerOf(request);
      return resultEnvelope({ available_card_gateways: [gateway.key] });
    },
  );

  app.get<{ Params: { gateway: string } }>(
    '/v2/funds/:gateway',
    {
      config: { access: 'customer', capability: 'wallet_manage' },
      schema: { params: GatewayParams, response: responses(CardGatewayEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      if (request.params.gateway !== gateway.key) {
        throw new ApiError(404, 'gateway_not_found', 'That card gateway is not available.');
      }
      const tokenisation = await gateway.tokenisation(publicOriginOf(request), customerId);
      return resultEnvelope({
        gateway: gateway.key,
        tokenisation_url: tokenisation.tokenisationUrl,
        publishable_key: tokenisation.publishableKey,
        test_cards: tokenisation.testCards,
      });
    },
  );

  app.get(
    '/v2/funds',
    { config: { access: 'customer' }, schema: { response: responses(FundsEnvelopeWire) } },
    (request) => fundsOf(customerOf(request).customerId),
  );

  app.post<{ Params: { gateway: string }; Body: CardAddWire }>(
    '/v2/funds/cc/:gateway',
    {
      config: { access: 'customer', capability: 'wallet_manage' },
      schema: { params: GatewayParams, body: CardAddWire, response: responses(FundEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const fund = await funds.addCard(customerId, request.params.gateway, {
        token: request.body.token,
        name: request.body.name,
        makeDefault: request.body.make_default ?? false,
      });
      return resultEnvelope(fundToWire(fund));
    },
  );

  app.post<{ Body: BankAccountAddWire }>(
    '/v2/funds/bank-account',
    {
      config: { access: 'elevated', capability: 'wallet_manage' },
      schema: { body: BankAccountAddWire, response: responses(FundEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const body = request.body;
      const fund = await funds.addBankAccount(customerId, {
        type: body.type,
        bankCode: body.code ?? '',
        accountNumber: body.account_number,
        accountName: body.account_name,
        makeDefault: body.make_default ?? false,
      });
      return resultEnvelope(fundToWire(fund));
    },
  );

  app.post<{ Body: PayPalAccountAddWire }>(
    `/v2/funds/pl/${funds.paypalVault.key}`,
    {
      config: { access: 'elevated', capability: 'wallet_manage' },
      schema: { body: PayPalAccountAddWire, response: responses(FundEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const { nonce, make_default: makeDefault = false } = request.body;
      return resultEnvelope(
        fundToWire(await funds.addPayPalAccount(customerId, nonce, makeDefault)),
      );
    },
  );

  app.post(
    '/v2/funds/stripe/setup',
    {
      config: { access: 'customer', capability: 'wallet_manage' },
      schema: { response: responses(ResultEnvelopeWire(SetupIntentWire)) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const intent = await setup.createSetupIntent(customerId);
      return resultEnvelope({
        id: intent.id,
        client_secret: intent.clientSecret,
        status: intent.status,
        gateway: intent.gateway,
        publishable_key: intent.publishableKey,
      });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/v2/funds/:id/default',
    {
      config: { access: 'customer', capability: 'wallet_manage' },
      schema: { params: IdParams, response: responses(FundsEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      await funds.makeDefault(customerId, request.params.id);
      return fundsOf(customerId);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/v2/funds/:id',
    {
      config: { access: 'elevated', capability: 'wallet_manage' },
      schema: { params: IdParams, response: responses(FundsEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      await funds.deleteFund(customerId, request.params.id);
      return fundsOf(customerId);
    },
  );

  if (funds.paypalVault.builtIn) {
    // The built-in PayPal sandbox's stand-in for PayPal's login: a nonce for the address given.
    app.post<{ Body: { email: string } }>(
      '/test-gateway/paypal/account-nonces',
      {
        config: { access: 'anonymous' },
        schema: {
          body: PayPalAccountNonceRequestWire,
          response: responses(PayPalAccountNonceWire),
        },
      },
      (request) => {
        const email = request.body.email.trim();
        if (!emailPattern.test(email)) {
          throw new ApiError(422, 'invalid_email', 'Please enter a valid email address', {
            email: ['Please enter a valid email address'],
          });
        }
        return { nonce: sandboxPayPalNonce(email) };
      },
    );
  }
  done();
};
