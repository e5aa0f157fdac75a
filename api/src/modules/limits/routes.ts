import { type FastifyPluginCallback } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  PrecommitmentFormWire,
  PrecommitmentWire,
  SpendLimitFormWire,
  SpendLimitPeriodWire,
  SpendLimitsEnvelopeWire,
  type SpendLimitWire,
} from 'shared-kernel/wire/limits';
import { ResultEnvelopeWire } from 'shared-kernel/wire/envelope';
import { ApiError, resultEnvelope } from '../../http/envelope';
import { audMoney } from '../../http/money';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { acceptFormBodies } from '../auth/form-body';
import { centsOfDollars } from '../ledger/aud-text';
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
  };
}

const PeriodParams = Type.Object({ period: SpendLimitPeriodWire });
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const PrecommitmentEnvelopeWire = ResultEnvelopeWire(PrecommitmentWire);

/** Spend, deposit and precommitment limits (api.md §7.4); form bodies as the client sends them. */
export const limitsRoutes: FastifyPluginCallback = (app, _options, done) => {
  acceptFormBodies(app);
  const limits = new LimitsService(app.database);
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

  app.get(
    '/v2/spend-limits',
    { config: { access: 'customer' }, schema: { response: responses(SpendLimitsEnvelopeWire) } },
    (request) => overview(customerOf(request).customerId),
  );

  for (const method of ['POST', 'PUT'] as const) {
    app.route<{ Params: { period: SpendLimitPeriodWire }; Body: SpendLimitFormWire }>({
      method,
      url: '/v2/spend-limits/:period',
      config: { access: 'customer' },
      schema: {
        params: PeriodParams,
        body: SpendLimitFormWire,
        response: responses(SpendLimitsEnvelopeWire),
      },
      handler: async (request) => {
        const { customerId } = customerOf(request);
        const cents = centsOfDollars(request.body.amount, 'amount');
        await limits.setLimit(customerId, request.params.period, cents, now());
        return overview(customerId);
      },
    });
  }

  app.delete<{ Params: { id: string } }>(
    '/v2/spend-limits/:id',
    {
      config: { access: 'customer' },
      schema: { params: IdParams, response: responses(SpendLimitsEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const limit = await limits.findLimitById(customerId, request.params.id);
      if (limit?.period === 'precommitment_monthly') {
        throw new ApiError(404, 'limit_not_found', 'You have no such limit.');
      }
      await limits.removeLimit(customerId, limit, now());
      return overview(customerId);
    },
  );

  const precommitment = async (customerId: string) => {
    const status = await limits.precommitment(customerId, now());
    const spent = status?.usedCents ?? (await limits.spentThisMonth(customerId, now()));
    return resultEnvelope({
      limit: status ? audMoney(status.amountCents) : null,
      spent: audMoney(spent),
      pending_limit: status?.pendingAmountCents ? audMoney(status.pendingAmountCents) : null,
      pending_from: status?.pendingFrom?.toISOString() ?? null,
    });
  };

  app.get(
    '/v2/precommitment',
    { config: { access: 'customer' }, schema: { response: responses(PrecommitmentEnvelopeWire) } },
    (request) => precommitment(customerOf(request).customerId),
  );

  app.post<{ Body: PrecommitmentFormWire }>(
    '/v2/precommitment',
    {
      config: { access: 'customer' },
      schema: { body: PrecommitmentFormWire, response: responses(PrecommitmentEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const cents = centsOfDollars(request.body.limit, 'limit');
      await limits.setLimit(customerId, 'precommitment_monthly', cents, now());
      return precommitment(customerId);
    },
  );

  app.delete(
    '/v2/precommitment',
    { config: { access: 'customer' }, schema: { response: responses(PrecommitmentEnvelopeWire) } },
    async (request) => {
      const { customerId } = customerOf(request);
      const limit = await limits.findLimitByPeriod(customerId, 'precommitment_monthly');
      await limits.removeLimit(customerId, limit, now());
      return precommitment(customerId);
    },
  );
  done();
};
