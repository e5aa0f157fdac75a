import { Type } from '@sinclair/typebox';
import { type FastifyPluginCallback, type FastifyReply } from 'fastify';
import { acceptFormBodies } from '../auth/form-body';
import { type Operator } from '../operators/service';
import { pendingDepositsPage } from './ops-pages';
import { type BankDepositsService } from './service';

const payments = { operator: 'payments' } as const;
const DepositParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{4,64}$' }) });
const DoneQuery = Type.Object({ done: Type.Optional(Type.String({ maxLength: 20 })) });

function html(reply: FastifyReply, page: string) {
  return reply.type('text/html; charset=utf-8').send(page);
}

/**
 * The bank-feed port's built-in adapter: operators with the payments role list the pending bank
 * deposits and mark each received (settled into the wallet) or not received (voided), as the
 * bank statement shows. Plain pages and form posts; the operator session cookie is
 * SameSite=Strict, so another site cannot post these forms.
 */
export const bankDepositOpsRoutes: FastifyPluginCallback<{ bankDeposits: BankDepositsService }> = (
  app,
  { bankDeposits },
  done,
) => {
  acceptFormBodies(app);
  app.addHook('onSend', (_request, reply, payload, next) => {
    void reply.header('cache-control', 'no-store');
    next(null, payload);
  });
  const operatorIdOf = (operator: Operator | null) => `operator:${(operator as Operator).id}`;

  app.get<{ Querystring: { done?: string } }>(
    '/ops/deposits',
    { config: { access: payments }, schema: { querystring: DoneQuery } },
    async (request, reply) =>
      html(reply, pendingDepositsPage(await bankDeposits.pending(), request.query.done)),
  );

  app.post<{ Params: { id: string } }>(
    '/ops/deposits/:id/settle',
    { config: { access: payments }, schema: { params: DepositParams } },
    async (request, reply) => {
      await bankDeposits.settle(request.params.id, 'received', operatorIdOf(request.operator));
      return reply.redirect('/ops/deposits?done=settled', 303);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/ops/deposits/:id/void',
    { config: { access: payments }, schema: { params: DepositParams } },
    async (request, reply) => {
      await bankDeposits.settle(request.params.id, 'not_received', operatorIdOf(request.operator));
      return reply.redirect('/ops/deposits?done=voided', 303);
    },
  );
  done();
};
