import { type FastifyPluginCallback } from 'fastify';
import { Type } from '@sinclair/typebox';
import { audText } from '../ledger/aud-text';
import { type PayPalSandbox } from './paypal-sandbox';
import { escapeHtml } from '../../http/html';

const OrderParams = Type.Object({ orderId: Type.String({ pattern: '^[A-Za-z0-9_-]{4,80}$' }) });
const ApprovalQuery = Type.Object({
  approval_token: Type.Optional(Type.String({ maxLength: 100 })),
});
type ApprovalRequest = {
  Params: { orderId: string };
  Querystring: typeof ApprovalQuery.static;
};

const unknownOrderPage = '<p>Unknown PayPal order.</p>';

/** The sandbox's approval page: what PayPal's login and approval page asks, as plain HTML forms. */
export function paypalApprovalPage(
  orderId: string,
  approvalToken: string,
  amountCents: number,
): string {
  const action = `/test-gateway/paypal/${encodeURIComponent(orderId)}`;
  const query = `?${new URLSearchParams({ approval_token: approvalToken }).toString()}`;
  return `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><title>PayPal (test)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1a1a1a}form{display:inline}button{font-size:1rem;padding:.6rem 1rem;margin:.3rem .3rem 0 0}</style>
</head>
<body>
<main>
<h1>PayPal (test)</h1>
<p>Pay Lotto Shop <strong>${escapeHtml(audText(amountCents))}</strong> with PayPal. This sandbox stands in for PayPal and never moves real money.</p>
<form method="post" action="${escapeHtml(`${action}/approve${query}`)}"><button type="submit">Approve payment</button></form>
<form method="post" action="${escapeHtml(`${action}/cancel${query}`)}"><button type="submit">Cancel and return to the shop</button></form>
</main>
</body>
</html>`;
}

const answeredPage = '<p>This PayPal payment is already finished. You can return to the shop.</p>';

/**
 * The built-in PayPal sandbox's own pages, outside /v2: the approval page the customer's window
 * is sent to, and its two answers, which send the window back to the shop's return or cancel
 * address (the shop captures an approved order when the return page asks for the deposit). Each
 * needs the order's approval token, which only the owning customer's deposit carries.
 */
export const paypalSandboxRoutes: FastifyPluginCallback<{ sandbox: PayPalSandbox }> = (
  app,
  { sandbox },
  done,
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get<ApprovalRequest>(
    '/test-gateway/paypal/:orderId',
    {
      config: { access: 'anonymous' },
      schema: { params: OrderParams, querystring: ApprovalQuery },
    },
    async (request, reply) => {
      const { orderId } = request.params;
      const approvalToken = request.query.approval_token ?? '';
      const order = await sandbox.orderOf(orderId, approvalToken);
      if (!order) return reply.status(404).type('text/html').send(unknownOrderPage);
      if (!order.open) return reply.type('text/html; charset=utf-8').send(answeredPage);
      return reply
        .type('text/html; charset=utf-8')
        .send(paypalApprovalPage(orderId, approvalToken, order.amountCents));
    },
  );

  for (const answer of ['approve', 'cancel'] as const) {
    app.post<ApprovalRequest>(
      `/test-gateway/paypal/:orderId/${answer}`,
      {
        config: { access: 'anonymous' },
        schema: { params: OrderParams, querystring: ApprovalQuery },
      },
      async (request, reply) => {
        const { orderId } = request.params;
        const approvalToken = request.query.approval_token ?? '';
        const next =
          answer === 'approve'
            ? await sandbox.approve(orderId, approvalToken)
            : await sandbox.cancel(orderId, approvalToken);
        if (!next) return reply.status(404).type('text/html').send(unknownOrderPage);
        return reply.redirect(next, 303);
      },
    );
  }
  done();
};
