import { type Static, Type } from '@sinclair/typebox';
import { type FastifyPluginCallback, type FastifyRequest } from 'fastify';
import {
  BenefitsEnvelopeWire,
  EntryUnlockWire,
  GiveawayDrawEnvelopeWire,
  GiveawayDrawsEnvelopeWire,
  GiveawayDrawsQueryWire,
  GiveawayTypeWire,
  GiveawayWinnersEnvelopeWire,
  MembershipChangeEnvelopeWire,
  MembershipChangeWire,
  MembershipConfigEnvelopeWire,
  MembershipEntryEnvelopeWire,
} from 'shared-kernel/wire/membership';
import { giveawayPageSize } from 'shared-kernel/contract/membership';
import { ApiError, entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { membershipConfigOf } from './config';
import { GiveawayService, typesOfFilter } from './giveaways';
import { proofOf, GiveawayProofEnvelopeWire } from './proof';
import { MembershipService } from './service';
import { configToWire, giveawayToWire, membershipToWire, winnerToWire } from './wire';
import { findWinnerPage } from './winners';

const GiveawayParams = Type.Object({
  giveawayType: GiveawayTypeWire,
  drawNumber: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
type GiveawayParams = Static<typeof GiveawayParams>;

const DrawIdParams = Type.Object({
  id: Type.String({
    pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
  }),
});
type DrawIdParams = Static<typeof DrawIdParams>;

const PageQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: giveawayPageSize })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
};
const EntriesQuery = Type.Object({
  state: Type.Union([Type.Literal('current'), Type.Literal('closed')]),
  ...PageQuery,
});
type EntriesQuery = Static<typeof EntriesQuery>;
const WinnersQuery = Type.Object(PageQuery);
type WinnersQuery = Static<typeof WinnersQuery>;

const pageOf = (query: { limit?: number | undefined; offset?: number | undefined }) => ({
  limit: query.limit ?? giveawayPageSize,
  offset: query.offset ?? 0,
});

/** The signed-in caller of an anonymous route, if the call carries a valid bearer. */
const callerIdOf = (request: FastifyRequest) => request.customer?.customerId ?? null;

/**
 * The rewards service (api.md §7.10, under /rewards): the programme's config, the customer's
 * membership, giveaways with the caller's entries, unlocking, winners and partner benefits.
 * `benefitsLink` makes the member's signed partner benefits address.
 */
export const rewardsRoutes: FastifyPluginCallback<{
  benefitsLink: (customerId: string) => string;
}> = (app, { benefitsLink }, done) => {
  const now = () => app.config.now();
  const giveaways = new GiveawayService(app.database, now);
  const memberships = new MembershipService(app.database, now);

  app.get(
    '/rewards/v4/config',
    {
      config: { access: 'anonymous' },
      schema: { response: responses(MembershipConfigEnvelopeWire) },
    },
    async (request) => {
      const caller = await giveaways.callerOf(callerIdOf(request));
      const config = await membershipConfigOf(app.database, giveaways, caller, now());
      return resultEnvelope(configToWire(config));
    },
  );

  app.get(
    '/rewards/membership',
    {
      config: { access: 'customer' },
      schema: { response: responses(MembershipEntryEnvelopeWire) },
    },
    async (request) =>
      resultEnvelope(membershipToWire(await memberships.view(customerOf(request).customerId))),
  );

  app.put<{ Body: MembershipChangeWire }>(
    '/rewards/membership',
    {
      config: { access: 'customer', capability: 'membership_program' },
      schema: { body: MembershipChangeWire, response: responses(MembershipChangeEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const { membership, next } = await memberships.change(customerId, {
        status: request.body.membership_status,
        tier: request.body.metadata?.tier ?? 'free',
      });
      return resultEnvelope({ membership: membershipToWire(membership), next });
    },
  );

  app.get<{ Querystring: GiveawayDrawsQueryWire }>(
    '/rewards/v3/draws',
    {
      config: { access: 'anonymous' },
      schema: {
        querystring: GiveawayDrawsQueryWire,
        response: responses(GiveawayDrawsEnvelopeWire),
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const caller = await giveaways.callerOf(callerIdOf(request));
      const { giveaways: found, total } = await giveaways.page(
        {
          types: typesOfFilter[request.query.type ?? 'all'],
          state: request.query.state ?? 'current',
          ...page,
        },
        caller,
      );
      return entitiesEnvelope(found.map(giveawayToWire), { ...page, total });
    },
  );

  app.get<{ Params: GiveawayParams }>(
    '/rewards/v3/draws/:giveawayType/:drawNumber',
    {
      config: { access: 'anonymous' },
      schema: { params: GiveawayParams, response: responses(GiveawayDrawEnvelopeWire) },
    },
    async (request) => {
      const caller = await giveaways.callerOf(callerIdOf(request));
      const { giveawayType, drawNumber } = request.params;
      return resultEnvelope(
        giveawayToWire(await giveaways.byNumber(giveawayType, drawNumber, caller)),
      );
    },
  );

  app.get<{ Params: GiveawayParams }>(
    '/rewards/v3/draws/:giveawayType/:drawNumber/proof',
    {
      config: { access: 'anonymous' },
      schema: { params: GiveawayParams, response: responses(GiveawayProofEnvelopeWire) },
    },
    async (request) =>
      resultEnvelope(
        await proofOf(app.database, request.params.giveawayType, request.params.drawNumber),
      ),
  );

  app.put<{ Params: DrawIdParams; Body: EntryUnlockWire }>(
    '/rewards/v3/draws/:id',
    {
      config: { access: 'customer', capability: 'membership_program' },
      schema: {
        params: DrawIdParams,
        body: EntryUnlockWire,
        response: responses(GiveawayDrawEnvelopeWire),
      },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      return resultEnvelope(
        giveawayToWire(await memberships.unlock(customerId, request.params.id)),
      );
    },
  );

  app.get<{ Querystring: EntriesQuery }>(
    '/rewards/v3/entries',
    {
      config: { access: 'customer', capability: 'giveaway_entries' },
      schema: { querystring: EntriesQuery, response: responses(GiveawayDrawsEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const page = pageOf(request.query);
      const { giveaways: found, total } = await giveaways.entries(
        customerId,
        request.query.state,
        page,
      );
      return entitiesEnvelope(found.map(giveawayToWire), { ...page, total });
    },
  );

  app.get<{ Querystring: WinnersQuery }>(
    '/rewards/v3/winners',
    {
      config: { access: 'anonymous' },
      schema: { querystring: WinnersQuery, response: responses(GiveawayWinnersEnvelopeWire) },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { winners, total } = await findWinnerPage(app.database, page);
      return entitiesEnvelope(winners.map(winnerToWire), { ...page, total });
    },
  );

  app.get(
    '/rewards/v3/benefits',
    {
      config: { access: 'customer', capability: 'membership_program' },
      schema: { response: responses(BenefitsEnvelopeWire) },
    },
    async (request) => {
      const { customerId } = customerOf(request);
      const membership = await memberships.view(customerId);
      if (membership.status === 'non-member') {
        throw new ApiError(422, 'not_a_member', 'Join Daily Winners to see partner benefits.');
      }
      return resultEnvelope({ sso_url: benefitsLink(customerId) });
    },
  );
  done();
};
