import { type FastifyPluginCallback } from 'fastify';
import {
  RecurringParamsWire,
  RecurringStatusChangeWire,
  SubscriptionEnvelopeWire,
  SubscriptionPatchWire,
  SubscriptionsEnvelopeWire,
  SubscriptionsQueryWire,
} from 'shared-kernel/wire/recurring';
import { entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { type RecurringManagement } from './management';
import { subscriptionToWire } from './wire-mapping';
import { type RecurringView } from './views';

type WithId = { Params: RecurringParamsWire };

/** `lottery_keys=a,b` as offer keys; absent: every offer. */
function offerKeysOf(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  return text
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
}

/** The customer's subscriptions (api.md §7.8): list, one, edits and status changes. */
export const subscriptionRoutes: FastifyPluginCallback<{ management: RecurringManagement }> = (
  app,
  { management },
  done,
) => {
  const answer = (view: RecurringView) => resultEnvelope(subscriptionToWire(view));
  const one = { params: RecurringParamsWire, response: responses(SubscriptionEnvelopeWire) };

  app.get<{ Querystring: SubscriptionsQueryWire }>(
    '/v2/subscriptions',
    {
      config: { access: 'customer', capability: 'subscription_manage' },
      schema: {
        querystring: SubscriptionsQueryWire,
        response: responses(SubscriptionsEnvelopeWire),
      },
    },
    async (request) => {
      const offerKeys = offerKeysOf(request.query.lottery_keys);
      const page = await management.page(
        customerOf(request).customerId,
        { type: 'subscription', ...(offerKeys ? { offerKeys } : {}) },
        request.query,
      );
      return entitiesEnvelope(page.entities.map(subscriptionToWire), page.pageInfo);
    },
  );

  app.get<WithId>(
    '/v2/subscriptions/:id',
    { config: { access: 'customer', capability: 'subscription_manage' }, schema: one },
    async (request) =>
      answer(
        await management.one(customerOf(request).customerId, 'subscription', request.params.id),
      ),
  );

  app.patch<WithId & { Body: SubscriptionPatchWire }>(
    '/v2/subscriptions/:id',
    {
      config: { access: 'customer', capability: 'subscription_manage' },
      schema: { ...one, body: SubscriptionPatchWire },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const { id } = request.params;
      const { game_offer: gameOffer, cause_key: causeKey, num_games: numGames } = request.body;
      let view = await management.changeTicket(customerId, 'subscription', id, {
        ...(gameOffer !== undefined ? { gameOffer } : {}),
        ...(causeKey !== undefined ? { causeKey } : {}),
        ...(numGames !== undefined ? { numGames } : {}),
      });
      if (request.body.period !== undefined) {
        view = await management.changePeriod(customerId, id, request.body.period);
      }
      return answer(view);
    },
  );

  app.patch<WithId & { Body: RecurringStatusChangeWire }>(
    '/v2/subscriptions/:id/status',
    {
      config: { access: 'customer', capability: 'subscription_manage' },
      schema: { ...one, body: RecurringStatusChangeWire },
    },
    async (request) =>
      answer(
        await management.changeStatus(
          customerOf(request).customerId,
          'subscription',
          request.params.id,
          request.body.status,
          request.body.paused_until,
        ),
      ),
  );
  done();
};
