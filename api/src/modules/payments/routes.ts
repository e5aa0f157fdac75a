import { Type } from '@sinclair/typebox';
import { type FastifyPluginCallback, type FastifyRequest } from 'fastify';
import { apiVersions } from 'shared-kernel';
import { EntitiesEnvelopeWire, ResultEnvelopeWire } from 'shared-kernel/wire/envelope';
import {
  CardAddWire,
  CardGatewaysWire,
  CardGatewayWire,
  DepositEnvelopeWire,
  DepositRequestWire,
  type DepositWire,
  FundWire,
  PaymentMethodWire,
  type StrongCustomerAuthenticationWire,
} from 'shared-kernel/wire/payments';
import { DepositPurchaseRequestWire } from 'shared-kernel/wire/purchase';
import { requireApiVersion } from '../../http/api-version';
import { ApiError, entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { audMoney } from '../../http/money';
import { publicOriginOf } from '../../http/request-origin';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { centsOfDollars } from '../ledger/aud-text';
import { idempotencyKeyOf } from '../purchase/idempotency';
import { type DepositsService } from './deposits';
import { type FundsService } from './funds';
import { type PaymentGateway } from './gateway';
import { paypalMethodCode } from './paypal-gateway';
import { type Deposit, type Fund } from './repository';
import { notificationUrlOf } from './shop-origin';

const IdParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{4,64}$' }) });
const GatewayParams = Type.Object({ gateway: Type.String({ pattern: '^[a-z_]{2,20}$' }) });
const WalletDepositParams = Type.Object({
  method: Type.String({ pattern: '^[a-z]{2}$' }),
  gatewayKey: Type.String({ pattern: '^[a-z_]{2,20}$' }),
});
const FundEnvelopeWire = ResultEnvelopeWire(FundWire);
const CardGatewaysEnvelopeWire = ResultEnvelopeWire(CardGatewaysWire);
const CardGatewayEnvelopeWire = ResultEnvelopeWire(CardGatewayWire);
const FundsEnvelopeWire = EntitiesEnvelopeWire(FundWire);

export function fundToWire(fund: Fund): FundWire {
  return {
    id: fund.id,
    default: fund.isDefault,
    type: 'cc',
    flags: { cart: true, withdraw: false, digital_wallets: false, failed_verification: false },
    brand: fund.brand as FundWire['brand'],
    name: fund.name,
    number: `•••• ${fund.last4}`,
    expiry: `${String(fund.expiryMonth).padStart(2, '0')}/${String(fund.expiryYear % 100).padStart(2, '0')}`,
    gateway: fund.gateway,
  };
}

export function depositToWire(deposit: Deposit): DepositWire {
  return {
    deposit_id: deposit.id,
    status: deposit.status,
    amount: audMoney(deposit.amountCents),
    fund_id: deposit.fundId ?? 'paypal',
    failure_message: deposit.failureMessage,
    challenge:
      deposit.status === 'challenge_required' && deposit.challengeUrl
        ? { url: deposit.challengeUrl, window_size: deposit.challengeWindowSize ?? 'FullScreen' }
        : null,
    approval:
      deposit.status === 'approval_required' && deposit.approvalUrl
        ? { url: deposit.approvalUrl }
        : null,
    checkout_id: deposit.checkoutId,
    checkout_failure_message: deposit.checkoutFailureMessage,
    created_at: deposit.createdAt.toISOString(),
  };
}

/** `filter[]=funds.cart eq true` criteria: flag name → wanted value. */
export function fundCriteriaOf(query: unknown): Record<string, boolean> {
  const raw =
    (query as Record<string, unknown> | null)?.['filter[]'] ??
    (query as Record<string, unknown> | null)?.filter;
  const texts = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const criteria: Record<string, boolean> = {};
  for (const text of texts) {
    const match = /^funds\.([a-z_]+) eq (true|false)$/.exec(String(text).trim());
    if (!match?.[1]) {
      throw new ApiError(
        400,
        'invalid_filter',
        `The filter "${String(text)}" is not of the form funds.<flag> eq true|false.`,
      );
    }
    criteria[match[1]] = match[2] === 'true';
  }
  return criteria;
}

function matches(flags: FundWire['flags'], criteria: Record<string, boolean>): boolean {
  return Object.entries(criteria).every(
    ([flag, wanted]) => (flags as Record<string, boolean>)[flag] === wanted,
  );
}

/**
 * The deposit answer: a failed deposit answers 422 with the gateway's sentence (api.md §8.2
 * "Failed deposit: first server message"); a deposit_purchase whose purchase failed answers 422
 * deposit_purchase_checkout_failure. Both keep the deposit itself readable with GET.
 */
/** deposit_purchase pays with a saved card or with PayPal: exactly one of the two. */
function depositSourceOf(deposit: DepositPurchaseRequestWire['deposit']): 'card' | 'paypal' {
  const hasCard = deposit.customer_fund_id !== undefined;
  const hasPayPal = deposit.deposit_method_code === paypalMethodCode;
  if (hasCard === hasPayPal) {
    throw new ApiError(
      422,
      'invalid_deposit_method',
      'Please choose a saved card or PayPal to pay with.',
    );
  }
  return hasCard ? 'card' : 'paypal';
}

function depositAnswer(deposit: Deposit) {
  if (deposit.status === 'failed') {
    throw new ApiError(422, 'deposit_failed', deposit.failureMessage ?? 'Your card was declined.');
  }
  if (deposit.checkoutFailureMessage !== null) {
    throw new ApiError(422, 'deposit_purchase_checkout_failure', deposit.checkoutFailureMessage);
  }
  return resultEnvelope(depositToWire(deposit));
}

/** Payment methods, cards and deposits (api.md §7.7). */
export const paymentsRoutes: FastifyPluginCallback<{
  funds: FundsService;
  deposits: DepositsService;
  gateway: PaymentGateway;
}> = (app, { funds, deposits, gateway }, done) => {
  /**
   * Where a card deposit's 3-D Secure challenge returns to: the shop's own notification page,
   * never an address the client names (the challenge page redirects the window there).
   */
  const notificationUrl = (
    request: FastifyRequest,
    strongCustomerAuthentication: StrongCustomerAuthenticationWire | undefined,
  ) => (strongCustomerAuthentication ? notificationUrlOf(request) : null);

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
      const cardFlags = {
        cart: true,
        withdraw: false,
        digital_wallets: false,
        failed_verification: false,
      };
      if (!matches(cardFlags, criteria)) return entitiesEnvelope([]);
      const savedCards = (await funds.funds(customerId)).map(fundToWire);
      const cards: PaymentMethodWire = {
        code: 'cc',
        funds: savedCards,
        available_gateways: [gateway.key],
        attributes: {},
        rules: {
          enabled: true,
          min_amount: 0.01,
          max_amount: 5000,
          gateway: {
            [gateway.key]: {
              csc_required: { ...gateway.cscRequired },
            },
          },
        },
      };
      const paypal: PaymentMethodWire = {
        code: paypalMethodCode,
        funds: [],
        available_gateways: [deposits.paypalGatewayKey],
        attributes: {},
        rules: {
          enabled: true,
          min_amount: 0.01,
          max_amount: 5000,
          gateway: { [deposits.paypalGatewayKey]: { csc_required: {} } },
        },
      };
      return entitiesEnvelope([cards, paypal]);
    },
  );

  app.get(
    '/v2/funds/card_gateways',
    { config: { access: 'customer' }, schema: { response: responses(CardGatewaysEnvelopeWire) } },
    (request) => {
      customerOf(request);
      return resultEnvelope({ available_card_gateways: [gateway.key] });
    },
  );

  app.get<{ Params: { gateway: string } }>(
    '/v2/funds/:gateway',
    {
      config: { access: 'customer' },
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
    async (request) => {
      const { customerId } = customerOf(request);
      return entitiesEnvelope((await funds.funds(customerId)).map(fundToWire));
    },
  );

  app.post<{ Params: { gateway: string }; Body: CardAddWire }>(
    '/v2/funds/cc/:gateway',
    {
      config: { access: 'customer' },
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

  app.post<{ Params: { id: string } }>(
    '/v2/funds/:id/default',
    {
      config: { access: 'customer' },
      schema: { params: IdParams, response: responses(FundsEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      await funds.makeDefault(customerId, request.params.id);
      return entitiesEnvelope((await funds.funds(customerId)).map(fundToWire));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/v2/funds/:id',
    {
      config: { access: 'customer' },
      schema: { params: IdParams, response: responses(FundsEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      await funds.deleteCard(customerId, request.params.id);
      return entitiesEnvelope((await funds.funds(customerId)).map(fundToWire));
    },
  );

  app.post<{ Params: { id: string }; Body: DepositRequestWire }>(
    '/v2/funds/:id/deposit',
    {
      config: { access: 'customer' },
      schema: {
        params: IdParams,
        body: DepositRequestWire,
        response: responses(DepositEnvelopeWire),
      },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const key = idempotencyKeyOf(request);
      const body = request.body;
      const deposit = await deposits.deposit(
        customerId,
        key,
        `funds/${request.params.id}/deposit`,
        body,
        {
          fundId: request.params.id,
          amountCents: centsOfDollars(body.amount, 'amount'),
          csc: body.csc ?? null,
          challengeWindowSize: body.strong_customer_authentication?.challenge_window_size ?? null,
          notificationUrl: notificationUrl(request, body.strong_customer_authentication),
          purchase: null,
        },
        publicOriginOf(request),
      );
      return depositAnswer(deposit);
    },
  );

  app.post<{ Params: { method: string; gatewayKey: string }; Body: DepositRequestWire }>(
    '/v2/funds/:method/:gatewayKey/deposit',
    {
      config: { access: 'customer' },
      schema: {
        params: WalletDepositParams,
        body: DepositRequestWire,
        response: responses(DepositEnvelopeWire),
      },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const { method, gatewayKey } = request.params;
      if (method !== paypalMethodCode || gatewayKey !== deposits.paypalGatewayKey) {
        throw new ApiError(404, 'gateway_not_found', 'That deposit method is not available.');
      }
      const deposit = await deposits.depositWithPayPal(
        customerId,
        idempotencyKeyOf(request),
        `funds/${method}/${gatewayKey}/deposit`,
        request.body,
        { amountCents: centsOfDollars(request.body.amount, 'amount'), purchase: null },
        publicOriginOf(request),
      );
      return depositAnswer(deposit);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/v2/funds/:id/deposit',
    {
      config: { access: 'customer' },
      schema: { params: IdParams, response: responses(DepositEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const deposit = await deposits.refresh(
        customerId,
        request.params.id,
        publicOriginOf(request),
      );
      const envelope = resultEnvelope(depositToWire(deposit));
      if (deposit.checkoutFailureMessage === null) return envelope;
      return {
        ...envelope,
        messages: [
          {
            code: 'deposit_purchase_checkout_failure',
            level: 'error' as const,
            message: deposit.checkoutFailureMessage,
          },
        ],
      };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/v2/funds/:id/deposit/cancel',
    {
      config: { access: 'customer' },
      schema: { params: IdParams, response: responses(DepositEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const deposit = await deposits.cancelApproval(
        customerId,
        request.params.id,
        publicOriginOf(request),
      );
      return resultEnvelope(depositToWire(deposit));
    },
  );

  app.post<{ Body: DepositPurchaseRequestWire }>(
    '/v2/deposits/deposit_purchase',
    {
      config: { access: 'customer' },
      schema: { body: DepositPurchaseRequestWire, response: responses(DepositEnvelopeWire) },
    },
    async (request) => {
      requireApiVersion(request, apiVersions.cart, 'Deposit purchases');
      const { customerId } = customerOf(request);
      const key = idempotencyKeyOf(request);
      const { deposit: depositBody, purchase } = request.body;
      const amountCents = centsOfDollars(depositBody.amount, 'amount');
      if (depositSourceOf(depositBody) === 'paypal') {
        const deposit = await deposits.depositWithPayPal(
          customerId,
          key,
          'deposits/deposit_purchase',
          request.body,
          { amountCents, purchase },
          publicOriginOf(request),
        );
        return depositAnswer(deposit);
      }
      const deposit = await deposits.deposit(
        customerId,
        key,
        'deposits/deposit_purchase',
        request.body,
        {
          fundId: depositBody.customer_fund_id ?? '',
          amountCents,
          csc: depositBody.csc ?? null,
          challengeWindowSize:
            depositBody.strong_customer_authentication?.challenge_window_size ?? null,
          notificationUrl: notificationUrl(request, depositBody.strong_customer_authentication),
          purchase,
        },
        publicOriginOf(request),
      );
      return depositAnswer(deposit);
    },
  );
  done();
};
