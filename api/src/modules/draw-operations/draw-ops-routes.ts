import { type Static, Type } from '@sinclair/typebox';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { ApiError, entitiesEnvelope, resultEnvelope } from '../../http/envelope';
import { audMoney } from '../../http/money';
import { recordAudit } from '../draw-engine/engine/audit';
import { type TickSummary } from '../draw-engine/engine/engine';
import { type Actor } from '../draw-engine/engine/step';
import { syndicateKeyOf } from '../draw-engine/steps/offer-of-draw';
import { audText } from '../ledger/aud-text';
import { type Operator } from '../operators/service';
import { drawNowConfirmPage, drawsPage, drawStatuses } from './draws-page';
import {
  DrawNowBody,
  OpsDrawOutcomeEnvelopeWire,
  type OpsDrawOutcomeWire,
  OpsDrawsEnvelopeWire,
  type OpsDrawWire,
} from './ops-wire';
import { type Notice } from '../operators/page-parts';
import { drawStatusNames } from './page-parts';
import { type DrawOperationsEngine } from './ports';
import { FulfilmentRepository } from './fulfilment-repository';
import { type DrawOperationsRepository, type OperatedDraw } from './repository';

const draws = { operator: 'draws' } as const;
const pageSize = 25;
const uuidPattern = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

const DrawListQuery = Type.Object({
  offer: Type.Optional(Type.String({ pattern: '^([a-z0-9_-]{1,100})?$' })),
  status: Type.Optional(
    Type.Union([...drawStatuses.map((status) => Type.Literal(status)), Type.Literal('')]),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  done: Type.Optional(Type.Union([Type.Literal('drawn'), Type.Literal('retried')])),
  draw: Type.Optional(Type.String({ pattern: uuidPattern })),
});
type DrawListQuery = Static<typeof DrawListQuery>;
const DrawIdParams = Type.Object({ id: Type.String({ pattern: uuidPattern }) });

const doneTexts = { drawn: 'Drawn now', retried: 'Re-ran the next step' } as const;

export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

export function operatorActorOf(request: FastifyRequest): Actor {
  return { type: 'operator', name: (request.operator as Operator).email };
}

function drawToWire(draw: OperatedDraw): OpsDrawWire {
  return {
    id: draw.id,
    offer_key: draw.productOfferKey,
    offer_name: draw.offerName,
    draw_no: draw.drawNo,
    status: draw.status,
    stop: draw.stop.toISOString(),
    draw_at: draw.drawAt?.toISOString() ?? null,
    last_error: draw.lastError,
    last_error_at: draw.lastErrorAt?.toISOString() ?? null,
  };
}

/**
 * /ops/draws (role draws): the list of draws with Draw now and Re-run next step, as pages with
 * form posts and as JSON for `npm run ops -- draw` (Authorization: Bearer <session token>).
 * Refusals carry the engine's own message. The audit log gets Draw now from the engine, each
 * step from the step, and each re-run request from here.
 */
export function registerDrawOpsRoutes(
  app: FastifyInstance,
  { repository, engine }: { repository: DrawOperationsRepository; engine: DrawOperationsEngine },
): void {
  const html = (reply: FastifyReply, text: string) =>
    reply.type('text/html; charset=utf-8').send(text);

  /**
   * Draw now. A lottery's draw is scored only once its syndicate's draw of the same number has
   * closed (the syndicate's games play it), so drawing a lottery now also draws that syndicate
   * draw now, and both run to the end: the lottery closes and is drawn, the syndicate closes, the
   * lottery is scored and paid, then the syndicate.
   */
  const drawWithSyndicate = async (
    offerKey: string,
    drawNo: number | null,
    actor: Actor,
  ): Promise<TickSummary & { drawId: string }> => {
    const drawn = await engine.drawNow(offerKey, drawNo, actor);
    const draw = await repository.findDrawById(drawn.drawId);
    const syndicateDrawId = draw
      ? await repository.findOpenDrawId(syndicateKeyOf(offerKey), draw.drawNo)
      : null;
    if (!draw || syndicateDrawId === null) return drawn;
    const runs = [
      drawn,
      await engine.drawNow(syndicateKeyOf(offerKey), draw.drawNo, actor),
      await engine.runSteps(drawn.drawId, actor, false),
      await engine.runSteps(syndicateDrawId, actor, false),
    ];
    return {
      drawId: drawn.drawId,
      steps: runs.flatMap((run) => run.steps),
      failures: runs.flatMap((run) => run.failures),
    };
  };

  const listOf = async (query: DrawListQuery) => {
    const page = query.page ?? 1;
    const { draws: found, total } = await repository.findDraws({
      offerKey: query.offer || null,
      status: query.status || null,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { draws: found, total, page };
  };

  const noticeOf = async (query: DrawListQuery): Promise<Notice> => {
    if (!query.done || !query.draw) return null;
    const draw = await repository.findDrawById(query.draw);
    if (draw === null) return null;
    const payouts = await repository.findPayoutSummary(draw.id);
    const parts = [
      `${doneTexts[query.done]}: ${draw.offerName} draw ${draw.drawNo} is now ${drawStatusNames[draw.status]}.`,
    ];
    if (payouts.winners > 0) {
      parts.push(
        `${payouts.winners} winning ticket${payouts.winners === 1 ? '' : 's'}; ${audText(payouts.paidCents)} paid.`,
      );
    }
    if (payouts.awaitingClaim > 0) {
      parts.push(`${payouts.awaitingClaim} prize(s) wait for a claim check.`);
    }
    if (draw.lastError !== null) parts.push(`Its next step failed: ${draw.lastError}`);
    return { kind: draw.lastError === null ? 'status' : 'alert', text: parts.join(' ') };
  };

  const page = async (query: DrawListQuery, notice: Notice) => {
    const [list, offers] = await Promise.all([listOf(query), repository.findOfferKeys()]);
    return drawsPage({
      ...list,
      pageSize,
      offers,
      offerKey: query.offer || null,
      status: query.status || null,
      notice,
    });
  };

  const outcomeOf = async (drawId: string, summary: TickSummary): Promise<OpsDrawOutcomeWire> => {
    const draw = await repository.findDrawById(drawId);
    if (draw === null) throw new ApiError(404, 'draw_not_found', 'That draw no longer exists.');
    const [published, payouts, physical] = await Promise.all([
      repository.findPublishedDraw(draw.productOfferKey, draw.drawNo),
      repository.findPayoutSummary(drawId),
      new FulfilmentRepository(app.database).summaryOfDraw(drawId),
    ]);
    const verification = published?.verification ?? null;
    return {
      ...drawToWire(draw),
      steps: summary.steps.map(({ step, outcome, status }) => ({ step, outcome, status })),
      failures: summary.failures.map(({ step, error }) => ({ step, error })),
      tickets_root: verification?.ticketsRoot ?? null,
      ticket_lines: verification?.ticketLines ?? null,
      numbers: verification?.revealedAt ? verification.numbers : null,
      winners: payouts.winners + physical.physicalOnlyWinners,
      payouts_paid: payouts.payoutsPaid,
      prizes_paid: audMoney(payouts.paidCents),
      awaiting_claim: payouts.awaitingClaim,
      prizes_to_fulfil: physical.toFulfil,
    };
  };

  /** Runs an action; a form post is sent back to the list (or shown why it was refused). */
  const act = async (
    request: FastifyRequest,
    reply: FastifyReply,
    done: keyof typeof doneTexts,
    run: () => Promise<TickSummary & { drawId: string }>,
  ) => {
    let summary: TickSummary & { drawId: string };
    try {
      summary = await run();
    } catch (error) {
      if (!(error instanceof ApiError) || !isFormPost(request)) throw error;
      return html(
        reply.status(error.statusCode),
        await page({}, { kind: 'alert', text: error.message }),
      );
    }
    if (isFormPost(request)) {
      return reply.redirect(`/ops/draws?done=${done}&draw=${summary.drawId}`, 303);
    }
    return reply.send(resultEnvelope(await outcomeOf(summary.drawId, summary)));
  };

  app.get<{ Querystring: DrawListQuery }>(
    '/ops/draws',
    { config: { access: draws }, schema: { querystring: DrawListQuery } },
    async (request, reply) => html(reply, await page(request.query, await noticeOf(request.query))),
  );

  app.get<{ Querystring: DrawListQuery }>(
    '/ops/draws.json',
    {
      config: { access: draws },
      schema: { querystring: DrawListQuery, response: { 200: OpsDrawsEnvelopeWire } },
    },
    async (request) => {
      const list = await listOf(request.query);
      return entitiesEnvelope(list.draws.map(drawToWire), {
        limit: pageSize,
        offset: (list.page - 1) * pageSize,
        total: list.total,
      });
    },
  );

  app.get<{ Params: Static<typeof DrawIdParams> }>(
    '/ops/draws/:id/draw-now',
    { config: { access: draws }, schema: { params: DrawIdParams } },
    async (request, reply) => {
      const draw = await repository.findDrawById(request.params.id);
      if (draw === null) throw new ApiError(404, 'draw_not_found', 'There is no such draw.');
      return html(reply, drawNowConfirmPage(draw));
    },
  );

  app.post<{ Body: DrawNowBody }>(
    '/ops/draws/draw-now',
    {
      config: { access: draws },
      schema: { body: DrawNowBody, response: { 200: OpsDrawOutcomeEnvelopeWire } },
    },
    (request, reply) =>
      act(request, reply, 'drawn', () =>
        drawWithSyndicate(
          request.body.offerKey,
          request.body.drawNo ?? null,
          operatorActorOf(request),
        ),
      ),
  );

  app.post<{ Params: Static<typeof DrawIdParams> }>(
    '/ops/draws/:id/retry',
    {
      config: { access: draws },
      schema: { params: DrawIdParams, response: { 200: OpsDrawOutcomeEnvelopeWire } },
    },
    (request, reply) =>
      act(request, reply, 'retried', async () => {
        const drawId = request.params.id;
        const draw = await repository.findDrawById(drawId);
        if (draw === null) throw new ApiError(404, 'draw_not_found', 'There is no such draw.');
        const actor = operatorActorOf(request);
        const summary = await engine.retry(drawId, actor);
        // The steps record themselves; this records who asked, and what came of it.
        await recordAudit(app.database, {
          actor,
          action: 'draw.retry',
          subjectType: 'draw',
          subjectId: drawId,
          detail: {
            offerKey: draw.productOfferKey,
            drawNo: draw.drawNo,
            statusBefore: draw.status,
            steps: summary.steps.map((step) => step.step),
            failures: summary.failures.map((failure) => failure.error),
          },
          at: app.config.now(),
        });
        return { drawId, ...summary };
      }),
  );
}
