import { type FastifyPluginCallback } from 'fastify';
import { Type } from '@sinclair/typebox';
import { audText } from '../ledger/aud-text';
import { type PayPalSandbox } from './paypal-sandbox';
import { escapeHtml } from './test-gateway-routes';

const OrderParams = Type.Object({ orderId: Type.String({ pattern: '^[A-Za-z0-9_-]{4,80}$' }) });

/** The sandbox's approval page: what PayPal's login and approval page asks, as plain HTML forms. */
export function paypalApprovalPage(orderId: string, amountCents: number): string {
  const action = `/test-gateway/paypal/${encodeURIComponent(orderId)}`;
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
<form method="post" action="${escapeHtml(`${action}/approve`)}"><button type="submit">Approve payment</button></form>
<form method="post" action="${escapeHtml(`${action}/cancel`)}"><button type="submit">Cancel and return to the shop</button></form>
</main>
</body>
</html>`;
}

const answeredPage = '<p>This PayPal payment is already finished. You can return to the shop.</p>';

/**
 * The built-in PayPal sandbox's own pages, outside /v2: the approval page the customer's window
 * is sent to, and its two answers, which send the window back to the shop's return or cancel
 * address (the shop captures an approved order when the return page asks for the deposit).
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

  app.get<{ Params: { orderId: string } }>(
    '/test-gateway/paypal/:orderId',
    { schema: { params: OrderParams } },
    async (request, reply) => {
      const order = await sandbox.orderOf(request.params.orderId);
      if (!order) return reply.status(404).type('text/html').send('<p>Unknown PayPal order.</p>');
      if (!order.open) return reply.type('text/html; charset=utf-8').send(answeredPage);
      return reply
        .type('text/html; charset=utf-8')
        .send(paypalApprovalPage(request.params.orderId, order.amountCents));
    },
  );

  for (const answer of ['approve', 'cancel'] as const) {
    app.post<{ Params: { orderId: string } }>(
      `/test-gateway/paypal/:orderId/${answer}`,
      { schema: { params: OrderParams } },
      async (request, reply) => {
        const { orderId } = request.params;
        const next =
          answer === 'approve' ? await sandbox.approve(orderId) : await sandbox.cancel(orderId);
        if (!next) return reply.status(404).type('text/html').send('<p>Unknown PayPal order.</p>');
        return reply.redirect(next, 303);
      },
    );
  }
  done();
};
