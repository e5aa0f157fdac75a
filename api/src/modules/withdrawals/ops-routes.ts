import { Type } from '@sinclair/typebox';
import { type FastifyPluginCallback, type FastifyReply } from 'fastify';
import { acceptFormBodies } from '../auth/form-body';
import { type Operator } from '../operators/service';
import { reasonLengthMax, withdrawalsPage } from './ops-pages';
import { type OperatorActionResult, type WithdrawalsService } from './service';

const payments = { operator: 'payments' } as const;
const WithdrawalParams = Type.Object({ id: Type.String({ pattern: '^wd_[A-Za-z0-9_-]{4,60}$' }) });
const ReasonBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 4000 })) });

type Action = 'approve' | 'reject' | 'paid' | 'returned' | 'check';
const doneOf: Record<Action, string> = {
  approve: 'approved',
  reject: 'rejected',
  paid: 'paid',
  returned: 'returned',
  check: 'checked',
};

/**
 * /ops/withdrawals for operators with the payments role: approve or reject withdrawals over the
 * threshold, mark the bank transfer queue's payouts paid or returned, ask a payout provider
 * again. Plain pages and form posts; each action changes a withdrawal only from the state it
 * acts on, so a second post changes nothing. The operator session cookie is SameSite=Strict, so
 * another site cannot post these forms.
 */
export const withdrawalOpsRoutes: FastifyPluginCallback<{
  withdrawals: WithdrawalsService;
  approvalThresholdCents: number;
}> = (app, { withdrawals, approvalThresholdCents }, done) => {
  acceptFormBodies(app);
  app.addHook('onSend', (_request, reply, payload, next) => {
    void reply.header('cache-control', 'no-store');
    next(null, payload);
  });
  const operatorIdOf = (operator: Operator | null) => (operator as Operator).id;

  const page = async (done?: string, error: { id: string; message: string } | null = null) => {
    const { open, settled } = await withdrawals.operatorQueue();
    const rows = open.map((withdrawal) => {
      const adapter = withdrawals.adapterOf(withdrawal);
      return {
        withdrawal,
        adapterName: adapter.name,
        settledByOperator: adapter.settledByOperator,
      };
    });
    return withdrawalsPage(rows, settled, { done, approvalThresholdCents, error });
  };
  const html = (reply: FastifyReply, text: string) =>
    reply.type('text/html; charset=utf-8').send(text);
  const answered = (reply: FastifyReply, action: Action, result: OperatorActionResult) =>
    reply.redirect(
      `/ops/withdrawals?done=${result === 'done' ? doneOf[action] : 'unchanged'}`,
      303,
    );

  app.get<{ Querystring: { done?: string } }>(
    '/ops/withdrawals',
    {
      config: { access: payments },
      schema: {
        querystring: Type.Object({ done: Type.Optional(Type.String({ maxLength: 20 })) }),
      },
    },
    async (request, reply) => html(reply, await page(request.query.done)),
  );

  const simpleActions: Array<
    [Action, (id: string, operatorId: string) => Promise<OperatorActionResult>]
  > = [
    ['approve', (id, operatorId) => withdrawals.approve(id, operatorId)],
    ['paid', (id, operatorId) => withdrawals.markPaid(id, operatorId)],
    ['check', (id) => withdrawals.checkPayout(id)],
  ];
  for (const [action, run] of simpleActions) {
    app.post<{ Params: { id: string } }>(
      `/ops/withdrawals/:id/${action}`,
      { config: { access: payments }, schema: { params: WithdrawalParams } },
      async (request, reply) =>
        answered(reply, action, await run(request.params.id, operatorIdOf(request.operator))),
    );
  }

  const reasonActions: Array<
    [Action, (id: string, operatorId: string, reason: string) => Promise<OperatorActionResult>]
  > = [
    ['reject', (id, operatorId, reason) => withdrawals.reject(id, operatorId, reason)],
    ['returned', (id, operatorId, reason) => withdrawals.markReturned(id, operatorId, reason)],
  ];
  for (const [action, run] of reasonActions) {
    app.post<{ Params: { id: string }; Body: { reason?: string } | undefined }>(
      `/ops/withdrawals/:id/${action}`,
      { config: { access: payments }, schema: { params: WithdrawalParams, body: ReasonBody } },
      async (request, reply) => {
        const reason = (request.body?.reason ?? '').trim();
        if (reason === '' || reason.length > reasonLengthMax) {
          const message = `Give the customer a reason (1 to ${reasonLengthMax} characters).`;
          return html(reply.status(422), await page(undefined, { id: request.params.id, message }));
        }
        return answered(
          reply,
          action,
          await run(request.params.id, operatorIdOf(request.operator), reason),
        );
      },
    );
  }
  done();
};
