import { type FastifyPluginCallback } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ResultEnvelopeWire } from 'shared-kernel/wire/envelope';
import { TestGatewayTokenRequestWire, TestGatewayTokenWire } from 'shared-kernel/wire/payments';
import { resultEnvelope } from '../../http/envelope';
import { escapeHtml } from '../../http/html';
import { responses } from '../../http/response-schemas';
import { audText } from '../ledger/aud-text';
import { publicOriginOf } from '../../http/request-origin';
import { type TestGateway } from './test-gateway';

const ChallengeParams = Type.Object({
  challengeId: Type.String({ pattern: '^[A-Za-z0-9_-]{4,80}$' }),
});
const ChallengeQuery = Type.Object({
  challenge_token: Type.Optional(Type.String({ maxLength: 100 })),
});
const ChallengeAnswer = Type.Object({
  answer: Type.Union([Type.Literal('authenticate'), Type.Literal('fail')]),
});
const TokenQuery = Type.Object({ session: Type.Optional(Type.String({ maxLength: 100 })) });
const WalletTokenRequest = Type.Object({
  wallet: Type.Union([Type.Literal('ap'), Type.Literal('gp')]),
  outcome: Type.Optional(Type.Union([Type.Literal('succeeds'), Type.Literal('declined')])),
});

const unknownChallengePage = '<p>Unknown challenge.</p>';

/** The challenge page: what the issuer's 3-D Secure window shows, as plain HTML forms. */
export function challengePage(
  challengeId: string,
  challengeToken: string,
  amountCents: number | null,
): string {
  const query = new URLSearchParams({ challenge_token: challengeToken });
  const action = `/test-gateway/3ds/${encodeURIComponent(challengeId)}?${query.toString()}`;
  const amount = amountCents === null ? '' : ` of ${audText(amountCents)}`;
  return `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><title>3-D Secure check – test gateway</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1a1a1a}button{font-size:1rem;padding:.6rem 1rem;margin:.3rem .3rem 0 0}</style>
</head>
<body>
<main>
<h1>Confirm this payment</h1>
<p>Test gateway: confirm the payment${escapeHtml(amount)} as your card issuer would ask you to.</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="answer" value="authenticate">Authenticate</button>
<button type="submit" name="answer" value="fail">Fail authentication</button>
</form>
</main>
</body>
</html>`;
}

/**
 * The built-in test gateway's own pages, outside /v2: tokenising a card (the only place a card
 * number is seen, for the customer whose tokenisation session the address names) and the 3-D
 * Secure challenge page (only at the address with the challenge's token, which only the owning
 * customer's deposit carries). When the challenge is answered the gateway settles the deposit
 * (`onChallengeAnswered`) and sends the window to the shop's notification URL.
 */
export const testGatewayRoutes: FastifyPluginCallback<{
  gateway: TestGateway;
  onChallengeAnswered: (challengeId: string, origin: string) => Promise<void>;
}> = (app, { gateway, onChallengeAnswered }, done) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post<{
    Body: typeof TestGatewayTokenRequestWire.static;
    Querystring: typeof TokenQuery.static;
  }>(
    '/test-gateway/tokens',
    {
      config: { access: 'anonymous' },
      schema: {
        querystring: TokenQuery,
        body: TestGatewayTokenRequestWire,
        response: responses(ResultEnvelopeWire(TestGatewayTokenWire)),
      },
    },
    async (request) => {
      const card = await gateway.tokenise(
        {
          number: request.body.number,
          expiryMonth: request.body.expiry_month,
          expiryYear: request.body.expiry_year,
          csc: request.body.csc,
        },
        request.query.session ?? null,
      );
      return resultEnvelope({
        token: card.token,
        brand: card.brand,
        last4: card.last4,
        expiry: `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`,
      });
    },
  );

  app.post<{ Body: typeof WalletTokenRequest.static; Querystring: typeof TokenQuery.static }>(
    '/test-gateway/wallet-tokens',
    {
      config: { access: 'anonymous' },
      schema: {
        querystring: TokenQuery,
        body: WalletTokenRequest,
        response: responses(ResultEnvelopeWire(Type.Object({ token: Type.String() }))),
      },
    },
    async (request) =>
      resultEnvelope({
        token: await gateway.walletToken(
          request.query.session ?? null,
          request.body.outcome === 'declined',
        ),
      }),
  );

  app.get<{ Params: { challengeId: string }; Querystring: typeof ChallengeQuery.static }>(
    '/test-gateway/3ds/:challengeId',
    {
      config: { access: 'anonymous' },
      schema: { params: ChallengeParams, querystring: ChallengeQuery },
    },
    async (request, reply) => {
      const { challengeId } = request.params;
      const challengeToken = request.query.challenge_token ?? '';
      const challenge = await gateway.challengeOf(challengeId, challengeToken);
      if (!challenge) return reply.status(404).type('text/html').send(unknownChallengePage);
      return reply
        .type('text/html; charset=utf-8')
        .send(challengePage(challengeId, challengeToken, challenge.amountCents));
    },
  );

  app.post<{
    Params: { challengeId: string };
    Querystring: typeof ChallengeQuery.static;
    Body: { answer: 'authenticate' | 'fail' };
  }>(
    '/test-gateway/3ds/:challengeId',
    {
      config: { access: 'anonymous' },
      schema: { params: ChallengeParams, querystring: ChallengeQuery, body: ChallengeAnswer },
    },
    async (request, reply) => {
      const { challengeId } = request.params;
      const answered = await gateway.answerChallenge(
        challengeId,
        request.query.challenge_token ?? '',
        request.body.answer === 'authenticate',
      );
      if (!answered) return reply.status(404).type('text/html').send(unknownChallengePage);
      await onChallengeAnswered(challengeId, publicOriginOf(request));
      if (!answered.returnUrl)
        return reply
          .type('text/html')
          .send('<p>The payment check is finished. You can close this window.</p>');
      return reply.redirect(answered.returnUrl, 303);
    },
  );
  done();
};
