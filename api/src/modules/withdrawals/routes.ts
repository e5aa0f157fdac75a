import { Type } from '@sinclair/typebox';
import { type FastifyPluginCallback } from 'fastify';
import { apiVersions } from 'shared-kernel';
import {
  EntitiesEnvelopeWire,
  PageQueryWire,
  ResultEnvelopeWire,
} from 'shared-kernel/wire/envelope';
import {
  WithdrawalIdWire,
  WithdrawalRequestWire,
  WithdrawalWire,
} from 'shared-kernel/wire/withdrawals';
import { requireApiVersion } from '../../http/api-version';
import { entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { audMoney } from '../../http/money';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { idempotencyKeyOf } from '../purchase/idempotency';
import { type Withdrawal } from './repository';
import { type WithdrawalsService } from './service';

const IdParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{2,64}$' }) });

export function withdrawalToWire(withdrawal: Withdrawal): WithdrawalWire {
  return {
    id: withdrawal.id,
    status: withdrawal.status,
    amount: audMoney(withdrawal.amountCents),
    withdrawal_method_code: withdrawal.methodCode,
    bank_type: withdrawal.bankType,
    fund_id: withdrawal.fundId,
    cause_key: withdrawal.causeKey,
    destination: withdrawal.destination,
    reason: withdrawal.reason,
    created_at: withdrawal.createdAt.toISOString(),
    settled_at: withdrawal.settledAt?.toISOString() ?? null,
  };
}

/**
 * Withdrawals of the signed-in customer (api.md §7.7): `POST /v2/withdrawals/{id}/withdraw`
 * (v3.1, Idempotency-Key) answers the new withdrawal's id; `GET /v2/withdrawals` (limit, offset)
 * and `GET /v2/withdrawals/{id}` read them. Withdrawing is `elevated`: money leaving the shop is
 * what a stolen session would do first, so a customer with two-factor on proves it again (within
 * the elevation window) before the money goes; customers without two-factor pass as customers.
 */
export const withdrawalRoutes: FastifyPluginCallback<{ withdrawals: WithdrawalsService }> = (
  app,
  { withdrawals },
  done,
) => {
  app.post<{ Params: { id: string }; Body: WithdrawalRequestWire }>(
    '/v2/withdrawals/:id/withdraw',
    {
      config: { access: 'elevated', capability: 'wallet_withdrawal' },
      schema: {
        params: IdParams,
        body: WithdrawalRequestWire,
        response: responses(ResultEnvelopeWire(WithdrawalIdWire)),
      },
    },
    async (request) => {
      requireApiVersion(request, apiVersions.withdrawals, 'Withdrawals');
      const { customerId } = customerOf(request);
      const idempotencyKey = idempotencyKeyOf(request);
      const id = await withdrawals.request(customerId, idempotencyKey, request.body, {
        destinationId: request.params.id,
        methodCode: request.body.withdrawal_method_code,
        bankType: request.body.bank_type ?? null,
        amount: request.body.amount.amount,
      });
      return resultEnvelope(id);
    },
  );

  app.get<{ Querystring: PageQueryWire }>(
    '/v2/withdrawals',
    {
      config: { access: 'customer', capability: 'wallet_withdrawal' },
      schema: {
        querystring: PageQueryWire,
        response: responses(EntitiesEnvelopeWire(WithdrawalWire)),
      },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const page = { limit: request.query.limit ?? 10, offset: request.query.offset ?? 0 };
      const { withdrawals: found, total } = await withdrawals.list(customerId, page);
      return entitiesEnvelope(found.map(withdrawalToWire), { ...page, total });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/v2/withdrawals/:id',
    {
      config: { access: 'customer' },
      schema: { params: IdParams, response: responses(ResultEnvelopeWire(WithdrawalWire)) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      return resultEnvelope(
        withdrawalToWire(await withdrawals.find(customerId, request.params.id)),
      );
    },
  );
  done();
};
