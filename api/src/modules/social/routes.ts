import { type Static, Type } from '@sinclair/typebox';
import { type FastifyPluginCallback, type FastifyRequest } from 'fastify';
import { groupListPageSize, groupSessionsPageSize } from 'shared-kernel/contract/social';
import {
  CreateGroupWire,
  GroupEnvelopeWire,
  GroupsEnvelopeWire,
  InviteLinkEnvelopeWire,
  SessionEnvelopeWire,
  SessionsEnvelopeWire,
  SocialConfigEnvelopeWire,
} from 'shared-kernel/wire/social';
import { entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { configLotteriesOf } from './config';
import { socialRefusals } from './refusals';
import { type GroupService } from './service';
import { type SessionService } from './session-service';
import { groupToWire, sessionToWire, socialConfigToWire } from './wire';

export const IdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
export type IdParams = Static<typeof IdParams>;

const TokenParams = Type.Object({ token: Type.String({ maxLength: 200 }) });
type TokenParams = Static<typeof TokenParams>;

const JoinGroupWire = Type.Object({
  invite_token: Type.Optional(Type.String({ maxLength: 200 })),
});
type JoinGroupWire = Static<typeof JoinGroupWire>;

/** `limit` and `offset` of a paged list, `limit` defaulting to the list's page size. */
export function pageQuery(pageSize: number) {
  return Type.Object({
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: pageSize })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  });
}
export type PageQuery = Static<ReturnType<typeof pageQuery>>;

export const pageOf = (query: PageQuery, pageSize: number) => ({
  limit: query.limit ?? pageSize,
  offset: query.offset ?? 0,
});

/** The signed-in caller of an anonymous route, if the call carries a valid bearer. */
export const callerIdOf = (request: FastifyRequest) => request.customer?.customerId ?? null;

const GroupsQuery = pageQuery(groupListPageSize);
const SessionsQuery = pageQuery(groupSessionsPageSize);

/**
 * The social service's config and group calls (api.md §7.9, under /social/v3): the wizard's
 * config, creating and reading groups, invite links, joining, and a group's sessions.
 */
export const groupRoutes: FastifyPluginCallback<{
  groups: GroupService;
  sessions: SessionService;
}> = (app, { groups, sessions }, done) => {
  const now = () => app.config.now();

  app.get(
    '/config',
    {
      config: { access: 'anonymous', cache: 'group_play_config' },
      schema: { response: responses(SocialConfigEnvelopeWire) },
    },
    async () => resultEnvelope(socialConfigToWire(await configLotteriesOf(app.database, now()))),
  );

  app.get<{ Params: IdParams }>(
    '/config/:id',
    {
      config: { access: 'anonymous', cache: 'group_play_config' },
      schema: { params: IdParams, response: responses(SocialConfigEnvelopeWire) },
    },
    async (request) => {
      const lotteries = await configLotteriesOf(app.database, now(), request.params.id);
      if (lotteries.length === 0) throw socialRefusals.lotteryNotFound();
      return resultEnvelope(socialConfigToWire(lotteries));
    },
  );

  app.post<{ Body: CreateGroupWire }>(
    '/group',
    {
      config: { access: 'customer' },
      schema: { body: CreateGroupWire, response: responses(GroupEnvelopeWire, 201) },
    },
    async (request, reply) => {
      const group = await groups.create(customerOf(request).customerId, {
        groupName: request.body.group_name,
        publicityStatus: request.body.publicity_status ?? 'private',
      });
      return reply.status(201).send(resultEnvelope(groupToWire(group)));
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/group',
    {
      config: { access: 'customer' },
      schema: { querystring: GroupsQuery, response: responses(GroupsEnvelopeWire) },
    },
    async (request) => {
      const page = pageOf(request.query, groupListPageSize);
      const { groups: found, total } = await groups.mine(customerOf(request).customerId, page);
      return entitiesEnvelope(found.map(groupToWire), { ...page, total });
    },
  );

  app.get<{ Params: IdParams }>(
    '/group/:id',
    {
      config: { access: 'anonymous' },
      schema: { params: IdParams, response: responses(GroupEnvelopeWire) },
    },
    async (request) =>
      resultEnvelope(groupToWire(await groups.byId(request.params.id, callerIdOf(request)))),
  );

  app.get<{ Params: TokenParams }>(
    '/group/token/:token',
    {
      config: { access: 'anonymous' },
      schema: { params: TokenParams, response: responses(GroupEnvelopeWire) },
    },
    async (request) =>
      resultEnvelope(groupToWire(await groups.byToken(request.params.token, callerIdOf(request)))),
  );

  app.post<{ Params: IdParams }>(
    '/group/:id/token',
    {
      config: { access: 'customer' },
      schema: { params: IdParams, response: responses(InviteLinkEnvelopeWire) },
    },
    async (request) => {
      const inviteUrl = await groups.revokeInviteLink(
        request.params.id,
        customerOf(request).customerId,
      );
      return resultEnvelope({ invite_url: inviteUrl });
    },
  );

  app.post<{ Params: IdParams; Body: JoinGroupWire }>(
    '/group/:id/join',
    {
      config: { access: 'customer' },
      schema: { params: IdParams, body: JoinGroupWire, response: responses(GroupEnvelopeWire) },
    },
    async (request) => {
      const group = await groups.join(
        request.params.id,
        customerOf(request).customerId,
        request.body.invite_token ?? null,
      );
      return resultEnvelope(groupToWire(group));
    },
  );

  app.get<{ Params: IdParams; Querystring: PageQuery }>(
    '/group/:id/session',
    {
      config: { access: 'anonymous' },
      schema: {
        params: IdParams,
        querystring: SessionsQuery,
        response: responses(SessionsEnvelopeWire),
      },
    },
    async (request) => {
      const page = pageOf(request.query, groupSessionsPageSize);
      const found = await sessions.ofGroup(request.params.id, callerIdOf(request), page);
      return entitiesEnvelope(found.sessions.map(sessionToWire), { ...page, total: found.total });
    },
  );

  app.get<{ Params: IdParams }>(
    '/group/:id/session/open',
    {
      config: { access: 'anonymous' },
      schema: { params: IdParams, response: responses(SessionEnvelopeWire) },
    },
    async (request) =>
      resultEnvelope(
        sessionToWire(await sessions.openOfGroup(request.params.id, callerIdOf(request))),
      ),
  );
  done();
};
