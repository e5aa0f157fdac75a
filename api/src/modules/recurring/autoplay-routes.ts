import { type FastifyPluginCallback, type FastifyRequest } from 'fastify';
import { apiVersions } from 'shared-kernel';
import {
  AutoplayEnvelopeWire,
  AutoplayPatchWire,
  AutoplaysEnvelopeWire,
  MinimumJackpotFormWire,
  QuickpickFormWire,
  RecurringPageQueryWire,
  RecurringParamsWire,
  RecurringStatusChangeWire,
} from 'shared-kernel/wire/recurring';
import { ApiError, entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { requireApiVersion } from '../../http/api-version';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { acceptFormBodies } from '../auth/form-body';
import { type RecurringManagement } from './management';
import { autoplayToWire } from './wire-mapping';
import { type RecurringView } from './views';

const amountFormatMessage = 'Amount must follow format e.g: 1.50';
const jackpotCentsMax = 100_000_000_000;

/**
 * The minimum jackpot of the form, in cents: empty, missing or 0 clears it (null). Dollars with
 * at most two decimals; anything else is a 422 field error.
 */
export function minimumJackpotCentsOf(body: MinimumJackpotFormWire): number | null {
  const given = body.minimumJackpotAmount ?? body.minimum_jackpot_amount ?? null;
  const text = given === null ? '' : String(given).trim().replace(/,/g, '');
  if (text === '') return null;
  const cents = /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
  if (!Number.isSafeInteger(cents) || cents > jackpotCentsMax) {
    throw new ApiError(422, 'invalid_amount', amountFormatMessage, {
      minimumJackpotAmount: [amountFormatMessage],
    });
  }
  return cents === 0 ? null : cents;
}

type WithId = { Params: RecurringParamsWire };

/** The customer's autoplays (api.md §7.8, v3.3): list, one, settings and status changes. */
export const autoplayRoutes: FastifyPluginCallback<{ management: RecurringManagement }> = (
  app,
  { management },
  done,
) => {
  acceptFormBodies(app);
  /** Every autoplay call is a signed-in customer's, in API version 3.3. */
  const customerIdOf = (request: FastifyRequest) => {
    requireApiVersion(request, apiVersions.autoplay, 'Autoplays');
    return customerOf(request).customerId;
  };
  const answer = (view: RecurringView) => resultEnvelope(autoplayToWire(view));
  const one = { params: RecurringParamsWire, response: responses(AutoplayEnvelopeWire) };

  app.get<{ Querystring: RecurringPageQueryWire }>(
    '/v2/autoplay',
    {
      config: { access: 'customer', capability: 'autoplay_manage' },
      schema: { querystring: RecurringPageQueryWire, response: responses(AutoplaysEnvelopeWire) },
    },
    async (request) => {
      const page = await management.page(
        customerIdOf(request),
        { type: 'autoplay', cancelledLast: true },
        request.query,
      );
      return entitiesEnvelope(page.entities.map(autoplayToWire), page.pageInfo);
    },
  );

  app.get<WithId>(
    '/v2/autoplay/:id',
    { config: { access: 'customer', capability: 'autoplay_manage' }, schema: one },
    async (request) =>
      answer(await management.one(customerIdOf(request), 'autoplay', request.params.id)),
  );

  app.post<WithId & { Body: MinimumJackpotFormWire }>(
    '/v2/autoplay/:id/set-minimum-jackpot',
    {
      config: { access: 'customer', capability: 'autoplay_manage' },
      schema: { ...one, body: MinimumJackpotFormWire },
    },
    async (request) => {
      const customerId = customerIdOf(request);
      const cents = minimumJackpotCentsOf(request.body);
      return answer(await management.setMinimumJackpot(customerId, request.params.id, cents));
    },
  );

  app.post<WithId & { Body: QuickpickFormWire }>(
    '/v2/autoplay/:id/set-quickpick',
    {
      config: { access: 'customer', capability: 'autoplay_manage' },
      schema: { ...one, body: QuickpickFormWire },
    },
    async (request) =>
      answer(
        await management.setQuickpick(
          customerIdOf(request),
          request.params.id,
          request.body.quickpick,
        ),
      ),
  );

  app.patch<WithId & { Body: AutoplayPatchWire }>(
    '/v2/autoplay/:id',
    {
      config: { access: 'customer', capability: 'autoplay_manage' },
      schema: { ...one, body: AutoplayPatchWire },
    },
    async (request) => {
      const { games, num_games: numGames, game_offer: gameOffer } = request.body;
      return answer(
        await management.changeTicket(customerIdOf(request), 'autoplay', request.params.id, {
          ...(games !== undefined ? { games } : {}),
          ...(numGames !== undefined ? { numGames } : {}),
          ...(gameOffer !== undefined ? { gameOffer } : {}),
        }),
      );
    },
  );

  for (const [action, status] of [
    ['pause', 'recurring_status_paused'],
    ['unpause', 'recurring_status_active'],
  ] as const) {
    app.post<WithId>(
      `/v2/autoplay/:id/${action}`,
      { config: { access: 'customer', capability: 'autoplay_manage' }, schema: one },
      async (request) =>
        answer(
          await management.changeStatus(
            customerIdOf(request),
            'autoplay',
            request.params.id,
            status,
          ),
        ),
    );
  }

  app.patch<WithId & { Body: RecurringStatusChangeWire }>(
    '/v2/autoplay/:id/status',
    {
      config: { access: 'customer', capability: 'autoplay_manage' },
      schema: { ...one, body: RecurringStatusChangeWire },
    },
    async (request) =>
      answer(
        await management.changeStatus(
          customerIdOf(request),
          'autoplay',
          request.params.id,
          request.body.status,
          request.body.paused_until,
        ),
      ),
  );
  done();
};
