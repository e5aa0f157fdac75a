import { type Static, Type } from '@sinclair/typebox';
import { type FastifyPluginCallback } from 'fastify';
import { socialPageSize } from 'shared-kernel/contract/social';
import { parseMoney } from 'shared-kernel/contract/money';
import {
  BuySharesWire,
  CreateSessionWire,
  SessionEnvelopeWire,
  SessionOrderEnvelopeWire,
  SessionsEnvelopeWire,
  SharesAddedEnvelopeWire,
  ShareTicketEnvelopeWire,
  ShareTicketsEnvelopeWire,
  UpdateSessionWire,
} from 'shared-kernel/wire/social';
import { entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { responses } from '../../http/response-schemas';
import { customerOf } from '../auth/bearer-token';
import { callerIdOf, IdParams, pageOf, type PageQuery, pageQuery } from './routes';
import { type SessionService } from './session-service';
import { type ShareTicketService } from './share-tickets';
import { sessionOrderToWire, sessionToWire, shareTicketToWire } from './wire';

const OrderQuery = Type.Object({ show_details: Type.Optional(Type.Boolean({ default: false })) });
type OrderQuery = Static<typeof OrderQuery>;

const ListQuery = pageQuery(socialPageSize);

/**
 * The social service's session and share calls (api.md §7.9, under /social/v3): opening a
 * session, auto-session, reading sessions and their order view, the discover list, putting
 * shares in the cart, and the caller's share tickets.
 */
export const sessionRoutes: FastifyPluginCallback<{
  sessions: SessionService;
  shareTickets: ShareTicketService;
}> = (app, { sessions, shareTickets }, done) => {
  app.post<{ Body: CreateSessionWire }>(
    '/session',
    {
      config: { access: 'customer' },
      schema: { body: CreateSessionWire, response: responses(SessionEnvelopeWire, 201) },
    },
    async (request, reply) => {
      const { body } = request;
      const session = await sessions.create(customerOf(request).customerId, {
        groupId: body.group_id,
        drawId: body.draw_id,
        sharePriceCents: parseMoney(body.share_price),
        totalShares: body.total_shares,
        autosessionStatus: body.autosession_status ?? 'off',
        inviteAllExistingMembers: body.invite_all_existing_members ?? false,
      });
      return reply.status(201).send(resultEnvelope(sessionToWire(session)));
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/session/discover',
    {
      config: { access: 'anonymous' },
      schema: { querystring: ListQuery, response: responses(SessionsEnvelopeWire) },
    },
    async (request) => {
      const page = pageOf(request.query, socialPageSize);
      const found = await sessions.discover(null, callerIdOf(request), page);
      return entitiesEnvelope(found.sessions.map(sessionToWire), { ...page, total: found.total });
    },
  );

  app.get<{ Params: IdParams; Querystring: PageQuery }>(
    '/session/discover/draw/:id',
    {
      config: { access: 'anonymous' },
      schema: {
        params: IdParams,
        querystring: ListQuery,
        response: responses(SessionsEnvelopeWire),
      },
    },
    async (request) => {
      const page = pageOf(request.query, socialPageSize);
      const found = await sessions.discover(request.params.id, callerIdOf(request), page);
      return entitiesEnvelope(found.sessions.map(sessionToWire), { ...page, total: found.total });
    },
  );

  app.get<{ Params: IdParams }>(
    '/session/:id',
    {
      config: { access: 'anonymous' },
      schema: { params: IdParams, response: responses(SessionEnvelopeWire) },
    },
    async (request) =>
      resultEnvelope(sessionToWire(await sessions.byId(request.params.id, callerIdOf(request)))),
  );

  app.put<{ Params: IdParams; Body: UpdateSessionWire }>(
    '/session/:id',
    {
      config: { access: 'customer' },
      schema: {
        params: IdParams,
        body: UpdateSessionWire,
        response: responses(SessionEnvelopeWire),
      },
    },
    async (request) => {
      const session = await sessions.updateAutosession(
        request.params.id,
        customerOf(request).customerId,
        request.body.autosession_status,
      );
      return resultEnvelope(sessionToWire(session));
    },
  );

  app.get<{ Params: IdParams; Querystring: OrderQuery }>(
    '/session/:id/order',
    {
      config: { access: 'anonymous' },
      schema: {
        params: IdParams,
        querystring: OrderQuery,
        response: responses(SessionOrderEnvelopeWire),
      },
    },
    async (request) => {
      const callerId = callerIdOf(request);
      const order = await sessions.order(request.params.id, callerId);
      return resultEnvelope(
        sessionOrderToWire(order, request.query.show_details ?? false, callerId),
      );
    },
  );

  app.post<{ Params: IdParams; Body: BuySharesWire }>(
    '/session/:id/shares',
    {
      config: { access: 'customer' },
      schema: {
        params: IdParams,
        body: BuySharesWire,
        response: responses(SharesAddedEnvelopeWire, 201),
      },
    },
    async (request, reply) => {
      const session = await sessions.buyShares(request.params.id, customerOf(request).customerId, {
        numShares: request.body.num_shares,
        inviteToken: request.body.invite_token ?? null,
      });
      return reply
        .status(201)
        .send(resultEnvelope({ session: sessionToWire(session), next: 'checkout' as const }));
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/shares',
    {
      config: { access: 'customer' },
      schema: { querystring: ListQuery, response: responses(ShareTicketsEnvelopeWire) },
    },
    async (request) => {
      const page = pageOf(request.query, socialPageSize);
      const found = await shareTickets.mine(customerOf(request).customerId, page);
      return entitiesEnvelope(found.tickets.map(shareTicketToWire), {
        ...page,
        total: found.total,
      });
    },
  );

  app.get<{ Params: IdParams }>(
    '/shares/:id',
    {
      config: { access: 'customer' },
      schema: { params: IdParams, response: responses(ShareTicketEnvelopeWire) },
    },
    async (request) =>
      resultEnvelope(
        shareTicketToWire(
          await shareTickets.byId(customerOf(request).customerId, request.params.id),
        ),
      ),
  );
  done();
};
