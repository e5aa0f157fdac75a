import { type FastifyPluginCallback } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  PrecommitmentEnvelopeWire,
  PrecommitmentFormWire,
  SpendLimitFormWire,
  SpendLimitIdParamsWire,
  SpendLimitPeriodWire,
  SpendLimitsEnvelopeWire,
  type SpendLimitWire,
} from 'shared-kernel/wire/limits';
import { resultEnvelope } from '../../http/envelope';
import { audMoney } from '../../http/money';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { acceptFormBodies } from '../auth/form-body';
import { limitCentsOf } from './limit-amount';
import { LimitChanges, type LimitKey } from './limit-changes';
import { windowEndOf } from './usage-windows';
import { availablePeriods, type LimitStatus, LimitsService } from './service';

function statusToWire(status: LimitStatus): SpendLimitWire {
  return {
    id: status.id,
    period: status.period as SpendLimitWire['period'],
    amount: audMoney(status.amountCents),
    spent: audMoney(status.usedCents),
    remaining: audMoney(status.remainingCents),
    pending_amount: status.pendingAmountCents === null ? null : audMoney(status.pendingAmountCents),
    pending_from: status.pendingFrom?.toISOString() ?? null,
    period_ends_at: status.periodEndsAt?.toISOString() ?? null,
  };
}

const PeriodParams = Type.Object({ period: SpendLimitPeriodWire });
const precommitmentKey: LimitKey = { period: 'precommitment_monthly' };

/**
 * Spend, deposit and precommitment limits (api.md §7.4); form bodies as the client sends them.
 * Amounts are checked here (product.md §5 messages on the field); changes run under the
 * customer's lock.
 */
export const limitsRoutes: FastifyPluginCallback = (app, _options, done) => {
  acceptFormBodies(app);
  const limits = new LimitsService(app.database);
  const changes = new LimitChanges(app.database);
  const now = () => app.config.now();

  const overview = async (customerId: string) => {
    const { customerLimits, systemLimits } = await limits.overview(customerId, now());
    return resultEnvelope({
      available_periods: [...availablePeriods],
      customer_limits: customerLimits.map(statusToWire),
      system_limits: systemLimits.map(statusToWire),
      spend_limit_required: false,
    });
  };
  const spendLimitsAnswer = {
    config: { access: 'customer' as const, capability: 'spend_limits' as const },
  };

  app.get(
    '/v2/spend-limits',
    { ...spendLimitsAnswer, schema: { response: responses(SpendLimitsEnvelopeWire) } },
    (request) => overview(customerOf(request).customerId),
  );

  for (const method of ['POST', 'PUT'] as const) {
    app.route<{ Params: { period: SpendLimitPeriodWire }; Body: SpendLimitFormWire }>({
      method,
      url: '/v2/spend-limits/:period',
      ...spendLimitsAnswer,
      schema: {
        params: PeriodParams,
        body: SpendLimitFormWire,
        response: responses(SpendLimitsEnvelopeWire),
      },
      handler: async (request) => {
        const { customerId } = customerOf(request);
        const cents = limitCentsOf(request.body.amount, 'amount');
        await changes.set(customerId, request.params.period, cents, now());
        return overview(customerId);
      },
    });
  }

  app.delete<{ Params: SpendLimitIdParamsWire }>(
    '/v2/spend-limits/:id',
    {
      ...spendLimitsAnswer,
      schema: { params: SpendLimitIdParamsWire, response: responses(SpendLimitsEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      await changes.remove(customerId, { id: request.params.id }, now());
      return overview(customerId);
    },
  );

  app.delete<{ Params: SpendLimitIdParamsWire }>(
    '/v2/spend-limits/:id/pending',
    {
      ...spendLimitsAnswer,
      schema: { params: SpendLimitIdParamsWire, response: responses(SpendLimitsEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      await changes.cancelPending(customerId, { id: request.params.id }, now());
      return overview(customerId);
    },
  );

  const precommitment = async (customerId: string) => {
    const at = now();
    const status = await limits.precommitment(customerId, at);
    const spent = status?.usedCents ?? (await limits.spentThisMonth(customerId, at));
    return resultEnvelope({
      limit: status ? audMoney(status.amountCents) : null,
      spent: audMoney(spent),
      pending_limit: status?.pendingAmountCents ? audMoney(status.pendingAmountCents) : null,
      pending_from: status?.pendingFrom?.toISOString() ?? null,
      period_ends_at: windowEndOf('precommitment_monthly', at)?.toISOString() ?? null,
    });
  };
  const precommitmentAnswer = {
    config: { access: 'customer' as const },
    schema: { response: responses(PrecommitmentEnvelopeWire) },
  };

  app.get('/v2/precommitment', precommitmentAnswer, (request) =>
    precommitment(customerOf(request).customerId),
  );

  app.post<{ Body: PrecommitmentFormWire }>(
    '/v2/precommitment',
    {
      ...precommitmentAnswer,
      schema: { ...precommitmentAnswer.schema, body: PrecommitmentFormWire },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const cents = limitCentsOf(request.body.limit, 'limit');
      await changes.set(customerId, 'precommitment_monthly', cents, now());
      return precommitment(customerId);
    },
  );

  app.delete('/v2/precommitment', precommitmentAnswer, async (request) => {
    const { customerId } = customerOf(request);
    await changes.remove(customerId, precommitmentKey, now());
    return precommitment(customerId);
  });

  app.delete('/v2/precommitment/pending', precommitmentAnswer, async (request) => {
    const { customerId } = customerOf(request);
    await changes.cancelPending(customerId, precommitmentKey, now());
    return precommitment(customerId);
  });
  done();
};
