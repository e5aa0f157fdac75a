import { Type } from '@sinclair/typebox';
import { type FastifyPluginCallback, type FastifyRequest } from 'fastify';
import { apiVersions } from 'shared-kernel';
import {
  DepositEnvelopeWire,
  DepositRequestWire,
  type StrongCustomerAuthenticationWire,
} from 'shared-kernel/wire/payments';
import { DepositPurchaseRequestWire } from 'shared-kernel/wire/purchase';
import { requireApiVersion } from '../../http/api-version';
import { ApiError, resultEnvelope } from '../../http/envelope';
import { publicOriginOf } from '../../http/request-origin';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { idempotencyKeyOf } from '../purchase/idempotency';
import { depositCentsOf } from './deposit-amount';
import { depositToWire, withPendingMessage } from './deposit-wire';
import { depositBoundsOf, isDigitalWalletMethod } from './deposit-methods';
import { type DepositsService } from './deposits';
import { paypalMethodCode } from './paypal-gateway';
import { type Deposit } from './repository';
import { notificationUrlOf } from './shop-origin';

const IdParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{4,64}$' }) });
const WalletDepositParams = Type.Object({
  method: Type.String({ pattern: '^[a-z]{2}$' }),
  gatewayKey: Type.String({ pattern: '^[a-z_]{2,20}$' }),
});

const walletTokenMessage = 'The wallet did not give a payment token. Please try again.';

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

/**
 * The deposit answer: a failed deposit answers 422 with the gateway's sentence (api.md §8.2
 * "Failed deposit: first server message"); a deposit_purchase whose purchase failed answers 422
 * deposit_purchase_checkout_failure. Both keep the deposit itself readable with GET.
 */
function depositAnswer(deposit: Deposit) {
  if (deposit.status === 'failed') {
    throw new ApiError(422, 'deposit_failed', deposit.failureMessage ?? 'Your card was declined.');
  }
  if (deposit.checkoutFailureMessage !== null) {
    throw new ApiError(422, 'deposit_purchase_checkout_failure', deposit.checkoutFailureMessage);
  }
  return resultEnvelope(depositToWire(deposit));
}

/** Deposits (api.md §7.7); the funds themselves are served by funds-routes.ts. */
export const paymentsRoutes: FastifyPluginCallback<{
  deposits: DepositsService;
}> = (app, { deposits }, done) => {
  /**
   * Where a card deposit's 3-D Secure challenge returns to: the shop's own notification page,
   * never an address the client names (the challenge page redirects the window there).
   */
  const notificationUrl = (
    request: FastifyRequest,
    strongCustomerAuthentication: StrongCustomerAuthenticationWire | undefined,
  ) => (strongCustomerAuthentication ? notificationUrlOf(request) : null);

  app.post<{ Params: { id: string }; Body: DepositRequestWire }>(
    '/v2/funds/:id/deposit',
    {
      config: { access: 'customer', capability: 'wallet_deposit' },
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
          amountCents: depositCentsOf(body.amount, depositBoundsOf('cc')),
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
      config: { access: 'customer', capability: 'wallet_deposit' },
      schema: {
        params: WalletDepositParams,
        body: DepositRequestWire,
        response: responses(DepositEnvelopeWire),
      },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const { method, gatewayKey } = request.params;
      const call = `funds/${method}/${gatewayKey}/deposit`;
      if (isDigitalWalletMethod(method) && gatewayKey === deposits.gatewayKey) {
        const walletToken = request.body.metadata?.payment_token;
        if (
          typeof walletToken !== 'string' ||
          walletToken.length < 4 ||
          walletToken.length > 4000
        ) {
          throw new ApiError(422, 'payment_token_required', walletTokenMessage, {
            'metadata.payment_token': [walletTokenMessage],
          });
        }
        const deposit = await deposits.depositWithWallet(
          customerId,
          idempotencyKeyOf(request),
          call,
          request.body,
          {
            method,
            amountCents: depositCentsOf(request.body.amount, depositBoundsOf(method)),
            walletToken,
          },
          publicOriginOf(request),
        );
        return depositAnswer(deposit);
      }
      if (method !== paypalMethodCode || gatewayKey !== deposits.paypalGatewayKey) {
        throw new ApiError(404, 'gateway_not_found', 'That deposit method is not available.');
      }
      const deposit = await deposits.depositWithPayPal(
        customerId,
        idempotencyKeyOf(request),
        call,
        request.body,
        {
          amountCents: depositCentsOf(request.body.amount, depositBoundsOf(paypalMethodCode)),
          purchase: null,
        },
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
      if (deposit.checkoutFailureMessage === null) return withPendingMessage(deposit, envelope);
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
      config: { access: 'customer', capability: 'wallet_deposit' },
      schema: { body: DepositPurchaseRequestWire, response: responses(DepositEnvelopeWire) },
    },
    async (request) => {
      requireApiVersion(request, apiVersions.cart, 'Deposit purchases');
      const { customerId } = customerOf(request);
      const key = idempotencyKeyOf(request);
      const { deposit: depositBody, purchase } = request.body;
      const amountCents = depositCentsOf(depositBody.amount, depositBoundsOf('cc'));
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
