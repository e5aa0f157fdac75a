import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance, type FastifyReply } from 'fastify';
import { ApiError } from '../../http/envelope';
import { type Operator } from '../operators/service';
import { claimReasonLengthMax } from '../draw-engine/claims/service';
import { auditPage, prizeClaimsPage } from './claims-audit-pages';
import { type Notice } from '../operators/page-parts';
import { type DrawOperationsEngine, type PrizeClaimChecks } from './ports';
import { type DrawOperationsRepository } from './repository';

const uuidPattern = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const ClaimParams = Type.Object({
  drawId: Type.String({ pattern: uuidPattern }),
  ticketId: Type.String({ pattern: uuidPattern }),
});
type ClaimParams = Static<typeof ClaimParams>;
const ReasonBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 4000 })) });
const ClaimsQuery = Type.Object({
  done: Type.Optional(Type.Union([Type.Literal('approved'), Type.Literal('rejected')])),
});
const AuditQuery = Type.Object({
  subject: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
});
type AuditQuery = Static<typeof AuditQuery>;

const auditPageSize = 50;
const notices: Record<'approved' | 'rejected', string> = {
  approved: 'Approved: the prize is paid into the customer’s wallet.',
  rejected: 'Rejected: no money moved, and the customer has been told why.',
};

/**
 * /ops/prize-claims (role draws): prizes over the claim threshold, approved (paid) or rejected
 * with a reason; and /ops/audit (role draws or support): the audit log, read-only.
 */
export function registerClaimAuditRoutes(
  app: FastifyInstance,
  {
    repository,
    claims,
    engine,
  }: {
    repository: DrawOperationsRepository;
    claims: PrizeClaimChecks;
    engine: Pick<DrawOperationsEngine, 'runSteps'>;
  },
): void {
  const html = (reply: FastifyReply, text: string) =>
    reply.type('text/html; charset=utf-8').send(text);
  const emailOf = (operator: Operator | null) => (operator as Operator).email;
  const claimsPage = async (
    notice: Notice,
    error: { key: string; message: string } | null = null,
  ) => prizeClaimsPage(await claims.awaiting(), notice, error);
  /** A refused decision (already decided, say) is shown on the page, with the service's words. */
  const decided = async (
    reply: FastifyReply,
    done: 'approved' | 'rejected',
    drawId: string,
    operator: Operator | null,
    run: () => Promise<unknown>,
  ) => {
    try {
      await run();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return html(
        reply.status(error.statusCode),
        await claimsPage({ kind: 'alert', text: error.message }),
      );
    }
    // The last decision of a draw leaves it paid: its result emails go out now, not at the next run.
    await engine.runSteps(drawId, { type: 'operator', name: emailOf(operator) }, false);
    return reply.redirect(`/ops/prize-claims?done=${done}`, 303);
  };

  app.get<{ Querystring: Static<typeof ClaimsQuery> }>(
    '/ops/prize-claims',
    { config: { access: { operator: 'draws' } }, schema: { querystring: ClaimsQuery } },
    async (request, reply) => {
      const { done } = request.query;
      return html(reply, await claimsPage(done ? { kind: 'status', text: notices[done] } : null));
    },
  );

  app.post<{ Params: ClaimParams }>(
    '/ops/prize-claims/:drawId/:ticketId/approve',
    { config: { access: { operator: 'draws' } }, schema: { params: ClaimParams } },
    (request, reply) => {
      const { drawId, ticketId } = request.params;
      return decided(reply, 'approved', drawId, request.operator, () =>
        claims.approve(ticketId, drawId, emailOf(request.operator)),
      );
    },
  );

  app.post<{ Params: ClaimParams; Body: Static<typeof ReasonBody> | undefined }>(
    '/ops/prize-claims/:drawId/:ticketId/reject',
    {
      config: { access: { operator: 'draws' } },
      schema: { params: ClaimParams, body: ReasonBody },
    },
    async (request, reply) => {
      const { drawId, ticketId } = request.params;
      const reason = (request.body?.reason ?? '').trim();
      if (reason === '' || reason.length > claimReasonLengthMax) {
        const message = `Give the customer a reason (1 to ${claimReasonLengthMax} characters).`;
        return html(
          reply.status(422),
          await claimsPage(null, { key: `${drawId}-${ticketId}`, message }),
        );
      }
      return decided(reply, 'rejected', drawId, request.operator, () =>
        claims.reject(ticketId, drawId, emailOf(request.operator), reason),
      );
    },
  );

  app.get<{ Querystring: AuditQuery }>(
    '/ops/audit',
    {
      config: { access: { operator: ['draws', 'support'] } },
      schema: { querystring: AuditQuery },
    },
    async (request, reply) => {
      const subject = request.query.subject?.trim() || null;
      const page = request.query.page ?? 1;
      const { entries, total } = await repository.findAudit({
        subjectId: subject,
        limit: auditPageSize,
        offset: (page - 1) * auditPageSize,
      });
      return html(reply, auditPage({ entries, subject, page, pageSize: auditPageSize, total }));
    },
  );
}
